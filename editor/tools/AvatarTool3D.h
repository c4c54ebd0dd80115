#pragma once

#include "geom/Vec2.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QTimer>

#include <optional>

namespace sw::editor {

class AvatarPreview;
class View3D;

// The avatar tool in the 3D view, as AvatarTool is in the plan: while active, a left press on
// the avatar (its body, or the floor beside it) starts a drag of the preview, and the pointer
// leads the avatar over the horizontal plane at its feet, through the same AvatarPreview, so the
// plan follows. Release leaves it there; Escape puts it back. Without a drag, hovering a contact
// diamond makes it the preview's hovered contact, which both views highlight.
//
// It watches the view's render window with an event filter that runs before the view's own, and
// takes only what it uses: presses elsewhere, the other buttons, the wheel and the keys still
// move the camera, and walk mode gets everything.
class AvatarTool3D : public QObject {
    Q_OBJECT

public:
    // Milliseconds between updates while the pointer rests during a drag (as the plan's tool).
    static constexpr int kFollowIntervalMs = 16;
    // Pixels around the avatar's drawn volume that still count as pressing on it.
    static constexpr double kGrabPixels = 6;
    // Pixels around a contact diamond within which the pointer hovers it.
    static constexpr double kHoverPixels = 8;

    AvatarTool3D(View3D& view, AvatarPreview& preview, QObject* parent = nullptr);
    ~AvatarTool3D() override;

    bool isActive() const { return m_active; }
    // True while a drag begun in the 3D view goes on.
    bool draggingHere() const { return m_draggingHere; }

    // The avatar's volume on screen, widened by kGrabPixels; empty when it is not in view.
    QRectF grabRect() const;
    // True when a press at pixel would grab the avatar.
    bool grabs(const QPointF& pixel) const;
    // Where the pointer at pixel leads the avatar: the point of the horizontal plane at its
    // feet under the pointer; nullopt when the ray does not meet that plane ahead.
    std::optional<Vec2> groundPoint(const QPointF& pixel) const;
    // The contact marker (AvatarPreview::contactMarkers) within kHoverPixels of pixel, the
    // nearest; -1 for none.
    int markerAt(const QPointF& pixel) const;

public slots:
    // While active, presses on the avatar drag it and contacts can be hovered.
    void setActive(bool active);

signals:
    // A sentence for the status bar.
    void message(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool press(const QPointF& pixel);
    void release(const QPointF& pixel);
    void cancel();
    // Advances the preview to now with the pointer where it was last seen.
    void follow();
    // The feet height of the avatar as it stands now (or at home).
    double feetZ() const;

    View3D& m_view;
    AvatarPreview& m_preview;
    bool m_active = false;
    bool m_draggingHere = false;
    QPointF m_pointer;
    Vec2 m_lastTarget{0, 0};
    QElapsedTimer m_clock;
    QTimer m_timer;
};

} // namespace sw::editor
