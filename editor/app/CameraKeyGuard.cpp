#include "app/CameraKeyGuard.h"

#include "views/View3D.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QWindow>

namespace sw::editor {

namespace {

// The frame's width in pixels and colour: the selection blue of most desktop themes.
constexpr int kFrameWidth = 3;
const QColor kFrameColour(61, 174, 233);

bool cameraKey(int key, bool walking)
{
    switch (key) {
    case Qt::Key_W:
    case Qt::Key_A:
    case Qt::Key_S:
    case Qt::Key_D:
    case Qt::Key_Q:
    case Qt::Key_E:
    case Qt::Key_Space:
    case Qt::Key_Shift:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right:
        return true;
    case Qt::Key_Escape:
        return walking;
    default:
        return false;
    }
}

// A field the user types into: its letters are text, not camera keys.
bool typesText(const QObject* object)
{
    if (qobject_cast<const QLineEdit*>(object) || qobject_cast<const QAbstractSpinBox*>(object) ||
        qobject_cast<const QTextEdit*>(object) || qobject_cast<const QPlainTextEdit*>(object))
        return true;
    const auto* combo = qobject_cast<const QComboBox*>(object);
    return combo && combo->isEditable();
}

} // namespace

CameraKeyGuard::CameraKeyGuard(View3D& view, QDockWidget* dock)
    : QObject(&view), m_view(view), m_dock(dock), m_dockTitle(dock ? dock->windowTitle() : QString())
{
    qApp->installEventFilter(this);
    connect(&view, &View3D::walkStarted, this, &CameraKeyGuard::takeFocus);
    connect(&view, &View3D::walkStopped, this, &CameraKeyGuard::refresh);
    // A new map's first scene puts the camera back to orbiting.
    connect(&view, &View3D::sceneRebuilt, this, &CameraKeyGuard::refresh);
}

CameraKeyGuard::~CameraKeyGuard()
{
    qApp->removeEventFilter(this);
}

bool CameraKeyGuard::engaged() const
{
    return m_view.walking() || m_view.cameraMode() == View3D::CameraMode::Fly;
}

void CameraKeyGuard::takeFocus()
{
    if (m_dock && !m_dock->isVisible())
        m_dock->show();
    m_view.setFocus(Qt::OtherFocusReason);
    // The focus goes on into the window Qt3D renders into, which gets the keys.
    for (QWidget* child : m_view.findChildren<QWidget*>())
        if (child->focusPolicy() == Qt::StrongFocus) {
            child->setFocus(Qt::OtherFocusReason);
            break;
        }
    if (QWindow* render = m_view.renderWindow())
        render->requestActivate();
    refresh();
}

void CameraKeyGuard::refresh()
{
    // The camera keys go to the 3D view wherever the focus is (text fields aside), so the frame
    // shows while walking or flying; the view holds the focus itself from the start.
    const bool show = engaged();
    if (show == m_shown)
        return;
    m_shown = show;
    // The layout leaves a margin round the render window; the background shows in it.
    m_view.setContentsMargins(show ? QMargins(kFrameWidth, kFrameWidth, kFrameWidth, kFrameWidth)
                                   : QMargins());
    QPalette palette = m_view.palette();
    palette.setColor(QPalette::Window, show ? kFrameColour : QApplication::palette().color(QPalette::Window));
    m_view.setPalette(palette);
    m_view.setAutoFillBackground(show);
    if (m_dock)
        m_dock->setWindowTitle(show ? tr("%1 - keys steer the camera here").arg(m_dockTitle)
                                    : m_dockTitle);
}

bool CameraKeyGuard::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::ShortcutOverride && type != QEvent::KeyPress && type != QEvent::KeyRelease)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (!engaged())
        return false;
    const Qt::KeyboardModifiers chords = Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier;
    if ((key->modifiers() & chords) || !cameraKey(key->key(), m_view.walking()))
        return false;
    QWindow* render = m_view.renderWindow();
    if (!render)
        return false;
    if (watched == render) {
        // The 3D view has the keys: no window shortcut may take them first.
        if (type == QEvent::ShortcutOverride) {
            event->accept();
            return true;
        }
        return false;
    }
    // Elsewhere in the editor's main window (not a dialog, not a text field): to the 3D view.
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || typesText(widget) || QApplication::activeModalWidget() ||
        widget->window() != m_view.window())
        return false;
    if (type == QEvent::ShortcutOverride) {
        event->accept();
        return true;
    }
    QKeyEvent copy(type, key->key(), key->modifiers(), key->text(), key->isAutoRepeat(),
                   static_cast<quint16>(key->count()));
    QCoreApplication::sendEvent(render, &copy);
    return true;
}

} // namespace sw::editor
