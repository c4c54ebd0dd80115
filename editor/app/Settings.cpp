#include "app/Settings.h"

#include "app/EngineLaunch.h"

#include <QSettings>

#include <algorithm>

namespace sw::editor::Settings {

namespace {

const QString kLanguage = QStringLiteral("language");
const QString kAutosave = QStringLiteral("autosaveSeconds");
const QString kRecentCount = QStringLiteral("recentFilesCount");
const QString kRecent = QStringLiteral("recentFiles");
const QString kEngine = QStringLiteral("engine/executable");
const QString kIwad = QStringLiteral("engine/iwad");
const QString kEngineArguments = QStringLiteral("engine/arguments");

} // namespace

QString language()
{
    return QSettings().value(kLanguage).toString();
}

void setLanguage(const QString& language)
{
    QSettings().setValue(kLanguage, language);
}

int autosaveSeconds()
{
    return std::clamp(QSettings().value(kAutosave, 60).toInt(), 5, 3600);
}

void setAutosaveSeconds(int seconds)
{
    QSettings().setValue(kAutosave, seconds);
}

int recentFilesCount()
{
    return std::clamp(QSettings().value(kRecentCount, 8).toInt(), 0, 30);
}

void setRecentFilesCount(int count)
{
    QSettings().setValue(kRecentCount, count);
    QStringList files = recentFiles();
    while (files.size() > recentFilesCount())
        files.removeLast();
    QSettings().setValue(kRecent, files);
}

QString engine()
{
    const QSettings settings;
    return settings.contains(kEngine) ? settings.value(kEngine).toString()
                                      : detectEngineSettings().executable;
}

void setEngine(const QString& path)
{
    QSettings().setValue(kEngine, path);
}

QString iwad()
{
    const QSettings settings;
    return settings.contains(kIwad) ? settings.value(kIwad).toString()
                                    : detectEngineSettings().iwad;
}

void setIwad(const QString& path)
{
    QSettings().setValue(kIwad, path);
}

QString engineArguments()
{
    return QSettings().value(kEngineArguments).toString();
}

void setEngineArguments(const QString& arguments)
{
    QSettings().setValue(kEngineArguments, arguments);
}

QStringList recentFiles()
{
    return QSettings().value(kRecent).toStringList();
}

void addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > recentFilesCount())
        files.removeLast();
    QSettings().setValue(kRecent, files);
}

} // namespace sw::editor::Settings
