// The Properties dock's sector page: heights, light, floor and ceiling flats with thumbnails,
// the special by name, tag and name.

#include "commands/SetSectorProperties.h"
#include "document/Document.h"
#include "document/DocumentResources.h"
#include "panels/PropertiesFields.h"
#include "panels/PropertiesPanel.h"
#include "panels/TextureField.h"
#include "panels/VocabularyPicker.h"

#include <QFormLayout>
#include <QHBoxLayout>

namespace sw::editor {

using namespace properties;

QWidget* PropertiesPanel::buildSectorPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_floor = numberField(page, 8);
    m_ceiling = numberField(page, 8);
    m_light = numberField(page, 16, 0, 255);
    m_floorFlat = new TextureField({TextureSlot::Part::Floor, false}, tr("Floor"), page);
    m_ceilingFlat = new TextureField({TextureSlot::Part::Ceiling, false}, tr("Ceiling"), page);
    m_sectorSpecial = new VocabularyPicker(VocabularyPicker::Kind::SectorSpecial, page);
    m_sectorTag = numberField(page, 1, 0, 1e6);
    m_name = new QLineEdit(page);
    auto* flats = new QHBoxLayout;
    flats->addWidget(m_floorFlat);
    flats->addWidget(m_ceilingFlat);
    flats->addStretch(1);
    form->addRow(tr("Floor height"), m_floor);
    form->addRow(tr("Ceiling height"), m_ceiling);
    form->addRow(tr("Light"), m_light);
    form->addRow(flats);
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
    integer(m_sectorTag, F::Tag, &Sector::tag);
    connect(m_sectorSpecial, &VocabularyPicker::chosen, this, [this](std::int32_t n) {
        editSectors(static_cast<int>(F::None), [&](Sector& s) { s.special = n; });
    });
    const auto flat = [this](TextureField* field, ShortString Sector::*member) {
        connect(field, &TextureField::edited, this, [this, member](const QString& name) {
            editSectors(static_cast<int>(F::None),
                        [&, value = flatName(name)](Sector& s) { s.*member = value; });
        });
        connect(field, &TextureField::pickTexture, this, &PropertiesPanel::pickTexture);
    };
    flat(m_floorFlat, &Sector::floorMaterial);
    flat(m_ceilingFlat, &Sector::ceilingMaterial);
    bindText(m_name, [this](const std::string& value) {
        editSectors(static_cast<int>(F::None), [&](Sector& s) { s.name = value; });
    });
    return page;
}

void PropertiesPanel::showSectors(const std::vector<Sector>& s)
{
    const DocumentResources& res = m_document.resources();
    showNumber(m_floor, s, [](const Sector& x) { return x.floorHeight; });
    showNumber(m_ceiling, s, [](const Sector& x) { return x.ceilingHeight; });
    showNumber(m_light, s, [](const Sector& x) { return double(x.light); });
    showNumber(m_sectorTag, s, [](const Sector& x) { return double(x.tag); });
    showText(m_name, s, [](const Sector& x) { return x.name; });
    std::int32_t special = 0;
    if (sameValue(
            s, [](const Sector& x) { return x.special; }, special))
        m_sectorSpecial->showValue(special);
    else
        m_sectorSpecial->showMixed();
    const auto showFlat = [&](TextureField* field, ShortString Sector::*member) {
        std::string name;
        if (sameValue(
                s, [member](const Sector& x) { return x.*member; }, name))
            field->showName(QString::fromStdString(name), res.flat(name), res.flatMissing(name));
        else
            field->showMixed();
    };
    showFlat(m_floorFlat, &Sector::floorMaterial);
    showFlat(m_ceilingFlat, &Sector::ceilingMaterial);
}

} // namespace sw::editor
