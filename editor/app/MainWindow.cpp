#include "app/MainWindow.h"

#include "base/Version.h"

#include "app/BspExport.h"
#include "document/Document.h"
#include "app/EditActions.h"
#include "app/EngineLaunch.h"
#include "app/HelpActions.h"
#include "app/Recovery.h"
#include "app/PreviewSetup.h"
#include "app/Settings.h"
#include "app/TexturesSetup.h"
#include "app/Translations.h"
#include "app/View3DSetup.h"
#include "dialogs/ChooseMapDialog.h"
#include "dialogs/PreferencesDialog.h"
#include "dialogs/ShortcutsDialog.h"
#include "io/SwmapFormat.h"
#include "panels/AvatarProfilePanel.h"
#include "panels/PropertiesPanel.h"
#include "panels/TexturesPanel.h"
#include "panels/UndoHistoryPanel.h"
#include "tools/AvatarPreview.h"
#include "tools/Tool.h"
#include "views/View3D.h"
#include "views/PlanView.h"

#include "io/MapSource.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QScrollArea>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QToolBar>
#include <QUndoStack>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QRegularExpression>
#include <QUrl>
#include <QDesktopServices>
#include <QDir>
#include <QLocale>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace sw::editor {

namespace {

// What the user answered when asked which map of a WAD to open.
struct MapChoice {
    bool cancelled = false;
    std::optional<QString> mapName; // none: nothing to choose, let the loader decide
};

// Asks only when the file is a WAD with several maps. Anything else (a .swmap, a WAD with one
// map, an unreadable file) goes to the loader unasked, which opens it or says what is wrong.
MapChoice askForWadMap(QWidget* parent, const QString& path)
{
    const std::string nativePath = QFile::encodeName(path).toStdString();
    if (detectFileKind(nativePath) != FileKind::Wad)
        return {};
    const Result<std::vector<std::string>> maps = listWadMaps(nativePath);
    if (!maps || maps->size() < 2)
        return {};
    QStringList names;
    for (const std::string& name : *maps)
        names.append(QString::fromStdString(name));
    const std::optional<QString> chosen =
        ChooseMapDialog::choose(parent, QFileInfo(path).fileName(), names);
    if (!chosen)
        return MapChoice{.cancelled = true, .mapName = std::nullopt};
    return MapChoice{.cancelled = false, .mapName = chosen};
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_document(new Document(this)),
      m_planView(new PlanView(m_document, this)),
      m_editActions(new EditActions(*m_document, *m_planView, this)),
      m_recovery(new Recovery(*m_document, Settings::autosaveSeconds() * 1000, this)),
      m_engineTest(new EngineTest(this)),
      m_positionLabel(new QLabel(this)), m_gridLabel(new QLabel(this)),
      m_modeLabel(new QLabel(this)), m_zoomLabel(new QLabel(this))
{
    setCentralWidget(m_planView);
    installPlanTools(*m_planView);
    createDocks();
    createMenus();
    createStatusBar();
    m_view3D = install3DView(*this, *m_document, m_viewMenu);
    m_preview = installPreview(*this, *m_document).preview;
    TexturesPanel* textures = installTextures(*this, *m_document);
    // A click on a picture in Properties chooses its replacement in the Textures dock.
    connect(m_properties, &PropertiesPanel::pickTexture, textures, &TexturesPanel::pickFor);
    // Help comes last in the menu bar, after the menus the views and the preview add.
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Stepwise"), this, &MainWindow::showAbout);
    help::install(*this, help);
    connect(m_document, &Document::fileChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_planView, &PlanView::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    m_document->newMap();
    updateTitle();
    // Within the screen, so the status bar and bottom docks are never cut off on small ones.
    if (const QScreen* shown = screen())
        resize(QSize(1200, 800).boundedTo(shown->availableSize() * 0.95));
    else
        resize(1200, 800);
    restoreSettings();
    m_planView->setFocus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newMap);
    file->addAction(tr("&Open..."), QKeySequence::Open, this, &MainWindow::openFromDialog);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setProperty(help::kDynamicMenuProperty, true);
    updateRecentMenu();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As..."), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    file->addAction(tr("&Import Doom Map..."), this, &MainWindow::importFromDialog);
    file->addAction(tr("&Export Compiled BSP..."), this, &MainWindow::exportBsp);
    file->addSeparator();
    QAction* test = file->addAction(tr("&Test Map"), QKeySequence(Qt::Key_F9), this,
                                    [this] { testMap(false); });
    test->setObjectName(QStringLiteral("testMap"));
    test->setToolTip(tr("Play the map, unsaved edits included, in the engine set in "
                        "Preferences (F9)"));
    QAction* fromAvatar = file->addAction(tr("Test from &Avatar"),
                                          QKeySequence(Qt::SHIFT | Qt::Key_F9), this,
                                          [this] { testMap(true); });
    fromAvatar->setObjectName(QStringLiteral("testFromAvatar"));
    file->addAction(tr("Show Engine &Log"), this, &MainWindow::showEngineLog);
    file->addSeparator();
    file->addAction(tr("&Preferences..."), QKeySequence::Preferences, this,
                    &MainWindow::showPreferences);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    m_editActions->fillEditMenu(menuBar()->addMenu(tr("&Edit")));
    QMenu* modes = menuBar()->addMenu(tr("&Mode"));
    m_editActions->fillModeMenu(modes);

    // The View menu has room for more views (a 3D view) and lists the docks.
    QMenu* view = m_viewMenu;
    menuBar()->addMenu(view);
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, m_planView, &PlanView::zoomIn);
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, m_planView, &PlanView::zoomOut);
    view->addAction(tr("Zoom to &Fit"), QKeySequence(Qt::Key_Home), m_planView,
                    &PlanView::zoomToFit);
    view->addSeparator();
    view->addAction(tr("&Larger Grid"), QKeySequence(Qt::Key_BracketRight), m_planView,
                    &PlanView::growGrid);
    view->addAction(tr("&Smaller Grid"), QKeySequence(Qt::Key_BracketLeft), m_planView,
                    &PlanView::shrinkGrid);

    QToolBar* tools = addToolBar(tr("Main"));
    m_toolBar = tools;
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->addAction(tr("New"), this, &MainWindow::newMap);
    tools->addAction(tr("Open"), this, &MainWindow::openFromDialog);
    tools->addAction(tr("Save"), this, &MainWindow::save);
    tools->addSeparator();
    // Undo and redo keep their text (what they would undo is in the tooltip), so the buttons
    // after them never move as the text of the last edit changes.
    QUndoStack* stack = m_document->undoStack();
    QAction* undo = tools->addAction(tr("Undo"), stack, &QUndoStack::undo);
    QAction* redo = tools->addAction(tr("Redo"), stack, &QUndoStack::redo);
    undo->setEnabled(stack->canUndo());
    redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, undo, [undo](const QString& text) {
        undo->setToolTip(text.isEmpty() ? tr("Undo") : tr("Undo %1").arg(text));
    });
    connect(stack, &QUndoStack::redoTextChanged, redo, [redo](const QString& text) {
        redo->setToolTip(text.isEmpty() ? tr("Redo") : tr("Redo %1").arg(text));
    });
    tools->addAction(m_editActions->autoMergeAction());
    tools->addSeparator();
    tools->addActions(m_editActions->modeGroup()->actions());
}

void MainWindow::createDocks()
{
    m_viewMenu = new QMenu(tr("&View"), this);
    const auto dock = [this](const QString& title, const QString& name, QWidget* widget,
                             Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        if (qobject_cast<QAbstractScrollArea*>(widget)) {
            // A list scrolls itself. Inside a resizable scroll area, every row the history
            // gained laid the dock out again (2 ms an edit on MAP12, growing with the history).
            d->setWidget(widget);
        } else {
            // Forms scroll rather than force the window taller than a laptop screen.
            auto* scroll = new QScrollArea(d);
            scroll->setWidget(widget);
            scroll->setWidgetResizable(true);
            scroll->setFrameShape(QFrame::NoFrame);
            d->setWidget(scroll);
        }
        addDockWidget(area, d);
        return d;
    };
    m_properties = new PropertiesPanel(*m_document, this);
    m_properties->setMode(m_planView->mode());
    connect(m_planView, &PlanView::modeChanged, m_properties, &PropertiesPanel::setMode);
    QDockWidget* properties =
        dock(tr("Properties"), QStringLiteral("propertiesDock"), m_properties, Qt::RightDockWidgetArea);
    QDockWidget* history = m_undoDock = dock(tr("Undo History"), QStringLiteral("undoDock"),
                                new UndoHistoryPanel(*m_document, this), Qt::RightDockWidgetArea);
    QDockWidget* profile = dock(tr("Avatar Profile"), QStringLiteral("profileDock"),
                                new AvatarProfilePanel(*m_document, this), Qt::RightDockWidgetArea);
    tabifyDockWidget(history, profile);
    history->raise();
    QMenu* docks = m_viewMenu->addMenu(tr("&Panels"));
    for (QDockWidget* d : {properties, history, profile})
        docks->addAction(d->toggleViewAction());
}

void MainWindow::createStatusBar()
{
    // Fixed minimum widths stop the labels from jittering as the numbers change length.
    m_positionLabel->setMinimumWidth(160);
    m_gridLabel->setMinimumWidth(90);
    m_modeLabel->setMinimumWidth(120);
    m_zoomLabel->setMinimumWidth(100);
    statusBar()->addPermanentWidget(m_positionLabel);
    statusBar()->addPermanentWidget(m_gridLabel);
    statusBar()->addPermanentWidget(m_modeLabel);
    statusBar()->addPermanentWidget(m_zoomLabel);
    connect(m_planView, &PlanView::cursorMoved, this, &MainWindow::showCursorPosition);
    connect(m_planView, &PlanView::cursorLeft, m_positionLabel, &QLabel::clear);
    connect(m_planView, &PlanView::viewChanged, this, &MainWindow::showZoom);
    connect(m_planView, &PlanView::modeChanged, this, &MainWindow::showMode);
    showZoom();
    showMode();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_planView->setGridSize(settings.value(QStringLiteral("view/gridSize"), 32).toDouble());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("view/gridSize"), m_planView->gridSize());
    event->accept();
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::question(
        this, tr("Unsaved Changes"), tr("The map has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newMap()
{
    if (maybeSave())
        m_document->newMap();
}

bool MainWindow::openFile(const QString& path, const std::optional<QString>& mapName)
{
    if (!maybeSave())
        return false;
    std::optional<QString> name = mapName;
    if (!name) {
        const MapChoice choice = askForWadMap(this, path);
        if (choice.cancelled)
            return false;
        name = choice.mapName;
    }
    const Status status = loadFile(path, name);
    if (!status) {
        // The core's message is already one sentence naming the file and the problem.
        QMessageBox::warning(this, tr("Cannot Open Map"),
                             QString::fromLocal8Bit(status.error().message));
        return false;
    }
    return true;
}

Status MainWindow::loadFile(const QString& path, const std::optional<QString>& mapName)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QElapsedTimer timer;
    timer.start();
    const Status status = m_document->open(path, mapName);
    const qint64 elapsed = timer.elapsed();
    QApplication::restoreOverrideCursor();
    if (!status)
        return status;

    m_lastFolder = QFileInfo(path).absolutePath();
    Settings::addRecentFile(QFileInfo(path).absoluteFilePath());
    updateRecentMenu();
    const Map& map = m_document->map();
    statusBar()->showMessage(tr("Opened %1 in %2 ms: walls %3, sectors %4, things %5.")
                                 .arg(QFileInfo(path).fileName())
                                 .arg(elapsed)
                                 .arg(map.walls.size())
                                 .arg(map.sectors.size())
                                 .arg(map.things.size()),
                             10000);
    m_planView->setFocus();
    return status;
}

Status MainWindow::saveTo(const QString& path)
{
    const Status status = m_document->save(path);
    if (status)
        saved(path);
    return status;
}

Status MainWindow::saveWadTo(const QString& path, const QString& mapName)
{
    const Status status = m_document->saveWad(path, mapName);
    if (status)
        saved(path);
    return status;
}

void MainWindow::saved(const QString& path)
{
    Settings::addRecentFile(QFileInfo(path).absoluteFilePath());
    updateRecentMenu();
    m_recovery->autosave();
    statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 5000);
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    const Status status = m_document->fileIsWad()
                              ? saveWadTo(m_document->filePath(), m_document->mapName())
                              : saveTo(m_document->filePath());
    if (!status)
        QMessageBox::warning(this, tr("Cannot Save Map"),
                             QString::fromStdString(status.error().message));
    return status.ok();
}

bool MainWindow::saveAs()
{
    // A map that came from a WAD goes back to one by default.
    const bool fromWad = m_document->fileIsWad() || !m_document->importedFrom().isEmpty();
    const QString wadFilter = tr("Doom WAD files (*.wad)");
    const QString swmapFilter = tr("Stepwise maps (*.swmap)");
    QString suggested = m_document->filePath();
    if (suggested.isEmpty()) {
        const QString name = m_document->mapName().isEmpty() ? tr("untitled") : m_document->mapName();
        suggested = QDir(m_lastFolder).filePath(
            name + (fromWad ? QStringLiteral(".wad") : QStringLiteral(".swmap")));
    }
    QString filter = fromWad ? wadFilter : swmapFilter;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Map As"), suggested,
        fromWad ? wadFilter + QStringLiteral(";;") + swmapFilter
                : swmapFilter + QStringLiteral(";;") + wadFilter,
        &filter);
    if (path.isEmpty())
        return false;
    // The name's extension decides; a name without one takes the chosen filter's.
    const bool wad = path.endsWith(QStringLiteral(".wad"), Qt::CaseInsensitive) ||
                     (!path.endsWith(QStringLiteral(".swmap"), Qt::CaseInsensitive) &&
                      filter == wadFilter);
    if (wad && !path.endsWith(QStringLiteral(".wad"), Qt::CaseInsensitive))
        path += QStringLiteral(".wad");
    if (!wad && !path.endsWith(QStringLiteral(".swmap"), Qt::CaseInsensitive))
        path += QStringLiteral(".swmap");
    m_lastFolder = QFileInfo(path).absolutePath();
    Status status = Ok{};
    if (wad) {
        const QString current = m_document->mapName();
        const QRegularExpression lumpName(QStringLiteral("^[A-Za-z0-9_\\[\\]-]{1,8}$"));
        bool ok = false;
        const QString mapName =
            QInputDialog::getText(this, tr("Save Map As"),
                                  tr("Map name in the WAD (e.g. MAP01 or E1M1):"),
                                  QLineEdit::Normal,
                                  lumpName.match(current).hasMatch() ? current.toUpper()
                                                                     : QStringLiteral("MAP01"),
                                  &ok)
                .trimmed();
        if (!ok || mapName.isEmpty())
            return false;
        if (!lumpName.match(mapName).hasMatch()) {
            QMessageBox::warning(this, tr("Cannot Save Map"),
                                 tr("\"%1\" is not a map name a WAD can hold: use up to 8 "
                                    "letters, digits or _ (e.g. MAP01).")
                                     .arg(mapName));
            return false;
        }
        status = saveWadTo(path, mapName);
    } else {
        status = saveTo(path);
    }
    if (!status)
        QMessageBox::warning(this, tr("Cannot Save Map"),
                             QString::fromStdString(status.error().message));
    return status.ok();
}

bool MainWindow::testMap(bool fromAvatar)
{
    EngineSettings engine{Settings::engine(), Settings::iwad(), Settings::engineArguments()};
    Map map = m_document->map();
    if (fromAvatar && m_preview) {
        // The player starts where the preview's avatar stands, facing where the walk looks (or
        // the way the player start faces).
        double angle = map.playerStart ? map.playerStart->angle : 0.0;
        Vec2 at = m_preview->position();
        if (m_view3D && m_view3D->walking()) {
            at = m_view3D->walkState().pos;
            angle = m_view3D->walkYaw();
        }
        map = withPlayerStartAt(std::move(map), at, angle);
    }
    const QString name = m_document->mapName().isEmpty() ? QStringLiteral("MAP01")
                                                          : m_document->mapName();
    const Status started = m_engineTest->start(map, name, engine);
    if (!started) {
        QMessageBox::warning(this, tr("Cannot Test Map"),
                             QString::fromStdString(started.error().message));
        return false;
    }
    statusBar()->showMessage(tr("Testing in %1: %2")
                                 .arg(QFileInfo(engine.executable).fileName(),
                                      m_engineTest->lastArguments().join(QLatin1Char(' '))),
                             8000);
    return true;
}

void MainWindow::showEngineLog()
{
    if (m_engineTest->logPath().isEmpty() || !QFileInfo::exists(m_engineTest->logPath())) {
        QMessageBox::information(this, tr("Engine Log"), tr("No engine has run yet."));
        return;
    }
    QFile log(m_engineTest->logPath());
    const QString text =
        log.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(log.readAll()) : QString();
    QMessageBox box(QMessageBox::Information, tr("Engine Log"),
                    tr("The last test's command line and output (%1).")
                        .arg(m_engineTest->logPath()),
                    QMessageBox::Close, this);
    box.setDetailedText(text);
    box.exec();
}

void MainWindow::openFromDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Map"), m_lastFolder,
        tr("Maps (*.swmap *.wad *.WAD);;Stepwise maps (*.swmap);;Doom WADs (*.wad *.WAD);;"
           "All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::importFromDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Doom Map"), m_lastFolder,
                                                      tr("Doom WADs (*.wad *.WAD);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::exportBsp()
{
    if (m_document->map().walls.empty()) {
        QMessageBox::information(this, tr("Export Compiled BSP"), tr("The map has no walls yet."));
        return;
    }
    QString suggested = m_document->filePath();
    if (suggested.isEmpty())
        suggested = QDir(m_lastFolder).filePath(m_document->mapName().isEmpty()
                                                    ? tr("untitled")
                                                    : m_document->mapName());
    suggested = QFileInfo(suggested).path() + QLatin1Char('/') +
                QFileInfo(suggested).completeBaseName() + QStringLiteral(".swbsp");
    QString path = QFileDialog::getSaveFileName(this, tr("Export Compiled BSP"), suggested,
                                                tr("Compiled BSP (*.swbsp)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".swbsp"), Qt::CaseInsensitive))
        path += QStringLiteral(".swbsp");
    BspExport::run(this, m_document->map(), path, true);
}

QString MainWindow::aboutText() const
{
    return tr("Stepwise %1 (revision %2)\n\nA level editor for 2.5D sector maps that tests them "
              "with a real collision core.")
        .arg(QString::fromLatin1(sw::kVersion), QString::fromLatin1(sw::kGitRevision));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Stepwise"), aboutText());
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog({Settings::language(), Settings::autosaveSeconds(),
                              Settings::recentFilesCount(), Settings::engine(), Settings::iwad(),
                              Settings::engineArguments()},
                             availableLanguages(), detectEngines(), detectIwads(), this);
    ShortcutsEditor* shortcuts = help::addShortcutsPage(*this, dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    help::applyShortcuts(*this, shortcuts->entries());
    const Preferences chosen = dialog.chosen();
    Settings::setLanguage(chosen.language);
    Settings::setAutosaveSeconds(chosen.autosaveSeconds);
    Settings::setRecentFilesCount(chosen.recentFilesCount);
    Settings::setEngine(chosen.engine);
    Settings::setIwad(chosen.iwad);
    Settings::setEngineArguments(chosen.engineArguments);
    m_recovery->setInterval(Settings::autosaveSeconds() * 1000);
    updateRecentMenu();
}

bool MainWindow::offerRecovery()
{
    const std::vector<RecoverableSession> sessions = Recovery::orphans();
    if (sessions.empty())
        return false;
    const RecoverableSession& s = sessions.front();
    const QString what = s.originalFile.isEmpty()
                             ? tr("a new map")
                             : (s.mapName.isEmpty() ? QFileInfo(s.originalFile).fileName()
                                                    : tr("%1 of %2").arg(s.mapName,
                                                                         QFileInfo(s.originalFile).fileName()));
    QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Work"),
                    tr("Stepwise did not shut down properly. Unsaved changes to %1 were kept "
                       "(autosaved %2). Recover them?")
                        .arg(what, QLocale().toString(s.savedAt, QLocale::ShortFormat)),
                    QMessageBox::NoButton, this);
    QPushButton* recover = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
    box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(recover);
    box.exec();
    bool recovered = false;
    if (box.clickedButton() == recover) {
        // The map comes back under its own name (its file, or WAD and map), marked modified.
        QString error;
        recovered = Recovery::restore(*m_document, s, &error);
        if (!recovered)
            QMessageBox::warning(this, tr("Recover Unsaved Work"), error);
    }
    for (const RecoverableSession& each : sessions)
        Recovery::discard(each);
    if (recovered)
        m_recovery->autosave();
    return recovered;
}

void MainWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = Settings::recentFiles();
    for (const QString& path : files)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openFile(path); })
            ->setToolTip(path);
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::updateTitle()
{
    // An imported map names the WAD it came from until it is saved as .swmap.
    const QString source = !m_document->filePath().isEmpty() ? m_document->filePath()
                                                             : m_document->importedFrom();
    const QString file = source.isEmpty() ? tr("Untitled") : QFileInfo(source).fileName();
    const QString name = m_document->mapName();
    // [*] shows the modified mark where the platform puts it.
    setWindowTitle(name.isEmpty() ? tr("%1[*] - Stepwise").arg(file)
                                  : tr("%1 - %2[*] - Stepwise").arg(name, file));
    setWindowModified(m_document->isModified());
}

void MainWindow::showCursorPosition(QPointF p)
{
    // Whole units are what Doom maps use; fractions only mean something when zoomed far in.
    const int decimals = m_planView->view().scale() >= 8 ? 1 : 0;
    m_positionLabel->setText(
        tr("x %1, y %2").arg(p.x(), 0, 'f', decimals).arg(p.y(), 0, 'f', decimals));
}

void MainWindow::showZoom()
{
    const double percent = m_planView->view().scale() * 100;
    m_zoomLabel->setText(tr("Zoom %1%").arg(percent, 0, 'f', percent < 10 ? 1 : 0));
    m_gridLabel->setText(tr("Grid %1").arg(m_planView->gridSize()));
}

void MainWindow::showMode()
{
    QString mode;
    switch (m_planView->mode()) {
    case EditMode::Vertices:
        mode = tr("Vertices");
        break;
    case EditMode::Walls:
        mode = tr("Walls");
        break;
    case EditMode::Sectors:
        mode = tr("Sectors");
        break;
    case EditMode::Things:
        mode = tr("Things");
        break;
    case EditMode::DrawSector:
        mode = tr("Draw Sector");
        break;
    case EditMode::DrawRectangle:
        mode = tr("Draw Rectangle");
        break;
    }
    m_modeLabel->setText(tr("Mode: %1").arg(mode));
}

} // namespace sw::editor
