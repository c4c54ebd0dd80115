#include "app/Recovery.h"

#include "document/Document.h"
#include "commands/DrawSector.h"
#include "commands/SetSectorProperties.h"
#include "io/SwmapFormat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace sw::editor {

namespace {

QString sessionFile(const QString& name, qint64 session, const QString& suffix)
{
    return QDir(Recovery::directory()).filePath(name + QString::number(session) + suffix);
}

// Writes a snapshot: the map first, then what it is, each atomically. Runs on a worker thread
// with its own copy of the map.
bool writeSnapshot(const std::shared_ptr<const Map>& map, const QString& mapFile,
                   const QString& infoFile, const QByteArray& info)
{
    if (!saveSwmapFile(*map, QFile::encodeName(mapFile).toStdString()))
        return false;
    QSaveFile file(infoFile);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(info);
    return file.commit();
}

} // namespace

Recovery::Recovery(Document& document, int intervalMs, QObject* parent)
    : QObject(parent), m_document(document), m_timer(new QTimer(this)), m_idle(new QTimer(this))
{
    QDir().mkpath(directory());
    const qint64 session = QCoreApplication::applicationPid();
    m_mapFile = sessionFile(QStringLiteral("recovery-"), session, QStringLiteral(".swmap"));
    m_infoFile = sessionFile(QStringLiteral("recovery-"), session, QStringLiteral(".json"));
    m_lockFile = sessionFile(QStringLiteral("session-"), session, QStringLiteral(".lock"));
    m_lock = std::make_unique<QLockFile>(m_lockFile);
    // A crashed session holds no lock any more; QLockFile sees that from the process id.
    m_lock->setStaleLockTime(0);
    m_lock->tryLock(0);
    bool ok = false;
    const int fromEnvironment = qEnvironmentVariableIntValue("STEPWISE_AUTOSAVE_MS", &ok);
    m_timer->setInterval(ok && fromEnvironment > 0 ? fromEnvironment : intervalMs);
    connect(m_timer, &QTimer::timeout, this, &Recovery::autosave);
    m_timer->start();
    // A snapshot a few seconds after the last edit, so a crash soon after loses little.
    const int idle = qEnvironmentVariableIntValue("STEPWISE_AUTOSAVE_IDLE_MS", &ok);
    m_idle->setSingleShot(true);
    m_idle->setInterval(ok && idle > 0 ? idle : kIdleMs);
    connect(m_idle, &QTimer::timeout, this, &Recovery::autosave);
    connect(m_document.undoStack(), &QUndoStack::indexChanged, m_idle,
            static_cast<void (QTimer::*)()>(&QTimer::start));
}

Recovery::~Recovery()
{
    waitForWrite();
    QFile::remove(m_mapFile);
    QFile::remove(m_infoFile);
    m_lock->unlock();
}

void Recovery::setInterval(int intervalMs)
{
    if (qEnvironmentVariableIsSet("STEPWISE_AUTOSAVE_MS"))
        return;
    m_timer->setInterval(intervalMs);
}

void Recovery::autosave()
{
    if (!m_document.hasMap() || !m_document.isModified()) {
        // A snapshot still being written would bring the files back.
        waitForWrite();
        m_pending = false;
        QFile::remove(m_mapFile);
        QFile::remove(m_infoFile);
        m_savedIndex = -1;
        return;
    }
    const int index = m_document.undoStack()->index();
    if (index == m_savedIndex && QFile::exists(m_mapFile))
        return;
    if (m_writing.isRunning()) {
        m_pending = true;
        return;
    }
    startWrite();
}

void Recovery::startWrite()
{
    QJsonObject info;
    info[QStringLiteral("originalFile")] = !m_document.filePath().isEmpty()
                                               ? m_document.filePath()
                                               : m_document.importedFrom();
    info[QStringLiteral("mapName")] = m_document.mapName();
    info[QStringLiteral("filePath")] = m_document.filePath();
    info[QStringLiteral("fileIsWad")] = m_document.fileIsWad();
    info[QStringLiteral("importedFrom")] = m_document.importedFrom();
    info[QStringLiteral("savedAt")] = QDateTime::currentDateTime().toString(Qt::ISODate);
    m_savedIndex = m_document.undoStack()->index();
    // The worker writes the version shared with it (an edit meanwhile changes a copy).
    m_writing = QtConcurrent::run(writeSnapshot, m_document.sharedMap(), m_mapFile, m_infoFile,
                                  QJsonDocument(info).toJson());
    m_writing.then(this, [this](bool) { writeFinished(); });
}

void Recovery::writeFinished()
{
    if (!m_writing.isValid() || !m_writing.result())
        m_savedIndex = -1; // try again next time
    if (m_pending) {
        m_pending = false;
        autosave();
    }
}

void Recovery::waitForWrite()
{
    m_writing.waitForFinished();
}

bool Recovery::restore(Document& document, const RecoverableSession& session, QString* error)
{
    Result<Map> map = loadSwmapFile(QFile::encodeName(session.mapFile).toStdString());
    if (!map) {
        if (error)
            *error = QString::fromStdString(map.error().message);
        return false;
    }
    // Sessions written before the identity was kept name only the original file: a .swmap is
    // the map's file, a WAD what it was imported from.
    QString filePath = session.filePath;
    QString importedFrom = session.importedFrom;
    bool fileIsWad = session.fileIsWad;
    if (filePath.isEmpty() && importedFrom.isEmpty() && !session.originalFile.isEmpty()) {
        if (session.originalFile.endsWith(QStringLiteral(".swmap"), Qt::CaseInsensitive))
            filePath = session.originalFile;
        else
            importedFrom = session.originalFile;
        fileIsWad = false;
    }
    document.replaceMap(std::move(map.value()), QString(), QString());
    document.restoreIdentity(filePath, fileIsWad, session.mapName, importedFrom);
    return true;
}

QString Recovery::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

std::vector<RecoverableSession> Recovery::orphans()
{
    std::vector<RecoverableSession> result;
    const QDir dir(directory());
    const QString own = QString::number(QCoreApplication::applicationPid());
    for (const QString& name :
         dir.entryList({QStringLiteral("recovery-*.json")}, QDir::Files)) {
        const QString session = name.mid(9, name.size() - 9 - 5);
        if (session == own)
            continue;
        RecoverableSession s;
        s.infoFile = dir.filePath(name);
        s.mapFile = dir.filePath(QStringLiteral("recovery-") + session + QStringLiteral(".swmap"));
        s.lockFile = dir.filePath(QStringLiteral("session-") + session + QStringLiteral(".lock"));
        // A session still running holds its lock.
        QLockFile lock(s.lockFile);
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0) || !QFile::exists(s.mapFile))
            continue;
        lock.unlock();
        QFile file(s.infoFile);
        if (file.open(QIODevice::ReadOnly)) {
            const QJsonObject info = QJsonDocument::fromJson(file.readAll()).object();
            s.originalFile = info.value(QStringLiteral("originalFile")).toString();
            s.mapName = info.value(QStringLiteral("mapName")).toString();
            s.savedAt = QDateTime::fromString(info.value(QStringLiteral("savedAt")).toString(),
                                              Qt::ISODate);
            s.filePath = info.value(QStringLiteral("filePath")).toString();
            s.fileIsWad = info.value(QStringLiteral("fileIsWad")).toBool();
            s.importedFrom = info.value(QStringLiteral("importedFrom")).toString();
        }
        result.push_back(s);
    }
    std::sort(result.begin(), result.end(),
              [](const RecoverableSession& a, const RecoverableSession& b) {
                  return a.savedAt > b.savedAt;
              });
    return result;
}

void Recovery::discard(const RecoverableSession& session)
{
    QFile::remove(session.mapFile);
    QFile::remove(session.infoFile);
    QFile::remove(session.lockFile);
}

void applyTestEdit(Document& document)
{
    if (!document.map().sectors.empty()) {
        Sector raised = document.map().sectors.front();
        raised.floorHeight += 8;
        document.push(new SetSectorProperties(document, {0}, {raised}));
    }
    const Box2 box = document.map().bounds();
    const double x = box.empty() ? 0 : box.max.x + 512;
    if (auto room = DrawSector::create(document, {{x, 0}, {x + 256, 0}, {x + 256, 256}, {x, 256}}))
        document.push(room.release());
}

} // namespace sw::editor
