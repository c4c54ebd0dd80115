#pragma once

#include "base/Result.h"
#include "geom/Vec2.h"
#include "map/Map.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QProcess;
class QTemporaryDir;

namespace sw::editor {

// How File > Test Map runs a Doom engine (Preferences > Engines).
struct EngineSettings {
    QString executable; // the engine's program
    QString iwad;       // the game data the map is played with
    QString extraArguments; // split like a shell command line (quotes group words)
};

// Engines found on this machine, in the order they are offered: dsda-doom, chocolate-doom,
// crispy-doom, gzdoom (and prboom-plus), from PATH and /usr/games.
QStringList detectEngines();
// IWADs found: DOOMWADDIR first, then Debian's game data folders (Freedoom's among them).
QStringList detectIwads();
// The first engine and IWAD found (either may be empty).
EngineSettings detectEngineSettings();

// The map lump name the test WAD uses: the map's own when an engine can warp to it (MAPxx,
// ExMy), else E1M1 with an episodic IWAD (Doom, Freedoom: Phase 1) and MAP01 with any other.
QString testMapName(const QString& mapName, const QString& iwad);
// -warp's arguments for a map lump name ("MAP07" -> 7, "E2M3" -> 2 3); empty for other names.
QStringList warpArguments(const QString& mapName);
// The engine's whole command line after the program: -iwad, -file, -warp, the extra arguments.
QStringList engineArguments(const EngineSettings& engine, const QString& pwad,
                            const QString& mapName);

// A copy of the map whose player 1 starts at `pos` looking along `angle` (degrees): the first
// player 1 start moves there, or one is added.
Map withPlayerStartAt(Map map, const Vec2& pos, double angle);

// Writes the map with its nodes to a temporary WAD and starts the engine on it; the engine's
// output goes to a log file. One test at a time: a new one stops the previous engine.
class EngineTest : public QObject {
    Q_OBJECT

public:
    explicit EngineTest(QObject* parent = nullptr);
    ~EngineTest() override;

    // Starts the engine at the map; an error is one sentence saying what went wrong (the map
    // cannot be written, the engine or IWAD is missing, the engine did not start).
    Status start(const Map& map, const QString& mapName, const EngineSettings& engine);
    bool running() const;
    // The last run's log (the command line, then everything the engine printed).
    QString logPath() const { return m_logPath; }
    // The temporary WAD the last run played.
    QString wadPath() const { return m_wadPath; }
    QStringList lastArguments() const { return m_arguments; }

signals:
    // The engine exited (or crashed) with this code.
    void finished(int exitCode);

private:
    void stop();

    std::unique_ptr<QTemporaryDir> m_dir;
    QProcess* m_process = nullptr;
    QString m_logPath, m_wadPath;
    QStringList m_arguments;
};

} // namespace sw::editor
