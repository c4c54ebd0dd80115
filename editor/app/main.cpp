#include "app/CommandLine.h"
#include "app/MainWindow.h"
#include "app/ProcessSetup.h"
#include "app/Recovery.h"
#include "app/Settings.h"
#include "app/Translations.h"
#include "document/Document.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>

int main(int argc, char* argv[])
{
    using namespace Qt::StringLiterals;
    // The heap kept for the next edit's new version, and the software renderer's threads on a
    // small machine (see prepareProcess).
    sw::editor::prepareProcess();
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Stepwise"_s);
    QApplication::setApplicationVersion(QStringLiteral(STEPWISE_VERSION));
    QApplication::setOrganizationName(u"Stepwise"_s);
    // Before any widget exists, so every tr() sees the language.
    sw::editor::installTranslations(sw::editor::Settings::language());

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
    // Once the event loop runs, so dialogs appear over the shown window: first the offer to
    // recover work from a session that crashed, then the file asked for.
    QTimer::singleShot(0, &window, [&window, &args] {
        if (window.offerRecovery())
            return;
        if (args.path.isEmpty())
            return;
        if (window.openFile(args.path, args.mapName) && qEnvironmentVariableIsSet("STEPWISE_TEST_EDIT"))
            sw::editor::applyTestEdit(window.document());
    });
    return QApplication::exec();
}
