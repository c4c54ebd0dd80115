#include "app/Document.h"

#include "io/MapSource.h"

#include <QFile>

namespace sw::editor {

Document::Document(QObject* parent) : QObject(parent) {}

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
    replaceMap(std::move(map), path, shownName);
    return Ok{};
}

void Document::replaceMap(Map map, const QString& filePath, const QString& mapName)
{
    m_map = std::move(map);
    m_hasMap = true;
    m_filePath = filePath;
    m_mapName = mapName;
    emit mapReplaced();
}

} // namespace sw::editor
