#pragma once

#include <QObject>
#include <QPointer>

class QDockWidget;

namespace sw::editor {

class View3D;

// Keeps the keys of the 3D view's walk and fly cameras away from the plan: while the avatar
// walks or the fly camera is on, W A S D, Q E, Space, the arrows (and Escape while walking)
// never trigger a window shortcut (S would pick Sectors mode, D Draw Sector), and typed while
// another part of the window has focus (not a text field) they go to the 3D view. When walk or
// fly starts the 3D view takes focus; its frame lights up while the camera keys are its, and the
// dock title says so.
class CameraKeyGuard : public QObject {
    Q_OBJECT

public:
    CameraKeyGuard(View3D& view, QDockWidget* dock);
    ~CameraKeyGuard() override;

    // True while walking or flying.
    bool engaged() const;
    // True while the frame shows that the 3D view holds the keys.
    bool indicatorShown() const { return m_shown; }

public slots:
    // Gives the 3D view the keyboard (walk or fly just started).
    void takeFocus();
    // Shows or hides the frame after the camera or the walk changed.
    void refresh();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    View3D& m_view;
    QPointer<QDockWidget> m_dock;
    QString m_dockTitle;
    bool m_shown = false;
};

} // namespace sw::editor
