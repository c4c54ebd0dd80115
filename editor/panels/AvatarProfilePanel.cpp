#include "panels/AvatarProfilePanel.h"

#include "document/Document.h"
#include "commands/SetAvatarProfiles.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSignalBlocker>

namespace sw::editor {

namespace {

// Merge keys of the fields, so steps on one field merge and a change of field starts anew.
enum Key {
    kName = 1,
    kShape,
    kAlgorithm,
    kRadius,
    kHeight,
    kStep,
    kJump,
    kGravity,
    kFlying,
    kDoorsOpen,
    kHasAllKeys
};

AvatarProfile shownProfile(const Map& map)
{
    return map.profiles.empty() ? AvatarProfile{} : map.profiles.front();
}

} // namespace

AvatarProfilePanel::AvatarProfilePanel(Document& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_name(new QLineEdit(this)),
      m_shape(new QComboBox(this)), m_algorithm(new QComboBox(this)),
      m_flying(new QCheckBox(tr("Flies (no gravity)"), this)),
      m_doorsOpen(new QCheckBox(tr("Doors and lifts open"), this)),
      m_hasAllKeys(new QCheckBox(tr("Has all keys"), this))
{
    m_doorsOpen->setObjectName(QStringLiteral("doorsOpen"));
    m_doorsOpen->setToolTip(tr("The drag and the checks see every door open and every lift "
                               "down, as a player who opened them would find them"));
    m_hasAllKeys->setObjectName(QStringLiteral("hasAllKeys"));
    m_hasAllKeys->setToolTip(tr("In walk mode, locked doors open; off, they say which key "
                                "they want"));
    m_shape->addItem(tr("Box"), static_cast<int>(AvatarProfile::Shape::Box));
    m_shape->addItem(tr("Cylinder"), static_cast<int>(AvatarProfile::Shape::Cylinder));
    m_algorithm->addItem(tr("Exact swept shape"), static_cast<int>(AvatarProfile::Algorithm::Exact));
    m_algorithm->addItem(tr("Classic (Doom-like)"),
                         static_cast<int>(AvatarProfile::Algorithm::Classic));
    m_algorithm->addItem(tr("Planes (sphere on the level's triangles)"),
                         static_cast<int>(AvatarProfile::Algorithm::Planes));
    m_radius = lengthField(kRadius, &AvatarProfile::radius, 512);
    m_height = lengthField(kHeight, &AvatarProfile::height, 1024);
    m_step = lengthField(kStep, &AvatarProfile::stepHeight, 512);
    m_jump = lengthField(kJump, &AvatarProfile::jumpHeight, 512);
    m_gravity = lengthField(kGravity, &AvatarProfile::gravity, 100000);
    m_gravity->setSingleStep(25);

    auto* form = new QFormLayout(this);
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Shape"), m_shape);
    form->addRow(tr("Radius"), m_radius);
    form->addRow(tr("Height"), m_height);
    form->addRow(tr("Step height"), m_step);
    form->addRow(tr("Jump height"), m_jump);
    form->addRow(tr("Gravity"), m_gravity);
    form->addRow(m_flying);
    form->addRow(m_doorsOpen);
    form->addRow(m_hasAllKeys);
    form->addRow(tr("Algorithm"), m_algorithm);

    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        edit(kName, [this](AvatarProfile& p) { p.name = m_name->text().toStdString(); });
    });
    connect(m_shape, &QComboBox::activated, this, [this] {
        edit(kShape, [this](AvatarProfile& p) {
            p.shape = static_cast<AvatarProfile::Shape>(m_shape->currentData().toInt());
        });
    });
    connect(m_algorithm, &QComboBox::activated, this, [this] {
        edit(kAlgorithm, [this](AvatarProfile& p) {
            p.algorithm = static_cast<AvatarProfile::Algorithm>(m_algorithm->currentData().toInt());
        });
    });
    connect(m_flying, &QCheckBox::clicked, this, [this](bool on) {
        edit(kFlying, [on](AvatarProfile& p) { p.flying = on; });
    });
    connect(m_doorsOpen, &QCheckBox::clicked, this, [this](bool on) {
        edit(kDoorsOpen, [on](AvatarProfile& p) { p.doorsOpen = on; });
    });
    connect(m_hasAllKeys, &QCheckBox::clicked, this, [this](bool on) {
        edit(kHasAllKeys, [on](AvatarProfile& p) { p.hasAllKeys = on; });
    });
    connect(&m_document, &Document::mapChanged, this, [this](const ChangeSet& c) {
        if (c.profiles)
            refresh();
    });
    connect(&m_document, &Document::mapReplaced, this, &AvatarProfilePanel::refresh);
    refresh();
}

QDoubleSpinBox* AvatarProfilePanel::lengthField(int mergeKey, double AvatarProfile::*member,
                                                double max)
{
    auto* box = new QDoubleSpinBox(this);
    box->setRange(0, max);
    box->setDecimals(1);
    box->setKeyboardTracking(false);
    connect(box, &QDoubleSpinBox::valueChanged, this, [this, mergeKey, member](double v) {
        edit(mergeKey, [member, v](AvatarProfile& p) { p.*member = v; });
    });
    return box;
}

void AvatarProfilePanel::edit(int mergeKey, const std::function<void(AvatarProfile&)>& change)
{
    std::vector<AvatarProfile> profiles = m_document.map().profiles;
    if (profiles.empty())
        profiles.push_back(AvatarProfile{});
    const AvatarProfile before = profiles.front();
    change(profiles.front());
    if (profiles.front() == before && !m_document.map().profiles.empty())
        return;
    m_document.push(new SetAvatarProfiles(m_document, std::move(profiles), mergeKey));
}

void AvatarProfilePanel::refresh()
{
    const AvatarProfile p = shownProfile(m_document.map());
    const QSignalBlocker b1(m_name), b2(m_shape), b3(m_algorithm), b4(m_radius), b5(m_height),
        b6(m_step), b7(m_jump), b8(m_gravity), b9(m_flying), b10(m_doorsOpen),
        b11(m_hasAllKeys);
    m_name->setText(QString::fromStdString(p.name));
    m_shape->setCurrentIndex(m_shape->findData(static_cast<int>(p.shape)));
    m_algorithm->setCurrentIndex(m_algorithm->findData(static_cast<int>(p.algorithm)));
    m_radius->setValue(p.radius);
    m_height->setValue(p.height);
    m_step->setValue(p.stepHeight);
    m_jump->setValue(p.jumpHeight);
    m_gravity->setValue(p.gravity);
    m_flying->setChecked(p.flying);
    m_doorsOpen->setChecked(p.doorsOpen);
    m_hasAllKeys->setChecked(p.hasAllKeys);
}

} // namespace sw::editor
