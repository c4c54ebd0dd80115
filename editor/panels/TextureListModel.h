#pragma once

#include "resources/ResourceSet.h"

#include <QAbstractListModel>
#include <QCache>
#include <QPixmap>
#include <QTimer>

#include <memory>
#include <vector>

namespace sw::editor {

class DocumentResources;

// Pictures as a list for a grid of thumbnails: name and size as text, the thumbnail as the
// decoration. Thumbnails are decoded lazily: a row shows a blank square until its picture has
// been decoded, a few at a time between events, so scrolling through hundreds of textures stays
// responsive and only the rows the view asks for are ever decoded.
class TextureListModel : public QAbstractListModel {
    Q_OBJECT

public:
    // Extra roles: the picture's name (QString), and whether it is missing from the resources.
    static constexpr int kNameRole = Qt::UserRole + 1;
    static constexpr int kMissingRole = Qt::UserRole + 2;
    // Thumbnails fit this square, in pixels.
    static constexpr int kThumbnailSize = 64;

    struct Item {
        QString name;
        const ImageEntry* entry = nullptr; // null: the name is not in the resources
    };

    TextureListModel(DocumentResources& resources, QObject* parent = nullptr);

    // Shows items; set() keeps the entries valid (the resource set they point into).
    void setItems(std::shared_ptr<const ResourceSet> set, std::vector<Item> items);
    // Drops every thumbnail (new pictures: the entries' numbers mean other pictures now).
    void clearThumbnails();
    const Item& item(int row) const { return m_items[static_cast<std::size_t>(row)]; }

    // Decodes every thumbnail still waiting (tests).
    void decodePending();

    // Whether the items are floor and ceiling pictures (the Flats tab): what a drag says.
    void setFlats(bool flats) { m_flats = flats; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    // Pictures can be dragged onto a wall part, a floor or a ceiling in the 3D view.
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;

private:
    void decodeSome();
    QPixmap thumbnail(const ImageEntry& entry) const;
    static quint64 keyOf(const ImageEntry& entry);

    DocumentResources& m_resources;
    std::shared_ptr<const ResourceSet> m_set;
    std::vector<Item> m_items;
    // Thumbnails by entry (kind and number), kept across item lists. Costs are in KiB.
    mutable QCache<quint64, QPixmap> m_thumbnails;
    mutable std::vector<int> m_pending; // rows asked for and not decoded yet
    mutable QTimer m_decodeTimer;
    QPixmap m_blank, m_missing;
    bool m_flats = false;
};

} // namespace sw::editor
