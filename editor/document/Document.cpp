#include "document/Document.h"
#include "document/DerivedData.h"
#include "document/DocumentResources.h"

#include "doom/DoomExport.h"
#include "io/MapSource.h"
#include "io/SwmapFormat.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <memory>
#include <vector>

namespace sw::editor {

namespace {

// An IWAD is the game's own data: it starts with "IWAD".
bool isIwadFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(4) == "IWAD";
}

// The map's resource entries as seen from a file in folder `to`: entries relative to the folder
// they were read from (`from`: the map's file until now) name the same files afterwards, relative
// when they are in or below `to`, else absolute. Unchanged when there was no file.
std::vector<std::string> rebasedResources(const std::vector<std::string>& resources,
                                          const QString& from, const QString& to)
{
    if (from.isEmpty())
        return resources;
    std::vector<std::string> out;
    for (const std::string& r : resources) {
        const QString entry = QFile::decodeName(QByteArray::fromStdString(r));
        if (QDir::isAbsolutePath(entry)) {
            out.push_back(r);
            continue;
        }
        const QString absolute = QDir::cleanPath(QDir(from).filePath(entry));
        const QString relative = QDir(to).relativeFilePath(absolute);
        out.push_back(QFile::encodeName(relative.startsWith(QStringLiteral("..")) ? absolute
                                                                                  : relative)
                          .toStdString());
    }
    return out;
}

} // namespace

Document::Document(QObject* parent)
    : QObject(parent), m_undoStack(new QUndoStack(this)), m_resources(new DocumentResources(*this)),
      m_derived(new DerivedData(*this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document() = default;

Map& Document::editMap()
{
    // A version shared with readers on other threads stays as it is: the edit changes a copy.
    // (Readers get their share on this thread, so a count of one means no one else holds it.)
    // The copy shares the elements with it until they are written (CowVector).
    if (m_map.use_count() > 1)
        m_map = std::make_shared<Map>(*m_map);
    return *m_map;
}

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

void Document::push(QUndoCommand* command)
{
    m_undoStack->push(command);
}

void Document::setSelection(Selection selection)
{
    selection.normalize();
    // Indices past the end can come from a caller that kept a selection across an edit.
    const auto clip = [](std::vector<Index>& list, std::size_t size) {
        list.erase(std::remove_if(
                       list.begin(), list.end(),
                       [size](Index i) { return i < 0 || static_cast<std::size_t>(i) >= size; }),
                   list.end());
    };
    clip(selection.vertices, m_map->vertices.size());
    clip(selection.walls, m_map->walls.size());
    clip(selection.sectors, m_map->sectors.size());
    clip(selection.things, m_map->things.size());
    selection.normalize(); // the pick order follows the clipped sectors
    if (selection == m_selection)
        return;
    m_selection = std::move(selection);
    emit selectionChanged();
}

Status Document::open(const QString& path, const std::optional<QString>& mapName)
{
    // The core opens files with std::ifstream, which expects the local 8-bit encoding.
    const std::string nativePath = QFile::encodeName(path).toStdString();
    std::optional<std::string> name;
    if (mapName)
        name = mapName->toStdString();
    Result<Map> loaded = loadMap(nativePath, name);
    if (!loaded)
        return loaded.error();
    Map& map = loaded.value();
    // Prefer the name the map carries: it is spelt as in the file even when the user typed
    // "map12".
    const QString shownName =
        !map.name.empty() ? QString::fromStdString(map.name) : mapName.value_or(QString());
    // A PWAD is saved back into; an IWAD never is, so its maps have no file yet.
    const FileKind kind = detectFileKind(nativePath);
    const bool iwad = kind == FileKind::Wad && isIwadFile(path);
    replaceMap(std::move(map), iwad ? QString() : path, shownName);
    m_fileIsWad = kind == FileKind::Wad && !iwad;
    if (iwad) {
        m_importedFrom = path;
        emit fileChanged();
    }
    return Ok{};
}

Status Document::save(const QString& path)
{
    // Save As elsewhere keeps relative resource entries pointing at the same files.
    const QString from = !m_filePath.isEmpty() ? m_filePath : m_importedFrom;
    std::vector<std::string> resources = rebasedResources(
        m_map->resources, from.isEmpty() ? QString() : QFileInfo(from).absolutePath(),
        QFileInfo(path).absolutePath());
    Map rebased;
    if (resources != m_map->resources) {
        rebased = *m_map;
        rebased.resources = resources;
    }
    const Status status = saveSwmapFile(resources != m_map->resources ? rebased : *m_map,
                                        QFile::encodeName(path).toStdString());
    if (!status)
        return status;
    editMap().resources = std::move(resources);
    m_filePath = path;
    m_fileIsWad = false;
    m_importedFrom.clear();
    m_undoStack->setClean();
    emit fileChanged();
    return status;
}

Status Document::saveWad(const QString& path, const QString& mapName)
{
    const std::string nativePath = QFile::encodeName(path).toStdString();
    DoomExportOptions options;
    options.mapName = mapName.toUpper().toStdString();
    Result<DoomExportStats> written =
        QFile::exists(path) ? saveMapIntoWad(nativePath, options.mapName, *m_map, options)
                            : writeMapWad(nativePath, *m_map, options);
    if (!written)
        return written.error();
    m_filePath = path;
    m_fileIsWad = true;
    m_mapName = QString::fromStdString(options.mapName);
    m_importedFrom.clear();
    m_undoStack->setClean();
    emit fileChanged();
    return Ok{};
}

void Document::replaceMap(Map map, const QString& filePath, const QString& mapName)
{
    m_map = std::make_shared<Map>(std::move(map));
    ++m_editCount;
    m_hasMap = true;
    m_filePath = filePath;
    m_fileIsWad = false;
    m_importedFrom.clear();
    m_mapName = mapName;
    m_selection = {};
    m_undoStack->clear();
    m_undoStack->setClean();
    emit mapReplaced();
    emit selectionChanged();
    emit fileChanged();
    emit modifiedChanged(false);
}

void Document::newMap()
{
    replaceMap(Map{}, QString(), QString());
}

void Document::restoreIdentity(const QString& filePath, bool fileIsWad, const QString& mapName,
                               const QString& importedFrom)
{
    m_filePath = filePath;
    m_fileIsWad = fileIsWad && !filePath.isEmpty();
    m_mapName = mapName;
    m_importedFrom = importedFrom;
    // No clean state in the history: the map differs from its file until saved.
    m_undoStack->resetClean();
    // The map's resources are found relative to its file.
    m_resources->reload();
    emit fileChanged();
    emit modifiedChanged(true);
}

void Document::installEdited(Map edited)
{
    m_map = std::make_shared<Map>(std::move(edited));
}

void Document::notifyChanged(const ChangeSet& changes)
{
    ++m_editCount;
    emit mapChanged(changes);
}

} // namespace sw::editor
