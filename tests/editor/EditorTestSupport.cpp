#include "EditorTestSupport.h"

#include "core/support/Freedoom.h"
#include "document/DerivedData.h"
#include "tools/AvatarPreview.h"
#include "scene/SceneBuffers.h"
#include "views/PlanView.h"
#include "views/View3D.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QPainter>
#include <QTest>
#include <QVector3D>
#include <QWindow>

#include <cmath>
#include <cstdlib>

namespace swtest {

QString sampleMapPath()
{
    const QString path = QStringLiteral(STEPWISE_SOURCE_DIR "/resources/maps/sample.swmap");
    return QFileInfo::exists(path) ? path : QString();
}

QString whyNo3D()
{
    if (qEnvironmentVariableIsEmpty("DISPLAY"))
        return QStringLiteral("The 3D view needs an X server: run under xvfb-run");
    QOffscreenSurface surface;
    surface.create();
    QOpenGLContext context;
    if (!context.create() || !context.makeCurrent(&surface))
        return QStringLiteral("No OpenGL context can be created here, so Qt3D cannot render");
    context.doneCurrent();
    return {};
}

bool underCi()
{
    return !qEnvironmentVariableIsEmpty("CI");
}

QString freedoom2Path()
{
    return QString::fromStdString(freedoomWad("freedoom2.wad"));
}

void addLoop(sw::Map& map, const std::vector<sw::Vec2>& points, sw::Index front, sw::Index back,
             std::uint32_t flags)
{
    const auto first = static_cast<sw::Index>(map.vertices.size());
    const auto n = static_cast<sw::Index>(points.size());
    for (const sw::Vec2& p : points)
        map.vertices.push_back({p});
    for (sw::Index i = 0; i < n; ++i) {
        sw::Wall w;
        w.v1 = first + i;
        w.v2 = first + (i + 1) % n;
        w.frontSector = front;
        w.backSector = back;
        w.flags = flags;
        map.walls.push_back(w);
    }
}

sw::Map makeRoomWithHoles()
{
    sw::Map map;
    map.name = "HOLES";
    map.sectors.resize(2);
    map.sectors[0].floorHeight = 0;
    map.sectors[1].floorHeight = 64;
    // Room: clockwise, so the room lies to the right of every wall.
    addLoop(map, {{0, 0}, {0, 256}, {512, 256}, {512, 0}}, 0);
    // Platform: clockwise with the platform in front and the room behind. Its right wall
    // (from (160, 96) to (160, 32)) is the third of the loop and gets the blocking flag below.
    const auto platformFirstWall = map.walls.size();
    addLoop(map, {{64, 32}, {64, 96}, {160, 96}, {160, 32}}, 1, 0);
    map.walls[platformFirstWall + 2].flags |= sw::kWallBlocking;
    // Pillar: counter-clockwise, so the room (outside the pillar) is to the right.
    addLoop(map, {{352, 32}, {448, 32}, {448, 96}, {352, 96}}, 0);
    map.things.push_back({.type = 3004, .pos = {256, 192}, .angle = 90, .flags = 0, .shape = {}});
    map.playerStart = sw::PlayerStart{{32, 224}, 0};
    return map;
}

QImage renderPlan(const sw::editor::PlanView& view)
{
    QImage image(view.size(), QImage::Format_RGB32);
    QPainter painter(&image);
    view.paintPlan(painter);
    return image;
}

void activate(QWindow* window)
{
    window->requestActivate();
    QTRY_COMPARE(QGuiApplication::focusWindow(), window);
    QTest::qWait(150);
    window->requestActivate();
    QTRY_COMPARE(QGuiApplication::focusWindow(), window);
}

std::shared_ptr<const sw::CollisionWorld> collisionWorld(const sw::editor::AvatarPreview& preview)
{
    const auto world = preview.world();
    return std::shared_ptr<const sw::CollisionWorld>(world, world->world.get());
}

int colourDistance(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
           std::abs(qBlue(a) - qBlue(b));
}

ModalResponder::ModalResponder() : m_timer(std::make_unique<QTimer>()) {}

void ModalResponder::start(std::function<bool(QWidget*)> tryRespond)
{
    m_timer->setInterval(10);
    QObject::connect(m_timer.get(), &QTimer::timeout, [this, tryRespond] {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal && !m_responded && tryRespond(modal)) {
            m_responded = true;
            m_timer->stop();
        }
    });
    m_timer->start();
}

double projectedArea(const sw::editor::View3D& view, const sw::TriangleBuffer& b, std::size_t t)
{
    QPointF c[3];
    for (std::size_t k = 0; k < 3; ++k) {
        const sw::Vec3f& p = b.positions[3 * t + k];
        c[k] = view.project(QVector3D(p.x, p.y, p.z));
    }
    return std::abs((c[1].x() - c[0].x()) * (c[2].y() - c[0].y()) -
                    (c[2].x() - c[0].x()) * (c[1].y() - c[0].y())) /
           2;
}

} // namespace swtest
