#include "panels/WallSideEditor.h"

#include "document/DocumentResources.h"
#include "panels/MixedSpinBox.h"
#include "panels/TextureField.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>

namespace sw::editor {

WallSideEditor::WallSideEditor(bool back, QWidget* parent)
    : QGroupBox(back ? tr("Back side") : tr("Front side"), parent), m_back(back)
{
    using P = TextureSlot::Part;
    m_upper = new TextureField({P::Upper, back}, tr("Upper"), this);
    m_middle = new TextureField({P::Middle, back}, tr("Middle"), this);
    m_lower = new TextureField({P::Lower, back}, tr("Lower"), this);
    m_offsetX = new MixedSpinBox(this);
    m_offsetY = new MixedSpinBox(this);
    for (MixedSpinBox* box : {m_offsetX, m_offsetY}) {
        box->setRange(-1e5, 1e5);
        box->setSingleStep(1);
    }
    m_offsetX->setToolTip(tr("Moves the pictures along the wall, in map units"));
    m_offsetY->setToolTip(tr("Moves the pictures up or down, in map units"));

    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setHorizontalSpacing(6);
    int column = 0;
    for (TextureField* field : {m_upper, m_middle, m_lower}) {
        layout->addWidget(field, 0, column++);
        connect(field, &TextureField::edited, this,
                [this, field](const QString& name) { emit textureEdited(field->slot(), name); });
        connect(field, &TextureField::pickTexture, this, &WallSideEditor::pickTexture);
    }
    auto* offsets = new QHBoxLayout;
    offsets->addWidget(new QLabel(tr("Offset X"), this));
    offsets->addWidget(m_offsetX, 1);
    offsets->addWidget(new QLabel(tr("Y"), this));
    offsets->addWidget(m_offsetY, 1);
    layout->addLayout(offsets, 1, 0, 1, 3);

    for (const bool x : {true, false}) {
        MixedSpinBox* box = x ? m_offsetX : m_offsetY;
        connect(box, &MixedSpinBox::stepped, this,
                [this, x](double delta) { emit offsetStepped(x, delta); });
        connect(box, &MixedSpinBox::entered, this,
                [this, x](double value) { emit offsetEntered(x, value); });
    }
}

TextureField* WallSideEditor::field(TextureSlot::Part part) const
{
    switch (part) {
    case TextureSlot::Part::Upper:
        return m_upper;
    case TextureSlot::Part::Lower:
        return m_lower;
    default:
        return m_middle;
    }
}

void WallSideEditor::showWalls(const std::vector<Wall>& walls, const DocumentResources& resources)
{
    if (walls.empty())
        return;
    const auto side = [this](const Wall& w) -> const WallSide& {
        return m_back ? w.back : w.front;
    };
    const auto showPart = [&](TextureField* field, ShortString WallSide::*member) {
        const std::string first = (side(walls.front()).*member).str();
        for (const Wall& w : walls)
            if (side(w).*member != first) {
                field->showMixed();
                return;
            }
        field->showName(QString::fromStdString(first), resources.wallTexture(first),
                        resources.wallTextureMissing(first));
    };
    showPart(m_upper, &WallSide::upper);
    showPart(m_middle, &WallSide::middle);
    showPart(m_lower, &WallSide::lower);
    const auto showOffset = [&](MixedSpinBox* box, double WallSide::*member) {
        const double first = side(walls.front()).*member;
        for (const Wall& w : walls)
            if (side(w).*member != first) {
                box->showMixed();
                return;
            }
        box->showValue(first);
    };
    showOffset(m_offsetX, &WallSide::offsetX);
    showOffset(m_offsetY, &WallSide::offsetY);
}

} // namespace sw::editor
