#include "panels/PropertiesPanel.h"

#include "commands/MoveVertices.h"
#include "commands/SetSectorProperties.h"
#include "commands/SetThingProperties.h"
#include "commands/SetWallProperties.h"
#include "document/Document.h"
#include "document/DocumentResources.h"
#include "panels/PropertiesFields.h"
#include "panels/TextureField.h"
#include "panels/VocabularyPicker.h"

#include <QAbstractSpinBox>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStackedWidget>
#include <QStringListModel>
#include <QVBoxLayout>

namespace sw::editor {

using namespace properties;

namespace {

enum Page { kNothing, kSectors, kWalls, kThings, kVertices };

} // namespace

PropertiesPanel::PropertiesPanel(Document& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_pages(new QStackedWidget(this)),
      m_summary(new QLabel(this)), m_wallTextureNames(new QStringListModel(this)),
      m_flatNames(new QStringListModel(this))
{
    auto* nothing = new QLabel(tr("Nothing selected. Click an element in the plan, or drag a "
                                  "box around several."),
                               this);
    nothing->setWordWrap(true);
    nothing->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_pages->addWidget(nothing);
    m_pages->addWidget(buildSectorPage());
    m_pages->addWidget(buildWallPage());
    m_pages->addWidget(buildThingPage());
    m_pages->addWidget(buildVertexPage());

    auto* layout = new QVBoxLayout(this);
    m_summary->setWordWrap(true);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);
    layout->addWidget(m_pages);
    layout->addStretch(1);

    // Spin boxes hand shortcut keys to their line edit directly, so they are watched too.
    for (QLineEdit* edit : findChildren<QLineEdit*>())
        edit->installEventFilter(this);
    for (QAbstractSpinBox* box : findChildren<QAbstractSpinBox*>())
        box->installEventFilter(this);

    connect(&m_document, &Document::selectionChanged, this, &PropertiesPanel::refresh);
    connect(&m_document, &Document::mapChanged, this, &PropertiesPanel::refresh);
    connect(&m_document, &Document::mapReplaced, this, &PropertiesPanel::refresh);
    // New resources or a new game change thumbnails, marks and labels.
    connect(&m_document.resources(), &DocumentResources::changed, this, [this] {
        applyResources();
        refresh();
    });
    for (TextureField* field : findChildren<TextureField*>())
        field->setNameModel(field->slot().isFlat() ? m_flatNames : m_wallTextureNames);
    applyResources();
    refresh();
}

void PropertiesPanel::applyResources()
{
    const DocumentResources& resources = m_document.resources();
    for (VocabularyPicker* picker : {m_thingType, m_wallSpecial, m_sectorSpecial})
        picker->setGame(resources.game());
    const auto names = [&](ImageKind kind) {
        QStringList list;
        if (const auto set = resources.set()) {
            for (const ImageEntry* e : set->images(kind))
                list << QString::fromStdString(e->name);
            for (const ImageEntry* e : set->images(ImageKind::Material))
                list << QString::fromStdString(e->name);
        }
        list.sort();
        list.removeDuplicates();
        return list;
    };
    m_wallTextureNames->setStringList(names(ImageKind::Texture));
    m_flatNames->setStringList(names(ImageKind::Flat));
}

std::string PropertiesPanel::wallTextureName(const QString& typed) const
{
    const std::string name = typed.toStdString();
    const auto set = m_document.resources().set();
    const ImageEntry* entry = set && !isNoTexture(name) ? set->findWallTexture(name) : nullptr;
    return entry ? entry->name : name;
}

std::string PropertiesPanel::flatName(const QString& typed) const
{
    const std::string name = typed.toStdString();
    const auto set = m_document.resources().set();
    const ImageEntry* entry = set && !name.empty() ? set->findFlat(name) : nullptr;
    return entry ? entry->name : name;
}

TextureField* PropertiesPanel::flatField(TextureSlot::Part part) const
{
    return part == TextureSlot::Part::Ceiling ? m_ceilingFlat : m_floorFlat;
}

bool PropertiesPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            // Leaving the field commits it (editingFinished); the event then goes unaccepted,
            // so the window's Undo or Redo shortcut takes it.
            if (auto* widget = qobject_cast<QWidget*>(watched)) {
                if (auto* box = qobject_cast<QAbstractSpinBox*>(widget->parentWidget()))
                    widget = box;
                widget->clearFocus();
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QWidget* PropertiesPanel::buildVertexPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_vertexX = numberField(page, 8);
    m_vertexY = numberField(page, 8);
    form->addRow(tr("X"), m_vertexX);
    form->addRow(tr("Y"), m_vertexY);
    const auto move = [this](bool isX, double v, bool relative) {
        const std::vector<Index>& vertices = m_document.selection().vertices;
        std::vector<Vec2> positions;
        for (Index i : vertices) {
            Vec2 p = m_document.map().vertices[static_cast<std::size_t>(i)].pos;
            double& c = isX ? p.x : p.y;
            c = relative ? c + v : v;
            positions.push_back(p);
        }
        if (!vertices.empty())
            m_document.push(new MoveVertices(m_document, vertices, std::move(positions)));
    };
    bindNumber(m_vertexX, [move](double v, bool relative) { move(true, v, relative); });
    bindNumber(m_vertexY, [move](double v, bool relative) { move(false, v, relative); });
    return page;
}

void PropertiesPanel::bindNumber(MixedSpinBox* box, const std::function<void(double, bool)>& apply)
{
    connect(box, &MixedSpinBox::stepped, this, [apply](double delta) { apply(delta, true); });
    connect(box, &MixedSpinBox::entered, this, [apply](double value) { apply(value, false); });
}

void PropertiesPanel::bindText(QLineEdit* edit,
                               const std::function<void(const std::string&)>& apply)
{
    connect(edit, &QLineEdit::editingFinished, this, [edit, apply] {
        if (!edit->isModified())
            return;
        edit->setModified(false);
        apply(edit->text().trimmed().toStdString());
    });
}

void PropertiesPanel::editSectors(int field, const std::function<void(Sector&)>& change)
{
    const std::vector<Index>& indices = m_document.selection().sectors;
    std::vector<Sector> values = pick(m_document.map().sectors, indices);
    const std::vector<Sector> before = values;
    for (Sector& s : values)
        change(s);
    if (values != before)
        m_document.push(new SetSectorProperties(m_document, indices, std::move(values),
                                                static_cast<SetSectorProperties::Field>(field)));
}

void PropertiesPanel::editWalls(int field, const std::function<void(Wall&)>& change)
{
    const std::vector<Index>& indices = m_document.selection().walls;
    std::vector<Wall> values = pick(m_document.map().walls, indices);
    const std::vector<Wall> before = values;
    for (Wall& w : values)
        change(w);
    if (values != before)
        m_document.push(new SetWallProperties(m_document, indices, std::move(values),
                                              static_cast<SetWallProperties::Field>(field)));
}

void PropertiesPanel::editThings(int field, const std::function<void(Thing&)>& change)
{
    const std::vector<Index>& indices = m_document.selection().things;
    std::vector<Thing> values = pick(m_document.map().things, indices);
    const std::vector<Thing> before = values;
    for (Thing& t : values)
        change(t);
    if (values != before)
        m_document.push(new SetThingProperties(m_document, indices, std::move(values),
                                               static_cast<SetThingProperties::Field>(field)));
}

void PropertiesPanel::setMode(EditMode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    refresh();
}

void PropertiesPanel::refresh()
{
    const Selection& sel = m_document.selection();
    const Map& map = m_document.map();
    // The mode's own kind first, so a mixed selection shows what the user works on.
    Page page = kNothing;
    switch (m_mode) {
    case EditMode::Vertices:
        page = sel.vertices.empty() ? kNothing : kVertices;
        break;
    case EditMode::Walls:
        page = sel.walls.empty() ? kNothing : kWalls;
        break;
    case EditMode::Things:
        page = sel.things.empty() ? kNothing : kThings;
        break;
    default:
        page = sel.sectors.empty() ? kNothing : kSectors;
        break;
    }
    if (page == kNothing)
        page = !sel.sectors.empty()    ? kSectors
               : !sel.walls.empty()    ? kWalls
               : !sel.things.empty()   ? kThings
               : !sel.vertices.empty() ? kVertices
                                       : kNothing;
    m_pages->setCurrentIndex(page);
    switch (page) {
    case kSectors:
        m_summary->setText(sel.sectors.size() == 1
                               ? tr("Sector %1").arg(sel.sectors.front())
                               : tr("%n sectors", nullptr, static_cast<int>(sel.sectors.size())));
        showSectors(pick(map.sectors, sel.sectors));
        break;
    case kWalls:
        m_summary->setText(sel.walls.size() == 1
                               ? tr("Wall %1").arg(sel.walls.front())
                               : tr("%n walls", nullptr, static_cast<int>(sel.walls.size())));
        showWalls(pick(map.walls, sel.walls));
        break;
    case kThings:
        m_summary->setText(sel.things.size() == 1
                               ? tr("Thing %1").arg(sel.things.front())
                               : tr("%n things", nullptr, static_cast<int>(sel.things.size())));
        showThings(pick(map.things, sel.things));
        break;
    case kVertices: {
        const std::vector<Vertex> v = pick(map.vertices, sel.vertices);
        m_summary->setText(v.size() == 1 ? tr("Vertex %1").arg(sel.vertices.front())
                                         : tr("%n vertices", nullptr, static_cast<int>(v.size())));
        showNumber(m_vertexX, v, [](const Vertex& x) { return x.pos.x; });
        showNumber(m_vertexY, v, [](const Vertex& x) { return x.pos.y; });
        break;
    }
    default:
        m_summary->setText(tr("Properties"));
        break;
    }
}

} // namespace sw::editor
