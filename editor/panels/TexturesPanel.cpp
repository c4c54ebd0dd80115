#include "panels/TexturesPanel.h"

#include "commands/SetSectorProperties.h"
#include "commands/SetWallProperties.h"
#include "commands/SurfaceEdits.h"
#include "document/Document.h"
#include "document/DocumentResources.h"
#include "panels/TextureListModel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QSortFilterProxyModel>
#include <QTabBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace sw::editor {

namespace {

// How many pictures "Recent" keeps per tab.
constexpr qsizetype kRecentCount = 32;
// A grid cell: the thumbnail and two lines of text (name, size).
constexpr int kCellWidth = 92, kCellHeight = TextureListModel::kThumbnailSize + 40;

ShortString& wallPart(WallSide& side, TextureSlot::Part part)
{
    switch (part) {
    case TextureSlot::Part::Upper:
        return side.upper;
    case TextureSlot::Part::Lower:
        return side.lower;
    default:
        return side.middle;
    }
}

} // namespace

TexturesPanel::TexturesPanel(Document& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_tabs(new QTabBar(this)),
      m_listing(new QComboBox(this)), m_filter(new QLineEdit(this)), m_list(new QListView(this)),
      m_model(new TextureListModel(document.resources(), this)),
      m_proxy(new QSortFilterProxyModel(this)), m_part(new QComboBox(this)),
      m_side(new QComboBox(this)), m_status(new QLabel(this)), m_refillLater(new QTimer(this))
{
    m_tabs->addTab(tr("Walls"));
    m_tabs->addTab(tr("Flats"));
    m_tabs->setExpanding(false);
    m_listing->addItems({tr("All"), tr("Used in this map"), tr("Recent")});
    m_listing->setToolTip(tr("Which pictures to list"));
    m_filter->setPlaceholderText(tr("Filter by name"));
    m_filter->setClearButtonEnabled(true);

    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(TextureListModel::kNameRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_list->setModel(m_proxy);
    m_list->setViewMode(QListView::IconMode);
    m_list->setIconSize(QSize(TextureListModel::kThumbnailSize, TextureListModel::kThumbnailSize));
    m_list->setGridSize(QSize(kCellWidth, kCellHeight));
    // Every cell has the same size: the view never asks every row for its size, so only the
    // visible rows are ever decoded.
    m_list->setUniformItemSizes(true);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setWordWrap(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    // A picture dragged onto a wall part, a floor or a ceiling of the 3D view lands there.
    m_list->setDragEnabled(true);
    m_list->setDragDropMode(QAbstractItemView::DragOnly);
    m_list->setMinimumSize(kCellWidth * 2 + 24, kCellHeight * 2);

    m_side->addItems({tr("Front"), tr("Back")});
    m_side->setToolTip(tr("The side of the selected walls that gets the picture"));
    m_part->setToolTip(tr("The part that gets the picture"));
    m_status->setWordWrap(true);
    m_refillLater->setSingleShot(true);
    m_refillLater->setInterval(200);

    auto* top = new QHBoxLayout;
    top->addWidget(m_listing);
    top->addWidget(m_filter, 1);
    auto* applyTo = new QHBoxLayout;
    applyTo->addWidget(new QLabel(tr("Apply to:"), this));
    applyTo->addWidget(m_part);
    applyTo->addWidget(m_side);
    applyTo->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addLayout(top);
    layout->addWidget(m_list, 1);
    layout->addLayout(applyTo);
    layout->addWidget(m_status);
    fillParts();

    connect(m_tabs, &QTabBar::currentChanged, this, [this] {
        fillParts();
        refill();
    });
    connect(m_listing, &QComboBox::currentIndexChanged, this, &TexturesPanel::refill);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_part, &QComboBox::currentIndexChanged, this, [this] {
        if (m_part->currentIndex() >= 0)
            (flats() ? m_flatSlot : m_wallSlot).part =
                static_cast<TextureSlot::Part>(m_part->currentData().toInt());
    });
    connect(m_side, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_wallSlot.back = index == 1; });
    connect(m_list, &QListView::clicked, this, &TexturesPanel::clicked);
    connect(&document.resources(), &DocumentResources::changed, this, [this] {
        m_model->clearThumbnails();
        refill();
    });
    connect(&document, &Document::mapChanged, this, &TexturesPanel::mapChanged);
    connect(&document, &Document::selectionChanged, this, &TexturesPanel::updateStatus);
    connect(m_refillLater, &QTimer::timeout, this, &TexturesPanel::refill);
    refill();
}

bool TexturesPanel::flats() const
{
    return m_tabs->currentIndex() == 1;
}

TextureSlot TexturesPanel::target() const
{
    return flats() ? m_flatSlot : m_wallSlot;
}

void TexturesPanel::setTarget(TextureSlot slot)
{
    (slot.isFlat() ? m_flatSlot : m_wallSlot) = slot;
    if (m_tabs->currentIndex() != (slot.isFlat() ? 1 : 0))
        m_tabs->setCurrentIndex(slot.isFlat() ? 1 : 0); // refills, and fills the parts
    else
        fillParts();
}

TexturesPanel::Listing TexturesPanel::listing() const
{
    return static_cast<Listing>(m_listing->currentIndex());
}

void TexturesPanel::setListing(Listing listing)
{
    m_listing->setCurrentIndex(static_cast<int>(listing));
}

const QStringList& TexturesPanel::recent() const
{
    return m_recent[flats() ? 1 : 0];
}

QString TexturesPanel::statusText() const
{
    return m_status->text();
}

void TexturesPanel::pickFor(TextureSlot slot)
{
    setTarget(slot);
    for (QWidget* w = parentWidget(); w; w = w->parentWidget())
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            dock->show();
            dock->raise();
            break;
        }
    m_filter->setFocus();
}

void TexturesPanel::fillParts()
{
    const TextureSlot slot = target();
    const QSignalBlocker blockPart(m_part), blockSide(m_side);
    m_part->clear();
    if (flats()) {
        m_part->addItem(tr("Floor"), static_cast<int>(TextureSlot::Part::Floor));
        m_part->addItem(tr("Ceiling"), static_cast<int>(TextureSlot::Part::Ceiling));
    } else {
        m_part->addItem(tr("Upper"), static_cast<int>(TextureSlot::Part::Upper));
        m_part->addItem(tr("Middle"), static_cast<int>(TextureSlot::Part::Middle));
        m_part->addItem(tr("Lower"), static_cast<int>(TextureSlot::Part::Lower));
    }
    m_part->setCurrentIndex(m_part->findData(static_cast<int>(slot.part)));
    m_side->setCurrentIndex(slot.back ? 1 : 0);
    m_side->setVisible(!flats());
    updateStatus();
}

void TexturesPanel::refill()
{
    const DocumentResources& resources = m_document.resources();
    std::shared_ptr<const ResourceSet> set = resources.set();
    const bool flat = flats();
    const auto find = [&](const std::string& name) -> const ImageEntry* {
        if (!set)
            return nullptr;
        return flat ? set->findFlat(name) : set->findWallTexture(name);
    };
    std::vector<TextureListModel::Item> items;
    const auto addNames = [&](const auto& names) {
        for (const auto& name : names) {
            const std::string n = QString(name).toStdString();
            items.push_back({QString(name), find(n)});
        }
    };
    switch (listing()) {
    case Listing::All:
        if (set) {
            // Materials serve walls and floors alike; a texture or flat of the same name
            // listed already wins, as it does when the name is looked up.
            std::set<std::string> listed;
            for (const ImageEntry* e : set->images(flat ? ImageKind::Flat : ImageKind::Texture)) {
                items.push_back({QString::fromStdString(e->name), find(e->name)});
                listed.insert(e->name);
            }
            for (const ImageEntry* e : set->images(ImageKind::Material))
                if (!listed.count(e->name))
                    items.push_back({QString::fromStdString(e->name), e});
            std::sort(items.begin(), items.end(),
                      [](const auto& a, const auto& b) { return a.name < b.name; });
        }
        break;
    case Listing::Used: {
        std::set<QString> used;
        const Map& map = m_document.map();
        const auto use = [&](std::string_view name) {
            if (!isNoTexture(name))
                used.insert(QString::fromUtf8(name.data(), qsizetype(name.size())).toUpper());
        };
        if (flat)
            for (const Sector& s : map.sectors) {
                use(s.floorMaterial);
                use(s.ceilingMaterial);
            }
        else
            for (const Wall& w : map.walls)
                for (const WallSide* side : {&w.front, &w.back}) {
                    use(side->upper);
                    use(side->middle);
                    use(side->lower);
                }
        addNames(used);
        break;
    }
    case Listing::Recent:
        addNames(m_recent[flat ? 1 : 0]);
        break;
    }
    m_model->setFlats(flat);
    m_model->setItems(std::move(set), std::move(items));
    updateStatus();
}

void TexturesPanel::mapChanged(const ChangeSet& changes)
{
    // Typing in Properties or dragging changes the map often: the used pictures are listed
    // again once the edits pause.
    if (listing() == Listing::Used && (changes.walls || changes.sectors || changes.topology))
        m_refillLater->start();
}

void TexturesPanel::clicked(const QModelIndex& index)
{
    if (index.isValid())
        applyTexture(index.data(TextureListModel::kNameRole).toString());
}

bool TexturesPanel::applyTexture(const QString& name)
{
    const std::string value = name.toStdString();
    const Selection& selection = m_document.selection();
    const Map& map = m_document.map();
    const TextureSlot slot = target();
    m_message.clear();
    if (SurfaceEdits::count(selection, flats()) > 0) {
        // Surfaces picked in the 3D view take the picture exactly where they are.
        const SurfaceEdits::Result r = SurfaceEdits::applyPicture(m_document, value, flats());
        m_message = r.why;
    } else if (slot.isFlat()) {
        std::vector<Sector> values;
        bool changes = false;
        for (Index i : selection.sectors) {
            Sector s = map.sectors[static_cast<std::size_t>(i)];
            ShortString& flat =
                slot.part == TextureSlot::Part::Floor ? s.floorMaterial : s.ceilingMaterial;
            changes = changes || flat != value;
            flat = value;
            values.push_back(std::move(s));
        }
        if (values.empty())
            m_message = tr("Select sectors to give them this flat.");
        else if (!changes)
            m_message = tr("The selected sectors have %1 there already.").arg(name);
        else {
            const QString text = slot.part == TextureSlot::Part::Floor
                                     ? tr("Apply %1 to Floor").arg(name)
                                     : tr("Apply %1 to Ceiling").arg(name);
            m_document.push(new SetSectorProperties(m_document, selection.sectors,
                                                    std::move(values),
                                                    SetSectorProperties::Field::None, text));
        }
    } else {
        std::vector<Index> walls;
        std::vector<Wall> values;
        bool changes = false;
        for (Index i : selection.walls) {
            Wall w = map.walls[static_cast<std::size_t>(i)];
            if (slot.back && !w.twoSided())
                continue; // a one-sided wall has no back side to dress
            ShortString& part = wallPart(slot.back ? w.back : w.front, slot.part);
            changes = changes || part != value;
            part = value;
            walls.push_back(i);
            values.push_back(std::move(w));
        }
        if (selection.walls.empty())
            m_message = tr("Select walls to give them this texture.");
        else if (walls.empty())
            m_message = tr("None of the selected walls has a back side.");
        else if (!changes)
            m_message = tr("The selected walls have %1 there already.").arg(name);
        else {
            const QString part = m_part->itemText(m_part->findData(static_cast<int>(slot.part)));
            const QString text = slot.back ? tr("Apply %1 to Back %2").arg(name, part)
                                           : tr("Apply %1 to Front %2").arg(name, part);
            m_document.push(new SetWallProperties(m_document, std::move(walls), std::move(values),
                                                  SetWallProperties::Field::None, text));
        }
    }
    const bool applied = m_message.isEmpty();
    if (applied)
        remember(name);
    updateStatus();
    return applied;
}

void TexturesPanel::remember(const QString& name)
{
    QStringList& recent = m_recent[flats() ? 1 : 0];
    recent.removeAll(name);
    recent.prepend(name);
    while (recent.size() > kRecentCount)
        recent.removeLast();
    if (listing() == Listing::Recent)
        refill();
}

void TexturesPanel::updateStatus()
{
    if (!m_message.isEmpty()) {
        m_status->setText(m_message);
        m_message.clear(); // shown once; the next selection change replaces it
        return;
    }
    const Selection& selection = m_document.selection();
    if (!m_document.resources().set())
        m_status->setText(tr("No resources: add an IWAD or image folder in Map > Resources."));
    else if (const int picked = SurfaceEdits::count(selection, flats()); picked > 0)
        m_status->setText(flats() ? tr("Click a flat to apply it to the %n floor(s) and "
                                       "ceiling(s) picked in the 3D view.",
                                       nullptr, picked)
                                  : tr("Click a texture to apply it to the %n wall part(s) "
                                       "picked in the 3D view.",
                                       nullptr, picked));
    else if (flats())
        m_status->setText(selection.sectors.empty()
                              ? tr("Select sectors, then click a flat.")
                              : tr("Click a flat to apply it to %n sector(s).", nullptr,
                                   static_cast<int>(selection.sectors.size())));
    else
        m_status->setText(selection.walls.empty()
                              ? tr("Select walls, then click a texture.")
                              : tr("Click a texture to apply it to %n wall(s).", nullptr,
                                   static_cast<int>(selection.walls.size())));
}

} // namespace sw::editor
