#include "app/EngineLaunch.h"

#include "doom/DoomExport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>

namespace sw::editor {

namespace {

const QStringList kEngineNames{QStringLiteral("dsda-doom"), QStringLiteral("chocolate-doom"),
                               QStringLiteral("crispy-doom"), QStringLiteral("gzdoom"),
                               QStringLiteral("prboom-plus")};
// The IWADs looked for, the commonest first.
const QStringList kIwadNames{QStringLiteral("freedoom2.wad"), QStringLiteral("doom2.wad"),
                             QStringLiteral("freedoom1.wad"), QStringLiteral("doom.wad"),
                             QStringLiteral("plutonia.wad"), QStringLiteral("tnt.wad"),
                             QStringLiteral("doom1.wad")};

const QRegularExpression kMapxx(QStringLiteral("^MAP(\\d\\d)$"),
                                QRegularExpression::CaseInsensitiveOption);
const QRegularExpression kExMy(QStringLiteral("^E(\\d)M(\\d)$"),
                               QRegularExpression::CaseInsensitiveOption);

// An IWAD whose maps are ExMy: Doom, Freedoom: Phase 1, the shareware episode.
bool episodic(const QString& iwad)
{
    const QString name = QFileInfo(iwad).fileName().toLower();
    return name == QLatin1String("doom.wad") || name == QLatin1String("doom1.wad") ||
           name == QLatin1String("freedoom1.wad");
}

} // namespace

QStringList detectEngines()
{
    QStringList found;
    const QStringList paths{QStringLiteral("/usr/games"), QStringLiteral("/usr/local/games")};
    for (const QString& name : kEngineNames) {
        QString path = QStandardPaths::findExecutable(name);
        if (path.isEmpty())
            path = QStandardPaths::findExecutable(name, paths);
        if (!path.isEmpty())
            found << path;
    }
    return found;
}

QStringList detectIwads()
{
    QStringList folders;
    if (const QString dir = qEnvironmentVariable("DOOMWADDIR"); !dir.isEmpty())
        folders << dir;
    folders << QStringLiteral("/usr/share/games/doom") << QStringLiteral("/usr/local/share/games/doom")
            << QStringLiteral("/usr/share/doom");
    QStringList found;
    for (const QString& folder : folders)
        for (const QString& name : kIwadNames) {
            const QString path = QDir(folder).filePath(name);
            if (QFileInfo(path).isFile() && !found.contains(path))
                found << path;
        }
    return found;
}

EngineSettings detectEngineSettings()
{
    EngineSettings out;
    const QStringList engines = detectEngines();
    const QStringList iwads = detectIwads();
    if (!engines.isEmpty())
        out.executable = engines.front();
    if (!iwads.isEmpty())
        out.iwad = iwads.front();
    return out;
}

QString testMapName(const QString& mapName, const QString& iwad)
{
    const bool doom1 = episodic(iwad);
    if (doom1 && kExMy.match(mapName).hasMatch())
        return mapName.toUpper();
    if (!doom1 && kMapxx.match(mapName).hasMatch())
        return mapName.toUpper();
    return doom1 ? QStringLiteral("E1M1") : QStringLiteral("MAP01");
}

QStringList warpArguments(const QString& mapName)
{
    if (const auto m = kMapxx.match(mapName); m.hasMatch())
        return {QStringLiteral("-warp"), QString::number(m.captured(1).toInt())};
    if (const auto m = kExMy.match(mapName); m.hasMatch())
        return {QStringLiteral("-warp"), m.captured(1), m.captured(2)};
    return {};
}

QStringList engineArguments(const EngineSettings& engine, const QString& pwad,
                            const QString& mapName)
{
    QStringList args;
    if (!engine.iwad.isEmpty())
        args << QStringLiteral("-iwad") << engine.iwad;
    args << QStringLiteral("-file") << pwad;
    args << warpArguments(mapName);
    args << QProcess::splitCommand(engine.extraArguments);
    return args;
}

Map withPlayerStartAt(Map map, const Vec2& pos, double angle)
{
    auto it = std::find_if(map.things.begin(), map.things.end(),
                           [](const Thing& t) { return t.type == kDoomPlayer1Start; });
    if (it == map.things.end()) {
        Thing start;
        start.type = kDoomPlayer1Start;
        // Doom's "on every skill" flags.
        start.flags = 7;
        map.things.push_back(start);
        it = std::prev(map.things.end());
    }
    it->pos = {std::round(pos.x), std::round(pos.y)};
    it->angle = angle;
    map.playerStart = PlayerStart{it->pos, angle};
    return map;
}

EngineTest::EngineTest(QObject* parent) : QObject(parent) {}

EngineTest::~EngineTest()
{
    stop();
}

bool EngineTest::running() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

void EngineTest::stop()
{
    if (!m_process)
        return;
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(3000);
    }
    delete m_process;
    m_process = nullptr;
}

Status EngineTest::start(const Map& map, const QString& mapName, const EngineSettings& engine)
{
    if (engine.executable.isEmpty())
        return Error{tr("No engine is set: choose one in Preferences > Engines.").toStdString()};
    const QString program = QFileInfo(engine.executable).isAbsolute()
                                ? engine.executable
                                : QStandardPaths::findExecutable(engine.executable);
    if (program.isEmpty() || !QFileInfo(program).isExecutable())
        return Error{tr("The engine %1 cannot be run: it is not an executable file.")
                         .arg(engine.executable)
                         .toStdString()};
    if (!engine.iwad.isEmpty() && !QFileInfo(engine.iwad).isFile())
        return Error{tr("The IWAD %1 does not exist.").arg(engine.iwad).toStdString()};
    stop();
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid())
        return Error{tr("Cannot make a temporary folder for the test map.").toStdString()};
    const QString lump = testMapName(mapName, engine.iwad);
    m_wadPath = m_dir->filePath(QStringLiteral("stepwise-test.wad"));
    DoomExportOptions options;
    options.mapName = lump.toStdString();
    options.flush = WriteFlush::Cached; // read at once by the engine, deleted after
    const auto written = writeMapWad(QFile::encodeName(m_wadPath).toStdString(), map, options);
    if (!written)
        return Error{tr("The map cannot be written for the engine: %1")
                         .arg(QString::fromStdString(written.error().message))
                         .toStdString()};

    m_arguments = engineArguments(engine, m_wadPath, lump);
    m_logPath = m_dir->filePath(QStringLiteral("engine.log"));
    QFile log(m_logPath);
    if (log.open(QIODevice::WriteOnly | QIODevice::Text))
        log.write((program + QLatin1Char(' ') + m_arguments.join(QLatin1Char(' ')) +
                   QStringLiteral("\n\n"))
                      .toLocal8Bit());
    log.close();

    m_process = new QProcess(this);
    m_process->setProgram(program);
    m_process->setArguments(m_arguments);
    m_process->setWorkingDirectory(m_dir->path());
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setStandardOutputFile(m_logPath, QIODevice::Append);
    connect(m_process, &QProcess::finished, this,
            [this](int code, QProcess::ExitStatus) { emit finished(code); });
    m_process->start();
    if (!m_process->waitForStarted(5000)) {
        const QString why = m_process->errorString();
        stop();
        return Error{tr("The engine %1 did not start: %2").arg(program, why).toStdString()};
    }
    return Ok{};
}

} // namespace sw::editor
