#pragma once

#include "geom/Vec2.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace sw::editor {

class AvatarPlanOverlay;
class AvatarPreview;
class AvatarTool;
class PlanView;

// Puts the avatar tool on a plan view without the view knowing about it: a transparent child
// covering the view paints the preview over the plan, and while the tool is active an event
// filter hands the left button, pointer moves and Escape to the tool. Zooming and panning with
// the wheel, the middle or right button stay with the view.
class AvatarPlanLayer : public QWidget {
    Q_OBJECT

public:
    AvatarPlanLayer(PlanView& plan, AvatarPreview& preview);
    ~AvatarPlanLayer() override;

    bool isActive() const { return m_active; }
    AvatarTool& tool() const { return *m_tool; }
    AvatarPlanOverlay& overlay() const { return *m_overlay; }

    // The avatar walking in the 3D view, drawn live over the plan: its footprint where it
    // stands, the trail of its feet, and why it is held, when something holds it.
    struct Walker {
        Vec2 pos{0, 0};
        double radius = 16;
        bool box = true;
        std::vector<Vec2> trail;
        QString reason; // empty while it walks freely
    };
    void setWalker(std::optional<Walker> walker);
    const std::optional<Walker>& walker() const { return m_walker; }

public slots:
    // While active the left button drags the avatar and the preview is drawn.
    void setActive(bool active);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    PlanView& m_plan;
    AvatarPreview& m_preview;
    AvatarPlanOverlay* m_overlay;
    std::unique_ptr<AvatarTool> m_tool;
    bool m_active = false;
    bool m_spaceHeld = false; // Space + left button pans the view, as in every mode
    std::optional<Walker> m_walker;

    void paintWalker(QPainter& painter) const;
};

} // namespace sw::editor
