#pragma once

#include "panels/TextureSlot.h"

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QModelIndex;
class QSortFilterProxyModel;
class QTabBar;
class QTimer;

namespace sw::editor {

class Document;
class TextureListModel;
struct ChangeSet;

// Chooses and applies pictures: thumbnails of the map's wall textures or flats (materials from
// image folders in both) with names and sizes, narrowed by a filter, all of them, the ones the
// map uses, or the ones applied lately. A click applies the picture to the selection: to the
// chosen part of the chosen side of the selected walls, or to the floor or ceiling of the
// selected sectors, as one undo step. When wall parts (or floors and ceilings) were picked in the
// 3D view, a wall texture (a flat) goes on exactly those instead.
class TexturesPanel : public QWidget {
    Q_OBJECT

public:
    // Which pictures the grid lists.
    enum class Listing { All, Used, Recent };

    explicit TexturesPanel(Document& document, QWidget* parent = nullptr);

    // Where a click puts the picture; its kind (wall or flat) is the tab shown.
    TextureSlot target() const;
    void setTarget(TextureSlot slot);
    Listing listing() const;
    void setListing(Listing listing);
    // Pictures applied lately of the shown kind, the latest first.
    const QStringList& recent() const;

    // Applies the picture called name to the selection at target(); false (with the reason in
    // the status line) when nothing selected takes it or nothing would change.
    bool applyTexture(const QString& name);

    QListView* list() const { return m_list; }
    QLineEdit* filterField() const { return m_filter; }
    TextureListModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QString statusText() const;

public slots:
    // Shows and raises the dock holding this panel, on the tab and target of slot, so that the
    // next click fills it.
    void pickFor(sw::editor::TextureSlot slot);

public:
    // True while the flats tab is shown.
    bool flats() const;

private:
    void refill();
    void fillParts();
    void mapChanged(const ChangeSet& changes);
    void clicked(const QModelIndex& index);
    void remember(const QString& name);
    void updateStatus();

    Document& m_document;
    QTabBar* m_tabs;
    QComboBox* m_listing;
    QLineEdit* m_filter;
    QListView* m_list;
    TextureListModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QComboBox* m_part;
    QComboBox* m_side;
    QLabel* m_status;
    QTimer* m_refillLater;
    // The part chosen on each tab, kept while the other tab is shown.
    TextureSlot m_wallSlot{TextureSlot::Part::Middle, false};
    TextureSlot m_flatSlot{TextureSlot::Part::Floor, false};
    QStringList m_recent[2]; // walls, flats
    QString m_message;       // why the last click did nothing
};

} // namespace sw::editor
