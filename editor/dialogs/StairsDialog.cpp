#include "dialogs/StairsDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace sw::editor {

namespace {

QDoubleSpinBox* heightBox(QWidget* parent, double value)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(-32768, 32767);
    box->setDecimals(0);
    box->setSingleStep(8);
    box->setValue(value);
    return box;
}

QString number(double v)
{
    return QString::number(v, 'g', 10);
}

} // namespace

StairsDialog::StairsDialog(const Map& map, std::vector<Index> run, const AvatarProfile& profile,
                           QWidget* parent)
    : QDialog(parent), m_map(map), m_run(std::move(run)), m_profile(profile)
{
    setWindowTitle(tr("Make Stairs"));
    const Sector& first = m_map.sectors[static_cast<std::size_t>(m_run.front())];
    m_startFloor = heightBox(this, first.floorHeight);
    m_floorStep = heightBox(this, std::min(8.0, profile.stepHeight));
    m_ceilings = new QCheckBox(tr("Change ceilings too"), this);
    m_startCeiling = heightBox(this, first.ceilingHeight);
    m_ceilingStep = heightBox(this, m_floorStep->value());
    m_allowHigh = new QCheckBox(tr("Allow steps higher than the avatar climbs"), this);
    m_preview = new QLabel(this);
    m_preview->setWordWrap(true);
    m_warning = new QLabel(this);
    m_warning->setWordWrap(true);
    m_warning->setObjectName(QStringLiteral("stairsWarning"));
    m_warning->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* intro = new QLabel(tr("%1 sectors, in the order they were selected: the first keeps "
                                "the start heights, each next one is a step further. A negative "
                                "step goes down.")
                                 .arg(m_run.size()),
                             this);
    intro->setWordWrap(true);
    auto* avatar = new QLabel(tr("Avatar \"%1\" climbs steps up to %2 units and needs %3 units "
                                 "of headroom.")
                                  .arg(QString::fromStdString(profile.name),
                                       number(profile.stepHeight), number(profile.height)),
                              this);
    avatar->setObjectName(QStringLiteral("stairsAvatar"));
    avatar->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Start floor:"), m_startFloor);
    form->addRow(tr("Floor step:"), m_floorStep);
    form->addRow(m_ceilings);
    form->addRow(tr("Start ceiling:"), m_startCeiling);
    form->addRow(tr("Ceiling step:"), m_ceilingStep);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(avatar);
    layout->addLayout(form);
    layout->addWidget(m_preview);
    layout->addWidget(m_warning);
    layout->addWidget(m_allowHigh);
    layout->addWidget(m_buttons);

    for (QDoubleSpinBox* box : {m_startFloor, m_floorStep, m_startCeiling, m_ceilingStep})
        connect(box, &QDoubleSpinBox::valueChanged, this, &StairsDialog::update);
    connect(m_ceilings, &QCheckBox::toggled, this, &StairsDialog::update);
    connect(m_allowHigh, &QCheckBox::toggled, this, &StairsDialog::update);
    update();
    setMinimumWidth(420);
}

edit::StairsSpec StairsDialog::spec() const
{
    edit::StairsSpec s;
    s.startFloor = m_startFloor->value();
    s.floorStep = m_floorStep->value();
    s.changeCeilings = m_ceilings->isChecked();
    s.startCeiling = m_startCeiling->value();
    s.ceilingStep = m_ceilingStep->value();
    return s;
}

QString StairsDialog::warning() const
{
    return m_warning->text();
}

bool StairsDialog::canApply() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void StairsDialog::update()
{
    m_startCeiling->setEnabled(m_ceilings->isChecked());
    m_ceilingStep->setEnabled(m_ceilings->isChecked());
    const edit::StairsSpec s = spec();
    const std::vector<edit::StairStep> steps = edit::planStairs(m_map, m_run, s);
    const edit::StairsProblems problems =
        edit::checkStairs(m_map, steps, s.floorStep, m_profile.stepHeight, m_profile.height);

    QStringList floors;
    for (const edit::StairStep& step : steps)
        floors << number(step.floor);
    m_preview->setText(tr("Floors: %1").arg(floors.join(QStringLiteral(", "))));

    QStringList warnings;
    if (problems.stepTooHigh)
        warnings << tr("A step of %1 is higher than the %2 the avatar climbs.")
                        .arg(number(std::abs(s.floorStep)), number(m_profile.stepHeight));
    const auto list = [](const std::vector<Index>& sectors) {
        QStringList names;
        for (Index i : sectors)
            names << QString::number(i);
        return names.join(QStringLiteral(", "));
    };
    if (!problems.inverted.empty())
        warnings << tr("Ceiling below the floor in sector(s) %1.").arg(list(problems.inverted));
    if (!problems.tooLow.empty())
        warnings << tr("The avatar does not fit under the ceiling in sector(s) %1.")
                        .arg(list(problems.tooLow));
    for (const auto& [a, b] : problems.apart)
        warnings << tr("Sectors %1 and %2 share no wall.").arg(a).arg(b);
    m_warning->setText(warnings.join(QLatin1Char('\n')));
    m_warning->setVisible(!warnings.isEmpty());
    m_allowHigh->setVisible(problems.stepTooHigh);
    const bool ok = problems.inverted.empty() && (!problems.stepTooHigh || m_allowHigh->isChecked());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

} // namespace sw::editor
