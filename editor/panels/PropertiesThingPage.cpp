// The Properties dock's thing page: the type by name with its category, angle, flags as check
// boxes (and as a number, for bits the boxes do not name), and the collision shape.

#include "commands/SetThingProperties.h"
#include "document/Document.h"
#include "document/DocumentResources.h"
#include "panels/FlagChecks.h"
#include "panels/PropertiesFields.h"
#include "panels/PropertiesPanel.h"
#include "panels/VocabularyPicker.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>

#include <algorithm>
#include <cmath>

namespace sw::editor {

using namespace properties;

namespace {

// Doom's thing flag bits (Boom and MBF added the last three).
enum ThingFlag : std::uint32_t {
    kThingEasy = 1u << 0,
    kThingMedium = 1u << 1,
    kThingHard = 1u << 2,
    kThingAmbush = 1u << 3,
    kThingMultiplayer = 1u << 4,
    kThingNotDeathmatch = 1u << 5,
    kThingNotCoop = 1u << 6,
    kThingFriendly = 1u << 7,
};

} // namespace

QWidget* PropertiesPanel::buildThingPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_thingType = new VocabularyPicker(VocabularyPicker::Kind::Thing, page);
    m_thingCategory = new QLabel(page);
    m_thingAngle = numberField(page, 45, -360, 720);
    m_thingFlags = numberField(page, 1, 0, 65535);
    m_thingFlagChecks = new FlagChecks(page);
    m_thingFlagChecks->addFlag(kThingEasy, tr("Easy"), tr("Present on skills 1 and 2"));
    m_thingFlagChecks->addFlag(kThingMedium, tr("Medium"), tr("Present on skill 3"));
    m_thingFlagChecks->addFlag(kThingHard, tr("Hard"), tr("Present on skills 4 and 5"));
    m_thingFlagChecks->addFlag(kThingAmbush, tr("Ambush"),
                               tr("A monster waits until it sees the player (deaf)"));
    m_thingFlagChecks->addFlag(kThingMultiplayer, tr("Multiplayer only"));
    m_thingFlagChecks->addFlag(kThingNotDeathmatch, tr("Not in deathmatch"), tr("Boom"));
    m_thingFlagChecks->addFlag(kThingNotCoop, tr("Not in co-op"), tr("Boom"));
    m_thingFlagChecks->addFlag(kThingFriendly, tr("Friendly"), tr("MBF"));
    form->addRow(tr("Type"), m_thingType);
    form->addRow(tr("Category"), m_thingCategory);
    form->addRow(tr("Angle"), m_thingAngle);
    form->addRow(m_thingFlagChecks);
    form->addRow(tr("Flags"), m_thingFlags);
    using F = SetThingProperties::Field;
    connect(m_thingType, &VocabularyPicker::chosen, this, [this](std::int32_t n) {
        editThings(static_cast<int>(F::None), [&](Thing& t) { t.type = n; });
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
    connect(m_thingFlagChecks, &FlagChecks::flagClicked, this, [this](std::uint32_t bit, bool on) {
        editThings(static_cast<int>(F::None),
                   [&](Thing& t) { t.flags = on ? (t.flags | bit) : (t.flags & ~bit); });
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

void PropertiesPanel::showThings(const std::vector<Thing>& t)
{
    std::int32_t type = 0;
    if (sameValue(
            t, [](const Thing& x) { return x.type; }, type)) {
        m_thingType->showValue(type);
        const auto game = m_document.resources().game();
        const ThingType* known = game ? game->thing(type) : nullptr;
        m_thingCategory->setText(known  ? QString::fromStdString(known->category)
                                 : game ? tr("unknown type")
                                        : QString());
    } else {
        m_thingType->showMixed();
        m_thingCategory->clear();
    }
    showNumber(m_thingAngle, t, [](const Thing& x) { return x.angle; });
    showNumber(m_thingFlags, t, [](const Thing& x) { return double(x.flags); });
    std::vector<std::uint32_t> flags;
    for (const Thing& x : t)
        flags.push_back(x.flags);
    m_thingFlagChecks->showFlags(flags);
    const bool sameKind = std::all_of(
        t.begin(), t.end(), [&](const Thing& x) { return x.shape.kind == t.front().shape.kind; });
    m_shapeKind->setCurrentIndex(sameKind ? m_shapeKind->findData(int(t.front().shape.kind)) : -1);
    showNumber(m_shapeRadius, t, [](const Thing& x) { return x.shape.radius; });
    showNumber(m_shapeHeight, t, [](const Thing& x) { return x.shape.height; });
    showNumber(m_shapeZ, t, [](const Thing& x) { return x.shape.z; });
    showNumber(m_shapeScale, t, [](const Thing& x) { return x.shape.scale; });
    showText(m_shapeMesh, t, [](const Thing& x) { return x.shape.mesh; });
}

} // namespace sw::editor
