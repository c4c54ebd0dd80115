#include "app/CommandLine.h"
#include "app/MainWindow.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>

int main(int argc, char* argv[])
{
    using namespace Qt::StringLiterals;
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Stepwise"_s);
    QApplication::setApplicationVersion(QStringLiteral(STEPWISE_VERSION));
    QApplication::setOrganizationName(u"Stepwise"_s);

    const sw::editor::CommandLine args = sw::editor::parseCommandLine(QApplication::arguments());
    if (!args.error.isEmpty()) {
        std::fprintf(stderr, "%s\n\n%s", qPrintable(args.error), qPrintable(args.helpText));
        return 2;
    }
    if (args.showHelp) {
        std::fputs(qPrintable(args.helpText), stdout);
        return 0;
    }
    if (args.showVersion) {
        std::printf("%s %s\n", qPrintable(QApplication::applicationName()),
                    qPrintable(QApplication::applicationVersion()));
        return 0;
    }

    sw::editor::MainWindow window;
    window.show();
    if (!args.path.isEmpty()) {
        // Open once the event loop runs, so a map chooser or an error box appears over the
        // shown window rather than before it.
        QTimer::singleShot(0, &window,
                           [&window, &args] { window.openFile(args.path, args.mapName); });
    }
    return QApplication::exec();
}
