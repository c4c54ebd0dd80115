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
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace sw::editor {

namespace {

QString sessionFile(const QString& name, qint64 session, const QString& suffix)
{
    return QDir(Recovery::directory()).filePath(name + QString::number(session) + suffix);
}

} // namespace

Recovery::Recovery(Document& document, int intervalMs, QObject* parent)
    : QObject(parent), m_document(document), m_timer(new QTimer(this))
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
}

Recovery::~Recovery()
{
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
        QFile::remove(m_mapFile);
        QFile::remove(m_infoFile);
        m_savedIndex = -1;
        return;
    }
    const int index = m_document.undoStack()->index();
    if (index == m_savedIndex && QFile::exists(m_mapFile))
        return;
    if (!saveSwmapFile(m_document.map(), QFile::encodeName(m_mapFile).toStdString()))
        return;
    QJsonObject info;
    info[QStringLiteral("originalFile")] = !m_document.filePath().isEmpty()
                                               ? m_document.filePath()
                                               : m_document.importedFrom();
    info[QStringLiteral("mapName")] = m_document.mapName();
    info[QStringLiteral("savedAt")] = QDateTime::currentDateTime().toString(Qt::ISODate);
    QFile file(m_infoFile);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(QJsonDocument(info).toJson());
    m_savedIndex = index;
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
    const Map& map = document.map();
    if (!map.sectors.empty()) {
        Sector raised = map.sectors.front();
        raised.floorHeight += 8;
        document.push(new SetSectorProperties(document, {0}, {raised}));
    }
    const Box2 box = map.bounds();
    const double x = box.empty() ? 0 : box.max.x + 512;
    if (auto room = DrawSector::create(document, {{x, 0}, {x + 256, 0}, {x + 256, 256}, {x, 256}}))
        document.push(room.release());
}

} // namespace sw::editor
