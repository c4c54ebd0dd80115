#include "app/CommandLine.h"

#include <QCommandLineParser>

namespace sw::editor {

CommandLine parseCommandLine(const QStringList& arguments)
{
    using namespace Qt::StringLiterals;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CommandLine::tr("Stepwise, a level editor for 2.5D sector maps."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption mapOption(
        u"map"_s, CommandLine::tr("Open the map called <name> of a WAD."), CommandLine::tr("name"));
    parser.addOption(mapOption);
    parser.addPositionalArgument(u"file"_s,
                                 CommandLine::tr("A Stepwise map (.swmap) or a Doom WAD to open."),
                                 CommandLine::tr("[file]"));

    CommandLine result;
    result.helpText = parser.helpText();
    if (!parser.parse(arguments)) {
        result.error = parser.errorText();
        return result;
    }
    // addHelpOption() also adds --help-all; without process() it would pass silently.
    result.showHelp = parser.isSet(helpOption) || parser.isSet(u"help-all"_s);
    result.showVersion = parser.isSet(versionOption);
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        result.error = CommandLine::tr("Give one file to open, not %1.").arg(files.size());
        return result;
    }
    if (!files.isEmpty())
        result.path = files.front();
    if (parser.isSet(mapOption)) {
        if (result.path.isEmpty()) {
            result.error = CommandLine::tr("--map needs a WAD file to choose the map from.");
            return result;
        }
        result.mapName = parser.value(mapOption);
    }
    return result;
}

} // namespace sw::editor
