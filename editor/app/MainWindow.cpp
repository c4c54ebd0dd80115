#include "app/MainWindow.h"

#include "app/Document.h"
#include "dialogs/ChooseMapDialog.h"
#include "views/PlanView.h"

#include "io/MapSource.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
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
      m_planView(new PlanView(m_document, this)), m_positionLabel(new QLabel(this)),
      m_zoomLabel(new QLabel(this))
{
    setCentralWidget(m_planView);
    createMenus();
    createStatusBar();
    connect(m_document, &Document::fileChanged, this, &MainWindow::updateTitle);
    updateTitle();
    resize(1200, 800);
    m_planView->setFocus();
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open..."), this, &MainWindow::openFromDialog);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* zoomIn = view->addAction(tr("Zoom &In"), m_planView, &PlanView::zoomIn);
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction* zoomOut = view->addAction(tr("Zoom &Out"), m_planView, &PlanView::zoomOut);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction* fit = view->addAction(tr("Zoom to &Fit"), m_planView, &PlanView::zoomToFit);
    fit->setShortcut(Qt::Key_Home);
}

void MainWindow::createStatusBar()
{
    // Fixed minimum widths stop the labels from jittering as the numbers change length.
    m_positionLabel->setMinimumWidth(180);
    m_zoomLabel->setMinimumWidth(180);
    statusBar()->addPermanentWidget(m_positionLabel);
    statusBar()->addPermanentWidget(m_zoomLabel);
    connect(m_planView, &PlanView::cursorMoved, this, &MainWindow::showCursorPosition);
    connect(m_planView, &PlanView::cursorLeft, m_positionLabel, &QLabel::clear);
    connect(m_planView, &PlanView::viewChanged, this, &MainWindow::showZoom);
    showZoom();
}

bool MainWindow::openFile(const QString& path, const std::optional<QString>& mapName)
{
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

void MainWindow::openFromDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Map"), m_lastFolder,
        tr("Maps (*.swmap *.wad *.WAD);;Stepwise maps (*.swmap);;Doom WADs (*.wad *.WAD);;"
           "All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::updateTitle()
{
    if (!m_document->hasMap()) {
        setWindowTitle(tr("Stepwise"));
        return;
    }
    // An imported map names the WAD it came from until it is saved as .swmap.
    const QString source = !m_document->filePath().isEmpty() ? m_document->filePath()
                                                             : m_document->importedFrom();
    const QString file =
        source.isEmpty() ? tr("Untitled") : QFileInfo(source).fileName();
    const QString name = m_document->mapName();
    setWindowTitle(name.isEmpty() ? tr("%1 - Stepwise").arg(file)
                                  : tr("%1 - %2 - Stepwise").arg(name, file));
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
    m_zoomLabel->setText(tr("Zoom %1%, grid %2")
                             .arg(percent, 0, 'f', percent < 10 ? 1 : 0)
                             .arg(m_planView->gridStep()));
}

} // namespace sw::editor
