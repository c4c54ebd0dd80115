// The Properties dock's wall page: the special by name, tag, every wall flag, and both sides
// (the back one while some selected wall has one).

#include "commands/SetWallProperties.h"
#include "document/Document.h"
#include "document/DocumentResources.h"
#include "panels/FlagChecks.h"
#include "panels/PropertiesFields.h"
#include "panels/PropertiesPanel.h"
#include "panels/TextureField.h"
#include "panels/VocabularyPicker.h"
#include "panels/WallSideEditor.h"

#include <QFormLayout>
#include <QVBoxLayout>

namespace sw::editor {

using namespace properties;

namespace {

// A wall has a back side to edit when it is two-sided, or was imported with a back sidedef
// (a one-sided Doom line may still carry one, with pictures of its own).
bool hasBack(const Wall& w)
{
    return w.twoSided() || w.backSidedef != kNone;
}

} // namespace

QWidget* PropertiesPanel::buildWallPage()
{
    auto* page = new QWidget(this);
    auto* column = new QVBoxLayout(page);
    column->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    m_wallSpecial = new VocabularyPicker(VocabularyPicker::Kind::LineSpecial, page);
    m_wallTag = numberField(page, 1, 0, 1e6);
    form->addRow(tr("Special"), m_wallSpecial);
    form->addRow(tr("Tag"), m_wallTag);
    column->addLayout(form);

    m_wallFlags = new FlagChecks(page);
    m_wallFlags->addFlag(kWallBlocking, tr("Blocks everything"),
                         tr("Players and monsters cannot cross, even when two-sided"));
    m_wallFlags->addFlag(kWallBlockMonsters, tr("Blocks monsters"));
    m_wallFlags->addFlag(
        kWallUpperUnpegged, tr("Upper unpegged"),
        tr("The upper picture hangs from the ceiling rather than the floor above"));
    m_wallFlags->addFlag(kWallLowerUnpegged, tr("Lower unpegged"),
                         tr("The lower and middle pictures start at the ceiling"));
    m_wallFlags->addFlag(kWallSecret, tr("Secret"), tr("Shown as a one-sided wall on the automap"));
    m_wallFlags->addFlag(kWallBlockSound, tr("Blocks sound"),
                         tr("Two of these in a row stop monsters hearing through"));
    m_wallFlags->addFlag(kWallHidden, tr("Hidden"), tr("Never shown on the automap"));
    m_wallFlags->addFlag(kWallMapped, tr("Mapped"), tr("Shown on the automap from the start"));
    column->addWidget(m_wallFlags);

    m_frontSide = new WallSideEditor(false, page);
    m_backSide = new WallSideEditor(true, page);
    column->addWidget(m_frontSide);
    column->addWidget(m_backSide);
    column->addStretch(1);

    using F = SetWallProperties::Field;
    connect(m_wallSpecial, &VocabularyPicker::chosen, this, [this](std::int32_t n) {
        editWalls(static_cast<int>(F::None), [&](Wall& w) { w.special = n; });
    });
    bindNumber(m_wallTag, [this](double v, bool relative) {
        editWalls(static_cast<int>(F::Tag),
                  [&](Wall& w) { w.tag = static_cast<std::int32_t>(relative ? w.tag + v : v); });
    });
    connect(m_wallFlags, &FlagChecks::flagClicked, this, [this](std::uint32_t bit, bool on) {
        editWalls(static_cast<int>(F::None),
                  [&](Wall& w) { w.flags = on ? (w.flags | bit) : (w.flags & ~bit); });
    });
    connectSide(m_frontSide);
    connectSide(m_backSide);
    return page;
}

void PropertiesPanel::connectSide(WallSideEditor* side)
{
    using F = SetWallProperties::Field;
    const bool back = side->back();
    // Edits of the back side skip selected walls that have none.
    const auto sideOf = [back](Wall& w) -> WallSide* {
        return !back ? &w.front : hasBack(w) ? &w.back : nullptr;
    };
    connect(side, &WallSideEditor::textureEdited, this,
            [this, sideOf](TextureSlot slot, const QString& name) {
                ShortString WallSide::*member =
                    slot.part == TextureSlot::Part::Upper   ? &WallSide::upper
                    : slot.part == TextureSlot::Part::Lower ? &WallSide::lower
                                                            : &WallSide::middle;
                const std::string value = wallTextureName(name);
                editWalls(static_cast<int>(F::None), [&](Wall& w) {
                    if (WallSide* s = sideOf(w))
                        s->*member = value;
                });
            });
    const auto offsetEdit = [this, sideOf, back](bool x, double v, bool relative) {
        const F field =
            x ? (back ? F::BackOffsetX : F::OffsetX) : (back ? F::BackOffsetY : F::OffsetY);
        editWalls(static_cast<int>(field), [&](Wall& w) {
            if (WallSide* s = sideOf(w)) {
                double& offset = x ? s->offsetX : s->offsetY;
                offset = relative ? offset + v : v;
            }
        });
    };
    connect(side, &WallSideEditor::offsetStepped, this,
            [offsetEdit](bool x, double delta) { offsetEdit(x, delta, true); });
    connect(side, &WallSideEditor::offsetEntered, this,
            [offsetEdit](bool x, double value) { offsetEdit(x, value, false); });
    connect(side, &WallSideEditor::pickTexture, this, &PropertiesPanel::pickTexture);
}

void PropertiesPanel::showWalls(const std::vector<Wall>& w)
{
    const DocumentResources& res = m_document.resources();
    std::int32_t special = 0;
    if (sameValue(
            w, [](const Wall& x) { return x.special; }, special))
        m_wallSpecial->showValue(special);
    else
        m_wallSpecial->showMixed();
    showNumber(m_wallTag, w, [](const Wall& x) { return double(x.tag); });
    std::vector<std::uint32_t> flags;
    for (const Wall& x : w)
        flags.push_back(x.flags);
    m_wallFlags->showFlags(flags);
    m_frontSide->showWalls(w, res);
    std::vector<Wall> withBack;
    for (const Wall& x : w)
        if (hasBack(x))
            withBack.push_back(x);
    m_backSide->setVisible(!withBack.empty());
    m_backSide->showWalls(withBack, res);
}

} // namespace sw::editor
