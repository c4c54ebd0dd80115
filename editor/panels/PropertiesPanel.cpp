#include "panels/PropertiesPanel.h"

#include "commands/MoveVertices.h"
#include "commands/SetSectorProperties.h"
#include "commands/SetThingProperties.h"
#include "commands/SetWallProperties.h"
#include "document/Document.h"
#include "panels/MixedSpinBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace sw::editor {

namespace {

enum Page { kNothing, kSectors, kWalls, kThings, kVertices };

template <typename T, typename F>
void showNumber(MixedSpinBox* box, const std::vector<T>& items, F get)
{
    if (items.empty())
        return;
    const double first = get(items.front());
    for (const T& item : items)
        if (get(item) != first) {
            box->showMixed();
            return;
        }
    box->showValue(first);
}

template <typename T, typename F> void showText(QLineEdit* edit, const std::vector<T>& items, F get)
{
    if (items.empty())
        return;
    const std::string first = get(items.front());
    bool same = true;
    for (const T& item : items)
        same = same && get(item) == first;
    edit->setText(same ? QString::fromStdString(first) : QString());
    edit->setPlaceholderText(same ? QString() : PropertiesPanel::tr("mixed"));
}

void showFlag(QCheckBox* box, const std::vector<Wall>& walls, std::uint32_t flag)
{
    int on = 0;
    for (const Wall& w : walls)
        on += (w.flags & flag) != 0;
    const QSignalBlocker blocker(box);
    box->setCheckState(on == 0                                ? Qt::Unchecked
                       : on == static_cast<int>(walls.size()) ? Qt::Checked
                                                              : Qt::PartiallyChecked);
}

template <typename T>
std::vector<T> pick(const std::vector<T>& all, const std::vector<Index>& indices)
{
    std::vector<T> result;
    result.reserve(indices.size());
    for (Index i : indices)
        result.push_back(all[static_cast<std::size_t>(i)]);
    return result;
}

MixedSpinBox* numberField(QWidget* parent, double step, double lo = -1e6, double hi = 1e6)
{
    auto* box = new MixedSpinBox(parent);
    box->setSingleStep(step);
    box->setRange(lo, hi);
    return box;
}

} // namespace

PropertiesPanel::PropertiesPanel(Document& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_pages(new QStackedWidget(this)),
      m_summary(new QLabel(this))
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
    refresh();
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

QWidget* PropertiesPanel::buildSectorPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_floor = numberField(page, 8);
    m_ceiling = numberField(page, 8);
    m_light = numberField(page, 16, 0, 255);
    m_floorMaterial = new QLineEdit(page);
    m_ceilingMaterial = new QLineEdit(page);
    m_sectorSpecial = numberField(page, 1, 0, 1e6);
    m_sectorTag = numberField(page, 1, 0, 1e6);
    m_name = new QLineEdit(page);
    form->addRow(tr("Floor height"), m_floor);
    form->addRow(tr("Ceiling height"), m_ceiling);
    form->addRow(tr("Light"), m_light);
    form->addRow(tr("Floor material"), m_floorMaterial);
    form->addRow(tr("Ceiling material"), m_ceilingMaterial);
    form->addRow(tr("Special"), m_sectorSpecial);
    form->addRow(tr("Tag"), m_sectorTag);
    form->addRow(tr("Name"), m_name);
    using F = SetSectorProperties::Field;
    const auto number = [this](MixedSpinBox* box, F field, double Sector::*member) {
        bindNumber(box, [this, field, member](double v, bool relative) {
            editSectors(static_cast<int>(field),
                        [&](Sector& s) { s.*member = relative ? s.*member + v : v; });
        });
    };
    number(m_floor, F::Floor, &Sector::floorHeight);
    number(m_ceiling, F::Ceiling, &Sector::ceilingHeight);
    const auto integer = [this](MixedSpinBox* box, F field, std::int32_t Sector::*member) {
        bindNumber(box, [this, field, member](double v, bool relative) {
            editSectors(static_cast<int>(field), [&](Sector& s) {
                s.*member = static_cast<std::int32_t>(relative ? s.*member + v : v);
            });
        });
    };
    integer(m_light, F::Light, &Sector::light);
    integer(m_sectorSpecial, F::Special, &Sector::special);
    integer(m_sectorTag, F::Tag, &Sector::tag);
    const auto text = [this](QLineEdit* edit, std::string Sector::*member) {
        bindText(edit, [this, member](const std::string& value) {
            editSectors(static_cast<int>(F::None), [&](Sector& s) { s.*member = value; });
        });
    };
    text(m_floorMaterial, &Sector::floorMaterial);
    text(m_ceilingMaterial, &Sector::ceilingMaterial);
    text(m_name, &Sector::name);
    return page;
}

QWidget* PropertiesPanel::buildWallPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_blocking = new QCheckBox(tr("Blocks everything"), page);
    m_blockMonsters = new QCheckBox(tr("Blocks monsters"), page);
    m_wallSpecial = numberField(page, 1, 0, 1e6);
    m_wallTag = numberField(page, 1, 0, 1e6);
    m_frontMiddle = new QLineEdit(page);
    m_frontUpper = new QLineEdit(page);
    m_frontLower = new QLineEdit(page);
    form->addRow(m_blocking);
    form->addRow(m_blockMonsters);
    form->addRow(tr("Special"), m_wallSpecial);
    form->addRow(tr("Tag"), m_wallTag);
    form->addRow(tr("Front middle"), m_frontMiddle);
    form->addRow(tr("Front upper"), m_frontUpper);
    form->addRow(tr("Front lower"), m_frontLower);
    using F = SetWallProperties::Field;
    const auto flag = [this](QCheckBox* box, std::uint32_t bit) {
        connect(box, &QCheckBox::clicked, this, [this, box, bit] {
            // A click on a mixed box sets the flag everywhere.
            const bool on = box->checkState() != Qt::Unchecked;
            editWalls(static_cast<int>(F::Flags),
                      [&](Wall& w) { w.flags = on ? (w.flags | bit) : (w.flags & ~bit); });
        });
    };
    flag(m_blocking, kWallBlocking);
    flag(m_blockMonsters, kWallBlockMonsters);
    const auto integer = [this](MixedSpinBox* box, F field, std::int32_t Wall::*member) {
        bindNumber(box, [this, field, member](double v, bool relative) {
            editWalls(static_cast<int>(field), [&](Wall& w) {
                w.*member = static_cast<std::int32_t>(relative ? w.*member + v : v);
            });
        });
    };
    integer(m_wallSpecial, F::Special, &Wall::special);
    integer(m_wallTag, F::Tag, &Wall::tag);
    const auto text = [this](QLineEdit* edit, std::string WallSide::*member) {
        bindText(edit, [this, member](const std::string& value) {
            editWalls(static_cast<int>(F::None), [&](Wall& w) { w.front.*member = value; });
        });
    };
    text(m_frontMiddle, &WallSide::middle);
    text(m_frontUpper, &WallSide::upper);
    text(m_frontLower, &WallSide::lower);
    return page;
}

QWidget* PropertiesPanel::buildThingPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_thingType = numberField(page, 1, 0, 1e6);
    m_thingAngle = numberField(page, 45, -360, 720);
    m_thingFlags = numberField(page, 1, 0, 65535);
    form->addRow(tr("Type"), m_thingType);
    form->addRow(tr("Angle"), m_thingAngle);
    form->addRow(tr("Flags"), m_thingFlags);
    using F = SetThingProperties::Field;
    bindNumber(m_thingType, [this](double v, bool relative) {
        editThings(static_cast<int>(F::Type), [&](Thing& t) {
            t.type = static_cast<std::int32_t>(relative ? t.type + v : v);
        });
    });
    bindNumber(m_thingAngle, [this](double v, bool relative) {
        editThings(static_cast<int>(F::Angle), [&](Thing& t) {
            const double a = std::fmod(relative ? t.angle + v : v, 360.0);
            t.angle = a < 0 ? a + 360 : a;
        });
    });
    bindNumber(m_thingFlags, [this](double v, bool relative) {
        editThings(static_cast<int>(F::Flags), [&](Thing& t) {
            t.flags = static_cast<std::uint32_t>(relative ? t.flags + v : v);
        });
    });

    // What the thing occupies for collision (a prop): kind, size, and for a model its file.
    m_shapeKind = new QComboBox(page);
    m_shapeKind->addItem(tr("None (does not block)"), int(ThingShape::Kind::None));
    m_shapeKind->addItem(tr("Cylinder"), int(ThingShape::Kind::Cylinder));
    m_shapeKind->addItem(tr("Box"), int(ThingShape::Kind::Box));
    m_shapeKind->addItem(tr("Model"), int(ThingShape::Kind::Mesh));
    m_shapeRadius = numberField(page, 4, 0, 1e5);
    m_shapeHeight = numberField(page, 8, 0, 1e5);
    m_shapeZ = numberField(page, 8, -1e5, 1e5);
    m_shapeScale = numberField(page, 0.5, 0.001, 1e4);
    m_shapeMesh = new QLineEdit(page);
    m_shapeMesh->setPlaceholderText(tr("OBJ, glTF, FBX, PLY or STL file, relative to the map"));
    form->addRow(tr("Shape"), m_shapeKind);
    form->addRow(tr("Radius"), m_shapeRadius);
    form->addRow(tr("Height"), m_shapeHeight);
    form->addRow(tr("Bottom above floor"), m_shapeZ);
    form->addRow(tr("Model file"), m_shapeMesh);
    form->addRow(tr("Model scale"), m_shapeScale);
    connect(m_shapeKind, &QComboBox::activated, this, [this](int index) {
        const auto kind = static_cast<ThingShape::Kind>(m_shapeKind->itemData(index).toInt());
        editThings(static_cast<int>(F::Other), [&](Thing& t) { t.shape.kind = kind; });
    });
    const auto shapeNumber = [this](MixedSpinBox* box, double ThingShape::*member) {
        bindNumber(box, [this, member](double v, bool relative) {
            editThings(static_cast<int>(F::Other),
                       [&](Thing& t) { t.shape.*member = relative ? t.shape.*member + v : v; });
        });
    };
    shapeNumber(m_shapeRadius, &ThingShape::radius);
    shapeNumber(m_shapeHeight, &ThingShape::height);
    shapeNumber(m_shapeZ, &ThingShape::z);
    shapeNumber(m_shapeScale, &ThingShape::scale);
    bindText(m_shapeMesh, [this](const std::string& value) {
        editThings(static_cast<int>(F::None), [&](Thing& t) { t.shape.mesh = value; });
    });
    return page;
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
    case kSectors: {
        const std::vector<Sector> s = pick(map.sectors, sel.sectors);
        m_summary->setText(s.size() == 1 ? tr("Sector %1").arg(sel.sectors.front())
                                         : tr("%n sectors", nullptr, static_cast<int>(s.size())));
        showNumber(m_floor, s, [](const Sector& x) { return x.floorHeight; });
        showNumber(m_ceiling, s, [](const Sector& x) { return x.ceilingHeight; });
        showNumber(m_light, s, [](const Sector& x) { return double(x.light); });
        showNumber(m_sectorSpecial, s, [](const Sector& x) { return double(x.special); });
        showNumber(m_sectorTag, s, [](const Sector& x) { return double(x.tag); });
        showText(m_floorMaterial, s, [](const Sector& x) { return x.floorMaterial; });
        showText(m_ceilingMaterial, s, [](const Sector& x) { return x.ceilingMaterial; });
        showText(m_name, s, [](const Sector& x) { return x.name; });
        break;
    }
    case kWalls: {
        const std::vector<Wall> w = pick(map.walls, sel.walls);
        m_summary->setText(w.size() == 1 ? tr("Wall %1").arg(sel.walls.front())
                                         : tr("%n walls", nullptr, static_cast<int>(w.size())));
        showFlag(m_blocking, w, kWallBlocking);
        showFlag(m_blockMonsters, w, kWallBlockMonsters);
        showNumber(m_wallSpecial, w, [](const Wall& x) { return double(x.special); });
        showNumber(m_wallTag, w, [](const Wall& x) { return double(x.tag); });
        showText(m_frontMiddle, w, [](const Wall& x) { return x.front.middle; });
        showText(m_frontUpper, w, [](const Wall& x) { return x.front.upper; });
        showText(m_frontLower, w, [](const Wall& x) { return x.front.lower; });
        break;
    }
    case kThings: {
        const std::vector<Thing> t = pick(map.things, sel.things);
        m_summary->setText(t.size() == 1 ? tr("Thing %1").arg(sel.things.front())
                                         : tr("%n things", nullptr, static_cast<int>(t.size())));
        showNumber(m_thingType, t, [](const Thing& x) { return double(x.type); });
        showNumber(m_thingAngle, t, [](const Thing& x) { return x.angle; });
        showNumber(m_thingFlags, t, [](const Thing& x) { return double(x.flags); });
        const bool sameKind = std::all_of(t.begin(), t.end(), [&](const Thing& x) {
            return x.shape.kind == t.front().shape.kind;
        });
        m_shapeKind->setCurrentIndex(sameKind ? m_shapeKind->findData(int(t.front().shape.kind))
                                              : -1);
        showNumber(m_shapeRadius, t, [](const Thing& x) { return x.shape.radius; });
        showNumber(m_shapeHeight, t, [](const Thing& x) { return x.shape.height; });
        showNumber(m_shapeZ, t, [](const Thing& x) { return x.shape.z; });
        showNumber(m_shapeScale, t, [](const Thing& x) { return x.shape.scale; });
        showText(m_shapeMesh, t, [](const Thing& x) { return x.shape.mesh; });
        break;
    }
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
