#include "app/HelpActions.h"

#include "dialogs/PreferencesDialog.h"
#include "dialogs/ShortcutsDialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include <functional>

namespace sw::editor::help {

namespace {

const char* const kDefaultProperty = "stepwiseDefaultShortcut";
const QString kGroup = QStringLiteral("shortcuts");

QString plainText(QString text)
{
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QStringLiteral("...")))
        text.chop(3);
    return text.trimmed();
}

// How Settings knows an action: its object name, else its text (so a changed language keeps
// the shortcuts only of actions with names).
QString actionId(const QAction* action)
{
    return action->objectName().isEmpty() ? plainText(action->text()) : action->objectName();
}

// Calls visit(action, menu path) for every action of the window's menus, submenus included.
void forEachAction(const QMainWindow& window,
                   const std::function<void(QAction*, const QString&)>& visit)
{
    const std::function<void(QMenu*, const QString&)> walk = [&](QMenu* menu,
                                                                 const QString& path) {
        for (QAction* a : menu->actions()) {
            if (a->isSeparator())
                continue;
            if (a->menu()) {
                // Menus filled at run time (recent files) list no lasting actions.
                if (!a->menu()->property(kDynamicMenuProperty).toBool())
                    walk(a->menu(), path + QStringLiteral(" > ") + plainText(a->text()));
                continue;
            }
            if (!plainText(a->text()).isEmpty())
                visit(a, path);
        }
    };
    for (QAction* top : window.menuBar()->actions())
        if (QMenu* menu = top->menu())
            walk(menu, plainText(top->text()));
}

void showUserGuide(QWidget* parent)
{
    const QString path = userGuidePath();
    if (path.isEmpty())
        return;
    if (QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
        return;
    // No program for Markdown here: show it in a window of our own.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    auto* dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QCoreApplication::translate("sw::editor::MainWindow", "User Guide"));
    auto* browser = new QTextBrowser(dialog);
    browser->setSearchPaths({QFileInfo(path).absolutePath()});
    browser->setMarkdown(QString::fromUtf8(file.readAll()));
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    dialog->resize(800, 700);
    dialog->show();
}

} // namespace

QString userGuidePath()
{
    const QString beside =
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/stepwise/user-guide.md");
    for (const QString& candidate :
         {beside, QStringLiteral(STEPWISE_DOC_INSTALL_DIR "/user-guide.md"),
          QStringLiteral(STEPWISE_SOURCE_DIR "/docs/user-guide.md")})
        if (QFileInfo::exists(candidate))
            return QFileInfo(candidate).canonicalFilePath();
    return {};
}

void install(QMainWindow& window, QMenu* helpMenu)
{
    QAction* shortcuts = helpMenu->addAction(
        QCoreApplication::translate("sw::editor::MainWindow", "&Keyboard Shortcuts"), &window,
        [&window] {
            ShortcutsDialog dialog(shortcutEntries(window), &window);
            dialog.exec();
        });
    shortcuts->setObjectName(QStringLiteral("helpShortcuts"));
    QAction* guide = helpMenu->addAction(
        QCoreApplication::translate("sw::editor::MainWindow", "&User Guide"), &window,
        [&window] { showUserGuide(&window); });
    guide->setObjectName(QStringLiteral("helpUserGuide"));
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setEnabled(!userGuidePath().isEmpty());

    QSettings settings;
    settings.beginGroup(kGroup);
    forEachAction(window, [&settings](QAction* action, const QString&) {
        action->setProperty(kDefaultProperty, action->shortcut());
        const QString id = actionId(action);
        if (settings.contains(id))
            action->setShortcut(QKeySequence::fromString(settings.value(id).toString(),
                                                         QKeySequence::PortableText));
    });
}

std::vector<ShortcutEntry> shortcutEntries(const QMainWindow& window)
{
    std::vector<ShortcutEntry> entries;
    forEachAction(window, [&entries](QAction* action, const QString& menu) {
        const QVariant builtIn = action->property(kDefaultProperty);
        entries.push_back({actionId(action), menu, plainText(action->text()), action->shortcut(),
                           builtIn.isValid() ? builtIn.value<QKeySequence>() : action->shortcut()});
    });
    return entries;
}

void applyShortcuts(QMainWindow& window, const std::vector<ShortcutEntry>& entries)
{
    QSettings settings;
    settings.beginGroup(kGroup);
    forEachAction(window, [&](QAction* action, const QString&) {
        const QString id = actionId(action);
        for (const ShortcutEntry& e : entries) {
            if (e.id != id)
                continue;
            action->setShortcut(e.shortcut);
            if (e.shortcut == e.defaultShortcut)
                settings.remove(id);
            else
                settings.setValue(id, e.shortcut.toString(QKeySequence::PortableText));
            break;
        }
    });
}

ShortcutsEditor* addShortcutsPage(QMainWindow& window, PreferencesDialog& dialog)
{
    auto* editor = new ShortcutsEditor(shortcutEntries(window), true, &dialog);
    dialog.addPage(editor, QCoreApplication::translate("sw::editor::MainWindow", "Shortcuts"));
    return editor;
}

} // namespace sw::editor::help
