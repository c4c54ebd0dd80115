#pragma once

#include "base/Result.h"
#include "map/Map.h"

#include <QObject>
#include <QString>

#include <optional>

namespace sw::editor {

// The open map and where it came from. The map itself stays a plain struct; the document owns
// it and tells the views when it changes, so they can rebuild what they cache.
class Document : public QObject {
    Q_OBJECT

public:
    explicit Document(QObject* parent = nullptr);

    const Map& map() const { return m_map; }
    bool hasMap() const { return m_hasMap; }
    // The file the map was read from; empty when none is open.
    const QString& filePath() const { return m_filePath; }
    // The map's name inside its file (a WAD's map slot, or the name a .swmap carries).
    const QString& mapName() const { return m_mapName; }

    // Loads a .swmap, or a map of a WAD (mapName may be left out when the WAD holds just one).
    // On failure the current map stays as it was and the error carries the core's sentence.
    Status open(const QString& path, const std::optional<QString>& mapName = {});

    // Makes map the open map, e.g. after loading it elsewhere.
    void replaceMap(Map map, const QString& filePath, const QString& mapName);

signals:
    // A different map is open now: views drop every cache and reframe.
    void mapReplaced();

private:
    Map m_map;
    bool m_hasMap = false;
    QString m_filePath;
    QString m_mapName;
};

} // namespace sw::editor
