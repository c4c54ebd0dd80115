#pragma once

#include "base/Result.h"
#include "document/ChangeSet.h"
#include "document/Selection.h"
#include "map/Map.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QUndoCommand;
class QUndoStack;

namespace sw::editor {

class DerivedData;
class DocumentResources;

// The open map, where it came from, what is selected and the undo history. The map itself stays
// a plain struct; every edit is a command on the undo stack that changes the map through
// editMap() and then reports what it changed, so the views update only that.
class Document : public QObject {
    Q_OBJECT

public:
    explicit Document(QObject* parent = nullptr);
    ~Document() override;

    // The open map. An edit may put it in another place (see editMap): a reference to it is
    // for the work at hand, not to keep across an edit.
    const Map& map() const { return *m_map; }
    // The open map as it is now, for readers on other threads (the derived data's workers, an
    // autosave): never changed, since an edit changes a copy of a map that is shared.
    std::shared_ptr<const Map> sharedMap() const { return m_map; }
    bool hasMap() const { return m_hasMap; }
    // The file Save writes to: the .swmap, or the PWAD, the map was read from or last saved to;
    // empty for a new map and for a map of an IWAD (which is never written).
    const QString& filePath() const { return m_filePath; }
    // True when filePath() is a WAD (the map is saved into it, its other lumps kept).
    bool fileIsWad() const { return m_fileIsWad; }
    // The map's name inside its file (a WAD's map slot, or the name a .swmap carries).
    const QString& mapName() const { return m_mapName; }
    // The IWAD an imported map came from until it is saved; empty otherwise.
    const QString& importedFrom() const { return m_importedFrom; }
    // True when there are edits that are not in filePath().
    bool isModified() const;

    QUndoStack* undoStack() const { return m_undoStack; }
    // The BSP, collision world and findings of the map's versions, computed once for every
    // reader.
    DerivedData& derived() const { return *m_derived; }
    // The pictures and the game vocabulary the map's names refer to.
    DocumentResources& resources() const { return *m_resources; }
    // Runs command (redo) and keeps it for undo.
    void push(QUndoCommand* command);

    const Selection& selection() const { return m_selection; }
    void setSelection(Selection selection);

    // Loads a .swmap, or a map of a WAD (mapName may be left out when the WAD holds just one).
    // On failure the current map stays as it was and the error carries the core's sentence.
    // A map of a PWAD is saved back into that PWAD; a map of an IWAD keeps no file path (it is
    // saved elsewhere: a new PWAD or a .swmap).
    Status open(const QString& path, const std::optional<QString>& mapName = {});

    // Writes the map atomically as .swmap and remembers path as the document's file.
    Status save(const QString& path);
    // Writes the map as the map `mapName` of the WAD at path, atomically: into a copy of an
    // existing PWAD (its other lumps kept byte for byte), or as a new PWAD. Refuses an IWAD.
    // Remembers path and mapName as the document's file.
    Status saveWad(const QString& path, const QString& mapName);

    // Makes map the open map, e.g. after loading it elsewhere; clears the undo history.
    void replaceMap(Map map, const QString& filePath, const QString& mapName);
    // An empty map with no file.
    void newMap();
    // Gives the open map back the identity it had in an earlier session (crash recovery): its
    // file (a .swmap, or a PWAD when fileIsWad), its map name and the IWAD it was imported from,
    // and marks it modified, since it holds work that is not in that file.
    void restoreIdentity(const QString& filePath, bool fileIsWad, const QString& mapName,
                         const QString& importedFrom);

    // For commands only: the map to change, followed by a call to notifyChanged. When the map
    // is shared (sharedMap) it is copied first, and the copy is the open map from then on.
    Map& editMap();
    // For commands only, in place of editMap: makes `edited` the open map. It must be the open
    // map as it is now (editCount() unchanged) with the command's changes made on a copy of it
    // (which shares with it what the changes left alone). Followed by a call to notifyChanged.
    void installEdited(Map edited);
    // How many changes the map has had (notifyChanged, replaceMap): a command's result worked
    // out at one count is for the map at that count only.
    std::uint64_t editCount() const { return m_editCount; }
    void notifyChanged(const ChangeSet& changes);

signals:
    // A different map is open now: views drop every cache and reframe.
    void mapReplaced();
    // An edit (or its undo) changed the parts named in changes.
    void mapChanged(const sw::editor::ChangeSet& changes);
    void selectionChanged();
    void modifiedChanged(bool modified);
    // The file path or map name changed (after Save As).
    void fileChanged();

private:
    std::shared_ptr<Map> m_map = std::make_shared<Map>(); // never null
    std::uint64_t m_editCount = 0;
    bool m_hasMap = false;
    QString m_filePath;
    bool m_fileIsWad = false;
    QString m_mapName;
    QString m_importedFrom;
    Selection m_selection;
    QUndoStack* m_undoStack;
    DocumentResources* m_resources;
    DerivedData* m_derived;
};

} // namespace sw::editor
