#include "app/PreviewSetup.h"

#include "document/Document.h"
#include "app/EditActions.h"
#include "app/MainWindow.h"
#include "commands/SetProbes.h"
#include "panels/ProblemsPanel.h"
#include "tools/AvatarPlanLayer.h"
#include "tools/AvatarPreview.h"
#include "views/PlanView.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>

#include <algorithm>

namespace sw::editor {

namespace {

void saveDragAsProbe(MainWindow& window, Document& document, const AvatarPreview& preview)
{
    const QString title = MainWindow::tr("Save Drag as Probe");
    if (!preview.dragAsProbe("probe")) {
        QMessageBox::information(&window, title,
                                 MainWindow::tr("Drag the avatar first; the last drag is saved."));
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getText(
        &window, title, MainWindow::tr("Name:"), QLineEdit::Normal,
        MainWindow::tr("probe %1").arg(document.map().probes.size() + 1), &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    std::vector<ProbeRecord> probes = document.map().probes;
    probes.push_back(*preview.dragAsProbe(name.trimmed().toStdString()));
    document.push(new SetProbes(document, std::move(probes), MainWindow::tr("Save Probe")));
}

} // namespace

PreviewParts installPreview(MainWindow& window, Document& document)
{
    PreviewParts parts;
    PlanView& plan = window.planView();
    parts.preview = new AvatarPreview(&document, &window);
    parts.planLayer = new AvatarPlanLayer(plan, *parts.preview);
    AvatarPreview* preview = parts.preview;
    AvatarPlanLayer* layer = parts.planLayer;

    // The avatar tool is one more mode: choosing it leaves the others, and they leave it.
    QAction* avatar = new QAction(MainWindow::tr("&Avatar"), &window);
    avatar->setObjectName(QStringLiteral("avatarTool"));
    avatar->setShortcut(QKeySequence(Qt::Key_A));
    avatar->setCheckable(true);
    avatar->setToolTip(MainWindow::tr("Drag the test avatar and see where and why it stops (A)"));
    // Never equal to an EditMode, so a mode change unchecks it.
    avatar->setData(-1);
    // The avatar joins the edit modes' group: exclusive with the modes, and unchecked when one
    // is chosen.
    window.editActions().modeGroup()->addAction(avatar);
    QObject::connect(&plan, &PlanView::modeChanged, avatar, [avatar] { avatar->setChecked(false); });
    QObject::connect(avatar, &QAction::toggled, layer, &AvatarPlanLayer::setActive);

    QAction* compare = new QAction(MainWindow::tr("&Compare Algorithms"), &window);
    compare->setToolTip(MainWindow::tr("Drag with exact, classic and planes side by side, each "
                                       "in its colour (Shift+A)"));
    compare->setObjectName(QStringLiteral("compareAlgorithms"));
    compare->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_A));
    compare->setCheckable(true);
    QObject::connect(compare, &QAction::toggled, preview, &AvatarPreview::setCompareAlgorithms);

    QAction* saveProbe = new QAction(MainWindow::tr("&Save Drag as Probe..."), &window);
    saveProbe->setObjectName(QStringLiteral("saveDragAsProbe"));
    QObject::connect(saveProbe, &QAction::triggered, &window,
                     [&window, &document, preview] { saveDragAsProbe(window, document, *preview); });

    auto* problems = new ProblemsPanel(document, &window);
    parts.problems = problems;
    auto* dock = new QDockWidget(MainWindow::tr("Problems"), &window);
    dock->setObjectName(QStringLiteral("problemsDock"));
    dock->setWidget(problems);
    // Beside the undo history on the right when there is one: a dock below the plan would take
    // height the plan needs more.
    if (QDockWidget* history = window.undoDock()) {
        window.addDockWidget(window.dockWidgetArea(history), dock);
        window.tabifyDockWidget(history, dock);
    } else {
        window.addDockWidget(Qt::BottomDockWidgetArea, dock);
    }

    QAction* runProbes = new QAction(MainWindow::tr("&Run Probes"), &window);
    runProbes->setObjectName(QStringLiteral("runProbes"));
    QObject::connect(runProbes, &QAction::triggered, problems, [problems, dock] {
        dock->show();
        dock->raise();
        problems->runProbes();
    });

    QMenu* menu = window.menuBar()->addMenu(MainWindow::tr("&Preview"));
    menu->setObjectName(QStringLiteral("previewMenu"));
    menu->addAction(avatar);
    menu->addAction(compare);
    menu->addSeparator();
    menu->addAction(saveProbe);
    menu->addAction(runProbes);
    menu->addSeparator();
    menu->addAction(dock->toggleViewAction());
    if (QToolBar* toolBar = window.mainToolBar()) {
        toolBar->addSeparator();
        toolBar->addAction(avatar);
        toolBar->addAction(compare);
    }

    // A finding or a probe is shown by selecting what it involves; the views follow the
    // selection.
    QObject::connect(problems, &ProblemsPanel::showRequested, &window,
                     [&document, &plan](Vec2 where, const Selection& selection, Box2 bounds) {
                         document.setSelection(selection);
                         // A finding's own place (its walls and things), never a whole sector.
                         if (!bounds.empty())
                             plan.frame(QRectF(QPointF(bounds.min.x, bounds.min.y),
                                               QPointF(bounds.max.x, bounds.max.y)));
                         else
                             plan.frame(QRectF(QPointF(where.x, where.y), QSizeF(0, 0)));
                     });
    parts.previewMenu = menu;
    connectPreviewTo3D(window, parts, avatar);
    return parts;
}

} // namespace sw::editor
