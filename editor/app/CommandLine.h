#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw::editor {

// What `stepwise [FILE] [--map NAME]` asks for.
struct CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString path;                   // empty: start with no map open
    std::optional<QString> mapName; // which map of a WAD
    bool showHelp = false;
    bool showVersion = false;
    QString error;    // a sentence for the terminal; empty when the arguments are fine
    QString helpText; // the usage text, for --help and after an error
};

// Reads the arguments (arguments[0] is the program). Kept apart from main() so the rules can
// be tested without starting the application.
CommandLine parseCommandLine(const QStringList& arguments);

} // namespace sw::editor
