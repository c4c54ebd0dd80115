#include "panels/TextureListModel.h"

#include "document/DocumentResources.h"
#include "document/PictureDrag.h"

#include <QElapsedTimer>
#include <QPainter>

#include <algorithm>

namespace sw::editor {

namespace {

// Thumbnails kept decoded: 24 MiB, a few thousand.
constexpr int kThumbnailCacheKiB = 24 * 1024;
// Time spent decoding between two turns of the event loop: short enough that scrolling and
// typing never stall.
constexpr qint64 kDecodeBudgetMs = 12;

QPixmap square(const QColor& fill, const QColor& mark)
{
    QPixmap p(TextureListModel::kThumbnailSize, TextureListModel::kThumbnailSize);
    p.fill(fill);
    if (mark.isValid()) {
        QPainter painter(&p);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(mark, 3));
        const int m = TextureListModel::kThumbnailSize / 4;
        const int e = TextureListModel::kThumbnailSize - m;
        painter.drawLine(m, m, e, e);
        painter.drawLine(m, e, e, m);
    }
    return p;
}

} // namespace

TextureListModel::TextureListModel(DocumentResources& resources, QObject* parent)
    : QAbstractListModel(parent), m_resources(resources), m_thumbnails(kThumbnailCacheKiB),
      m_blank(square(QColor(0x30, 0x30, 0x30), {})),
      m_missing(square(QColor(0x30, 0x30, 0x30), QColor(0xe0, 0x40, 0x40)))
{
    m_decodeTimer.setInterval(0);
    m_decodeTimer.setSingleShot(true);
    connect(&m_decodeTimer, &QTimer::timeout, this, &TextureListModel::decodeSome);
}

void TextureListModel::setItems(std::shared_ptr<const ResourceSet> set, std::vector<Item> items)
{
    beginResetModel();
    m_set = std::move(set);
    m_items = std::move(items);
    m_pending.clear();
    endResetModel();
}

void TextureListModel::clearThumbnails()
{
    m_thumbnails.clear();
    m_pending.clear();
    if (!m_items.empty())
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::DecorationRole});
}

int TextureListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_items.size());
}

QVariant TextureListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Item& it = item(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (!it.entry)
            return tr("%1\nmissing").arg(it.name);
        return QStringLiteral("%1\n%2\u00d7%3").arg(it.name).arg(it.entry->width).arg(
            it.entry->height);
    case Qt::ToolTipRole:
        if (!it.entry)
            return tr("%1: not in the map's resources").arg(it.name);
        return tr("%1, %2\u00d7%3, from %4")
            .arg(it.name)
            .arg(it.entry->width)
            .arg(it.entry->height)
            .arg(QString::fromStdString(it.entry->origin));
    case Qt::DecorationRole: {
        if (!it.entry)
            return m_missing;
        if (const QPixmap* hit = m_thumbnails.object(keyOf(*it.entry)))
            return *hit;
        // The view asks only for the rows it shows: decode those soon, newest first.
        if (std::find(m_pending.begin(), m_pending.end(), index.row()) == m_pending.end())
            m_pending.push_back(index.row());
        if (!m_decodeTimer.isActive())
            m_decodeTimer.start();
        return m_blank;
    }
    case kNameRole:
        return it.name;
    case kMissingRole:
        return it.entry == nullptr;
    default:
        return {};
    }
}

Qt::ItemFlags TextureListModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractListModel::flags(index);
    if (index.isValid())
        f |= Qt::ItemIsDragEnabled;
    return f;
}

QStringList TextureListModel::mimeTypes() const
{
    return {PictureDrag::mimeType()};
}

QMimeData* TextureListModel::mimeData(const QModelIndexList& indexes) const
{
    if (indexes.isEmpty() || !indexes.front().isValid())
        return nullptr;
    auto* data = new QMimeData;
    PictureDrag{item(indexes.front().row()).name, m_flats}.store(*data);
    return data;
}

quint64 TextureListModel::keyOf(const ImageEntry& entry)
{
    return (static_cast<quint64>(entry.kind) << 56) | entry.id;
}

QPixmap TextureListModel::thumbnail(const ImageEntry& entry) const
{
    const QImage image = m_resources.image(entry);
    if (image.isNull())
        return m_missing;
    QImage fitted = image;
    if (image.width() > kThumbnailSize || image.height() > kThumbnailSize)
        fitted = image.scaled(kThumbnailSize, kThumbnailSize, Qt::KeepAspectRatio,
                              Qt::SmoothTransformation);
    // Centred on a square so every cell of the grid lines up.
    QPixmap out(kThumbnailSize, kThumbnailSize);
    out.fill(Qt::transparent);
    QPainter painter(&out);
    painter.drawImage((kThumbnailSize - fitted.width()) / 2,
                      (kThumbnailSize - fitted.height()) / 2, fitted);
    return out;
}

void TextureListModel::decodeSome()
{
    QElapsedTimer timer;
    timer.start();
    while (!m_pending.empty() && timer.elapsed() < kDecodeBudgetMs) {
        const int row = m_pending.back();
        m_pending.pop_back();
        if (row >= rowCount() || !item(row).entry || m_thumbnails.contains(keyOf(*item(row).entry)))
            continue;
        m_thumbnails.insert(keyOf(*item(row).entry), new QPixmap(thumbnail(*item(row).entry)),
                            kThumbnailSize * kThumbnailSize * 4 / 1024);
        emit dataChanged(index(row), index(row), {Qt::DecorationRole});
    }
    if (!m_pending.empty())
        m_decodeTimer.start();
}

void TextureListModel::decodePending()
{
    while (!m_pending.empty())
        decodeSome();
}

} // namespace sw::editor
