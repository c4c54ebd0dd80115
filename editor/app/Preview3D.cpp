#include "app/Document.h"
#include "app/MainWindow.h"
#include "app/PreviewSetup.h"
#include "panels/ProblemsPanel.h"
#include "tools/AvatarPreview.h"
#include "views/AvatarPlanLayer.h"
#include "views/View3D.h"

#include <QAction>
#include <QTimer>

namespace sw::editor {

namespace {

// Milliseconds between avatar updates sent to the 3D view during a drag: it redraws far slower
// than the plan on a software renderer, and the plan is where the drag is watched.
constexpr int k3DUpdateMs = 50;

} // namespace

void connectPreviewTo3D(MainWindow& window, const PreviewParts& parts, QAction* avatarTool)
{
    View3D* view3d = window.findChild<View3D*>();
    if (!view3d)
        return;
    AvatarPreview* preview = parts.preview;
    AvatarPlanLayer* layer = parts.planLayer;
    QObject::connect(parts.problems, &ProblemsPanel::showRequested, view3d,
                     [view3d](Vec2, const Selection& selection) {
                         if (!selection.empty())
                             view3d->frameSelection();
                     });
    auto* throttle = new QTimer(view3d);
    throttle->setSingleShot(true);
    throttle->setInterval(k3DUpdateMs);
    QObject::connect(throttle, &QTimer::timeout, view3d, [view3d, preview, layer] {
        if (!layer->isActive() || !preview->ready() || preview->runs().empty() ||
            !preview->runs().front().valid) {
            view3d->setAvatarFeet(std::nullopt);
            return;
        }
        // At the height it is drawn at: it rises smoothly after a step up.
        const AvatarState& s = preview->runs().front().state;
        view3d->setAvatarFeet(QVector3D(static_cast<float>(s.pos.x), static_cast<float>(s.pos.y),
                                        static_cast<float>(s.viewZ)));
    });
    const auto schedule = [throttle] {
        if (!throttle->isActive())
            throttle->start();
    };
    QObject::connect(preview, &AvatarPreview::changed, throttle, schedule);
    QObject::connect(avatarTool, &QAction::toggled, throttle, schedule);
}

} // namespace sw::editor
