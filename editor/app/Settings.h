#pragma once

#include <QString>
#include <QStringList>

namespace sw::editor {

// The editor's preferences and remembered state, read from and written to QSettings in one
// place so keys and defaults are never spelt twice.
namespace Settings {

// Interface language as a locale name ("de", "pl", "zh_CN"); empty follows the system.
QString language();
void setLanguage(const QString& language);

// Seconds between autosaves of unsaved changes to the recovery file.
int autosaveSeconds();
void setAutosaveSeconds(int seconds);

// How many files File > Open Recent lists.
int recentFilesCount();
void setRecentFilesCount(int count);

// File > Test Map's engine, IWAD and extra arguments. Until the user sets them, the engine
// and IWAD detected on this machine (app/EngineLaunch.h).
QString engine();
void setEngine(const QString& path);
QString iwad();
void setIwad(const QString& path);
QString engineArguments();
void setEngineArguments(const QString& arguments);

QStringList recentFiles();
// Puts path first in the recent files, trimmed to recentFilesCount().
void addRecentFile(const QString& path);

} // namespace Settings

} // namespace sw::editor
