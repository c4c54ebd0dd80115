#include "panels/TextureField.h"

#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

namespace sw::editor {

namespace {

// The picture scaled into the thumbnail square, keeping its proportions; a crossed square for
// a missing one and an empty frame for none.
QIcon thumbnailIcon(const QImage& image, bool missing, bool none, const QString& name = {})
{
    const int size = TextureField::kThumbnailSize;
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    if (!image.isNull()) {
        const QImage scaled = image.scaled(size, size, Qt::KeepAspectRatio,
                                           image.width() <= size && image.height() <= size
                                               ? Qt::FastTransformation
                                               : Qt::SmoothTransformation);
        painter.drawImage((size - scaled.width()) / 2, (size - scaled.height()) / 2, scaled);
    } else if (missing) {
        painter.setPen(QPen(QColor(210, 40, 40), 2));
        painter.drawRect(2, 2, size - 4, size - 4);
        painter.drawLine(6, 6, size - 6, size - 6);
        painter.drawLine(size - 6, 6, 6, size - 6);
    } else if (none) {
        painter.setPen(QPen(QColor(128, 128, 128), 1, Qt::DashLine));
        painter.drawRect(2, 2, size - 5, size - 5);
    } else {
        // A name with no picture of its own, such as the sky: the name in a frame.
        painter.setPen(QPen(QColor(90, 130, 200), 1));
        painter.drawRect(2, 2, size - 5, size - 5);
        QFont font = painter.font();
        font.setPixelSize(10);
        painter.setFont(font);
        painter.drawText(QRect(2, 2, size - 4, size - 4), Qt::AlignCenter | Qt::TextWrapAnywhere,
                         name);
    }
    return QIcon(pixmap);
}

} // namespace

TextureField::TextureField(TextureSlot slot, const QString& caption, QWidget* parent)
    : QWidget(parent), m_slot(slot), m_thumbnail(new QToolButton(this)), m_name(new QLineEdit(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* label = new QLabel(caption, this);
    label->setAlignment(Qt::AlignHCenter);
    m_thumbnail->setIconSize(QSize(kThumbnailSize, kThumbnailSize));
    m_thumbnail->setAutoRaise(true);
    m_thumbnail->setToolTip(tr("Pick a picture in the Textures dock"));
    m_name->setMaxLength(64);
    m_name->setMinimumWidth(60);
    layout->addWidget(label);
    layout->addWidget(m_thumbnail, 0, Qt::AlignHCenter);
    layout->addWidget(m_name);

    connect(m_thumbnail, &QToolButton::clicked, this, [this] { emit pickTexture(m_slot); });
    // Typing counts, not the modified flag: taking a completion sets the text and clears it.
    connect(m_name, &QLineEdit::textEdited, this, [this] { m_typed = true; });
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (!m_typed)
            return;
        m_typed = false;
        emit edited(m_name->text().trimmed());
    });
}

void TextureField::setNameModel(QAbstractItemModel* names)
{
    if (!names) {
        m_name->setCompleter(nullptr);
        return;
    }
    auto* completer = new QCompleter(names, m_name);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchStartsWith);
    completer->setMaxVisibleItems(12);
    m_name->setCompleter(completer);
}

void TextureField::showName(const QString& name, const QImage& image, bool missing)
{
    m_typed = false;
    m_name->setText(name);
    m_name->setPlaceholderText(QStringLiteral("-"));
    const bool none = name.isEmpty() || name == QStringLiteral("-");
    m_thumbnail->setIcon(thumbnailIcon(image, missing, none, name));
    setMarked(missing, name);
    if (!missing && !image.isNull())
        m_thumbnail->setToolTip(tr("%1: %2 x %3. Click to pick another in the Textures dock")
                                    .arg(name)
                                    .arg(image.width())
                                    .arg(image.height()));
    else
        m_thumbnail->setToolTip(tr("Pick a picture in the Textures dock"));
}

void TextureField::showMixed()
{
    m_typed = false;
    m_name->clear();
    m_name->setPlaceholderText(tr("mixed"));
    m_thumbnail->setIcon(thumbnailIcon({}, false, true));
    setMarked(false, {});
}

void TextureField::setMarked(bool marked, const QString& name)
{
    m_marked = marked;
    m_name->setStyleSheet(marked ? QStringLiteral("QLineEdit { border: 2px solid #d22828; "
                                                  "color: #d22828; }")
                                 : QString());
    m_name->setToolTip(marked ? tr("%1 is not in the resources").arg(name) : QString());
}

} // namespace sw::editor
