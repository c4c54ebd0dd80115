#include "app/TexturesSetup.h"

#include "app/MainWindow.h"
#include "commands/SetMapResources.h"
#include "dialogs/ResourcesDialog.h"
#include "document/Document.h"
#include "panels/TexturesPanel.h"
#include "resources/ResourceChain.h"

#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>

namespace sw::editor {

namespace {

// The View menu's Panels submenu, where every dock has its toggle.
QMenu* panelsMenu(MainWindow& window)
{
    if (QMenu* view = window.viewMenu())
        for (QAction* a : view->actions())
            if (a->menu() && a->menu()->title() == MainWindow::tr("&Panels"))
                return a->menu();
    return window.viewMenu();
}

} // namespace

TexturesPanel* installTextures(MainWindow& window, Document& document)
{
    auto* panel = new TexturesPanel(document, &window);
    auto* dock = new QDockWidget(MainWindow::tr("Textures"), &window);
    dock->setObjectName(QStringLiteral("texturesDock"));
    dock->setWidget(panel);
    window.addDockWidget(Qt::RightDockWidgetArea, dock);
    if (auto* properties = window.findChild<QDockWidget*>(QStringLiteral("propertiesDock"))) {
        window.tabifyDockWidget(properties, dock);
        properties->raise();
    }
    if (QMenu* panels = panelsMenu(window))
        panels->addAction(dock->toggleViewAction());

    // The Map menu goes before View, beside the other menus that change the map.
    auto* map = new QMenu(MainWindow::tr("&Map"), &window);
    QAction* resources = map->addAction(MainWindow::tr("&Resources..."), &window,
                                        [&window, &document] { editMapResources(&window, document); });
    resources->setObjectName(QStringLiteral("mapResources"));
    resources->setToolTip(MainWindow::tr("The WAD files and image folders the map's pictures come from"));
    if (window.viewMenu())
        window.menuBar()->insertMenu(window.viewMenu()->menuAction(), map);
    else
        window.menuBar()->addMenu(map);
    return panel;
}

bool editMapResources(QWidget* parent, Document& document)
{
    // Stored paths are relative to the .swmap's folder; a map of a WAD or without a file keeps
    // absolute ones.
    QString base;
    if (!document.filePath().isEmpty() && !document.fileIsWad())
        base = QFileInfo(document.filePath()).absolutePath();
    QStringList entries;
    for (const std::string& r : document.map().resources)
        entries << QFile::decodeName(QByteArray::fromStdString(r));
    const QString iwad = QFile::decodeName(QByteArray::fromStdString(findIwad(document.map().name)));

    ResourcesDialog dialog(entries, base, iwad, parent);
    if (dialog.exec() != QDialog::Accepted || dialog.entries() == entries)
        return false;
    std::vector<std::string> resources;
    for (const QString& e : dialog.entries())
        resources.push_back(QFile::encodeName(e).toStdString());
    document.push(new SetMapResources(document, std::move(resources)));
    return true;
}

} // namespace sw::editor
