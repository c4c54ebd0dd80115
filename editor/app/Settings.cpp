#include "app/Settings.h"

#include <QSettings>

#include <algorithm>

namespace sw::editor::Settings {

namespace {

const QString kLanguage = QStringLiteral("language");
const QString kAutosave = QStringLiteral("autosaveSeconds");
const QString kRecentCount = QStringLiteral("recentFilesCount");
const QString kRecent = QStringLiteral("recentFiles");

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
