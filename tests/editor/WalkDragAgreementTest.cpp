// Walk mode and the avatar drag move the avatar the same way: the same core tick loop
// (TrackFollower), mover, collision world and profile, at the same tick rate and speed. Each
// path is driven both ways, the drag with a pointer held far ahead and the walk with the
// forward key held facing the same way, and both must end at the same place, held by the same
// thing for the same reason. On the sample map (scripts/make-sample-map.py): up the stairs to
// the 28-unit step, into the passage whose ceiling is 48, along a wall into a corner, off the
// landing's ledge to the pillar; on freedoom2 MAP01: into the first door east of the start,
// closed.
#include "EditorTestSupport.h"

#include "document/Document.h"
#include "panels/AvatarProfilePanel.h"
#include "tools/AvatarPlanOverlay.h"
#include "tools/AvatarPreview.h"
#include "views/WalkController.h"

#include "collision/Trace.h"

#include <QCheckBox>
#include <QTest>
#include <QUndoStack>

#include <glm/geometric.hpp>

#include <cmath>
#include <numbers>

using namespace sw;
using namespace sw::editor;

static_assert(AvatarPreview::kTickRate == WalkController::kTickRate,
              "the drag and walk mode step at one rate");
static_assert(AvatarPreview::kRunSpeed == WalkController::kRunSpeed,
              "the drag follows at walk mode's running speed");

namespace {

// Frames of this length drive both, as the editor's timers would.
constexpr double kFrame = 1.0 / 60.0;

struct End {
    AvatarState state;
    std::optional<Contact> contact; // the last thing that stopped it
    std::string reason;             // what the views write there
    QString error;                  // why it could not start, or empty
};

std::shared_ptr<const CollisionWorld> worldOf(const AvatarPreview& preview)
{
    const auto world = preview.world();
    return std::shared_ptr<const CollisionWorld>(world, world->world.get());
}

// Drags the avatar from `start` toward a pointer held far away along `direction`.
End drag(AvatarPreview& preview, const Vec2& start, const Vec2& direction, double seconds)
{
    preview.setHome(start);
    End out;
    if (!preview.beginDrag(start)) {
        out.error = QStringLiteral("cannot drag from (%1, %2)").arg(start.x).arg(start.y);
        return out;
    }
    const Vec2 pointer = start + direction * 4000.0;
    for (double t = 0; t < seconds; t += kFrame)
        preview.dragTo(pointer, kFrame);
    preview.endDrag();
    const AvatarPreview::Run& run = preview.runs().front();
    out.state = run.state;
    out.contact = run.follower->lastContact();
    if (out.contact)
        out.reason = describeContact(*out.contact, preview.profile().stepHeight,
                                     preview.profile().height);
    return out;
}

// Walks from `start` facing along `direction` with the forward key held.
End walk(const AvatarPreview& preview, const Vec2& start, const Vec2& direction, double seconds,
         std::string* held)
{
    WalkController walker;
    End out;
    if (const auto failed = walker.begin(worldOf(preview), preview.profile(), start)) {
        out.error = QString::fromStdString(*failed);
        return out;
    }
    const double yaw = std::atan2(direction.y, direction.x) * 180.0 / std::numbers::pi;
    WalkController::Input input;
    input.forward = 1;
    for (double t = 0; t < seconds; t += kFrame)
        walker.advance(kFrame, input, yaw);
    out.state = walker.state();
    out.contact = walker.lastContact();
    if (out.contact)
        out.reason = describeContact(*out.contact, preview.profile().stepHeight,
                                     preview.profile().height);
    *held = walker.heldReason();
    return out;
}

} // namespace

class WalkDragAgreementTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sampleMapPaths_data();
    void sampleMapPaths();
    void map01ClosedDoor();
    void doorsOpenLetsTheDragThroughUndoably();
    void map01TeleporterMovesTheDragAndTheWalk();

private:
    // Drives both along the path and compares their ends with each other and with
    // `expectedEnd`, and their reasons with `reason` and `label`.
    void agree(AvatarPreview& preview, const Vec2& start, const Vec2& direction, double seconds,
               ContactReason reason, const QString& label, const Vec2& expectedEnd);
};

void WalkDragAgreementTest::initTestCase()
{
    if (swtest::sampleMapPath().isEmpty())
        QFAIL("resources/maps/sample.swmap is missing: it is part of the source tree");
}

void WalkDragAgreementTest::agree(AvatarPreview& preview, const Vec2& start,
                                  const Vec2& direction, double seconds, ContactReason reason,
                                  const QString& label, const Vec2& expectedEnd)
{
    const Vec2 d = glm::normalize(direction);
    const End dragged = drag(preview, start, d, seconds);
    std::string held;
    const End walked = walk(preview, start, d, seconds, &held);
    QVERIFY2(dragged.error.isEmpty(), qPrintable(dragged.error));
    QVERIFY2(walked.error.isEmpty(), qPrintable(walked.error));
    const auto where = [](const End& e) {
        return QStringLiteral("(%1, %2, z %3) %4")
            .arg(e.state.pos.x)
            .arg(e.state.pos.y)
            .arg(e.state.z)
            .arg(QString::fromStdString(e.reason));
    };
    const QString both = QStringLiteral("drag ") + where(dragged) + QStringLiteral(", walk ") +
                         where(walked);
    // The same end, within a hair: the two only differ in how the first ticks pick up speed.
    QVERIFY2(glm::length(dragged.state.pos - walked.state.pos) < 0.5, qPrintable(both));
    QCOMPARE(walked.state.z, dragged.state.z);
    QVERIFY2(glm::length(walked.state.pos - expectedEnd) < 1.0, qPrintable(both));
    // Held by the same wall for the same reason, said the same way.
    QVERIFY2(dragged.contact && walked.contact, qPrintable(both));
    QVERIFY2(walked.contact->reason == reason, qPrintable(both));
    QVERIFY2(dragged.contact->reason == reason, qPrintable(both));
    QCOMPARE(walked.contact->wall, dragged.contact->wall);
    QCOMPARE(QString::fromStdString(walked.reason), label);
    QCOMPARE(QString::fromStdString(dragged.reason), label);
    // The walker, still pushing, says what holds it.
    QCOMPARE(QString::fromStdString(held), label);
}

void WalkDragAgreementTest::sampleMapPaths_data()
{
    QTest::addColumn<double>("startX");
    QTest::addColumn<double>("startY");
    QTest::addColumn<double>("dirX");
    QTest::addColumn<double>("dirY");
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("label");
    QTest::addColumn<double>("endX");
    QTest::addColumn<double>("endY");
    // From the player start east: up 16, 16, 16, then held at the 28-unit rise at x 656.
    QTest::newRow("stairs to the step too high")
        << 96.0 << 192.0 << 1.0 << 0.0 << int(ContactReason::StepTooHigh)
        << QStringLiteral("step 28 > 24") << 640.0 << 192.0;
    // North into the passage whose ceiling is 48: held at its mouth, y 384.
    QTest::newRow("into the low passage")
        << 224.0 << 300.0 << 0.0 << 1.0 << int(ContactReason::LowHeadroom)
        << QStringLiteral("ceiling 48 < 56") << 224.0 << 368.0;
    // South-west: along the west wall into the hall's corner at (0, 0).
    QTest::newRow("along a wall into a corner")
        << 96.0 << 192.0 << -1.0 << -1.3 << int(ContactReason::OneSided)
        << QStringLiteral("solid wall") << 16.0 << 16.0;
    // North from the landing (floor 76): off its ledge at y 384 to the floor 0 below, then
    // against the pillar (800..864 x 480..544).
    QTest::newRow("off the ledge to the pillar")
        << 832.0 << 300.0 << 0.0 << 1.0 << int(ContactReason::OneSided)
        << QStringLiteral("solid wall") << 832.0 << 464.0;
}

void WalkDragAgreementTest::sampleMapPaths()
{
    QFETCH(double, startX);
    QFETCH(double, startY);
    QFETCH(double, dirX);
    QFETCH(double, dirY);
    QFETCH(int, reason);
    QFETCH(QString, label);
    QFETCH(double, endX);
    QFETCH(double, endY);
    Document document;
    const Status opened = document.open(swtest::sampleMapPath());
    QVERIFY2(opened, opened ? "" : opened.error().message.c_str());
    AvatarPreview preview(&document);
    preview.waitForWorld();
    QVERIFY(preview.ready());
    agree(preview, {startX, startY}, {dirX, dirY}, 4.0, static_cast<ContactReason>(reason),
          label, {endX, endY});
}

// MAP01's first door (wall 167, x 704), closed: the drag stops at it with "ceiling 0 < 56",
// and so must the walk.
void WalkDragAgreementTest::map01ClosedDoor()
{
    SWTEST_FREEDOOM2(wad);
    Document document;
    const Status opened = document.open(wad, QStringLiteral("MAP01"));
    QVERIFY2(opened, opened ? "" : opened.error().message.c_str());
    AvatarPreview preview(&document);
    preview.waitForWorld();
    QVERIFY(preview.ready());
    agree(preview, {680, -160}, {1, 0}, 2.0, ContactReason::LowHeadroom,
          QStringLiteral("ceiling 0 < 56"), {704 - 16, -160});
}

// The profile panel's "Doors and lifts open" box: the drag then passes MAP01's first door
// into the room beyond (sector 29, x > 752); undoing it closes the door again.
void WalkDragAgreementTest::doorsOpenLetsTheDragThroughUndoably()
{
    SWTEST_FREEDOOM2(wad);
    Document document;
    const Status opened = document.open(wad, QStringLiteral("MAP01"));
    QVERIFY2(opened, opened ? "" : opened.error().message.c_str());
    AvatarPreview preview(&document);
    preview.waitForWorld();
    AvatarProfilePanel panel(document);
    auto* doorsOpen = panel.findChild<QCheckBox*>(QStringLiteral("doorsOpen"));
    QVERIFY(doorsOpen);
    QVERIFY(!doorsOpen->isChecked());
    QVERIFY(panel.findChild<QCheckBox*>(QStringLiteral("hasAllKeys")));

    doorsOpen->click();
    QVERIFY(document.map().profiles.front().doorsOpen);
    QVERIFY(preview.profile().doorsOpen);
    preview.waitForWorld();
    const End through = drag(preview, {680, -160}, {1, 0}, 2.0);
    QVERIFY2(through.error.isEmpty(), qPrintable(through.error));
    QVERIFY2(through.state.pos.x > 752, qPrintable(QString::number(through.state.pos.x)));

    document.undoStack()->undo();
    QVERIFY(!doorsOpen->isChecked());
    QVERIFY(!preview.profile().doorsOpen);
    preview.waitForWorld();
    const End held = drag(preview, {680, -160}, {1, 0}, 2.0);
    QVERIFY(held.state.pos.x < 704 - 15);
    QCOMPARE(QString::fromStdString(held.reason), QStringLiteral("ceiling 0 < 56"));
}

// MAP01's first repeatable teleport line (special 97; found by scanning the walls, its
// destination by the thing of type 14 in the tagged sector): a drag across its front puts the
// avatar on the destination, the path breaks there and the plan says where it went; the walk,
// through the same follower and world, is taken there too.
void WalkDragAgreementTest::map01TeleporterMovesTheDragAndTheWalk()
{
    SWTEST_FREEDOOM2(wad);
    Document document;
    const Status opened = document.open(wad, QStringLiteral("MAP01"));
    QVERIFY2(opened, opened ? "" : opened.error().message.c_str());
    const Map& map = document.map();
    AvatarPreview preview(&document);
    preview.waitForWorld();
    QVERIFY(preview.ready());
    const Mover mover(preview.collisionWorld(), preview.profile());

    Index wall = kNone;
    Vec2 front, facing, destination;
    for (std::size_t i = 0; i < map.walls.size() && wall == kNone; ++i) {
        const Wall& w = map.walls[i];
        if (w.special != 97 || !w.twoSided())
            continue;
        const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        const Vec2 e = glm::normalize(b - a);
        const Vec2 out{e.y, -e.x};
        if (!mover.standingHeight((a + b) * 0.5 + out * 20.0))
            continue;
        for (const Thing& t : map.things) {
            const Index s = preview.world()->bsp.sectorAt(t.pos);
            if (t.type == 14 && s != kNone && map.sectors[static_cast<std::size_t>(s)].tag == w.tag) {
                wall = static_cast<Index>(i);
                front = (a + b) * 0.5 + out * 20.0;
                facing = -out;
                destination = t.pos;
                break;
            }
        }
    }
    QVERIFY2(wall != kNone, "MAP01 has no teleport line with a destination");

    const End dragged = drag(preview, front, facing, 1.0);
    QVERIFY2(dragged.error.isEmpty(), qPrintable(dragged.error));
    QCOMPARE(dragged.state.pos.x, destination.x);
    QCOMPARE(dragged.state.pos.y, destination.y);
    QCOMPARE(preview.position().x, destination.x);
    const Trace& trace = preview.runs().front().trace;
    QCOMPARE(trace.teleports.size(), std::size_t(1));
    QCOMPARE(trace.teleports.front().wall, wall);
    // Two stretches: up to the line, and from the destination on.
    const auto stretches = pathStretches(trace);
    QCOMPARE(stretches.size(), std::size_t(2));
    const glm::dvec3& landed = trace.path[stretches[1].first];
    QCOMPARE(Vec2(landed.x, landed.y), destination);
    AvatarPlanOverlay overlay(preview, document);
    QCOMPARE(overlay.teleportLabels(),
             QStringList{QStringLiteral("teleport to (%1, %2)")
                             .arg(std::lround(destination.x))
                             .arg(std::lround(destination.y))});

    // The walk with the map (doors, lifts and teleporters working) says it was teleported and
    // goes on from the destination.
    WalkController walker;
    const auto failed =
        walker.begin(worldOf(preview), preview.profile(), front, std::make_shared<Map>(map));
    QVERIFY2(!failed, failed ? failed->c_str() : "");
    WalkController::Input input;
    input.forward = 1;
    const double yaw = std::atan2(facing.y, facing.x) * 180.0 / std::numbers::pi;
    for (double t = 0; t < 0.25; t += kFrame)
        walker.advance(kFrame, input, yaw);
    bool teleported = false;
    for (const MechanismEvent& e : walker.takeEvents())
        teleported = teleported || (e.what == MechanismEvent::What::Teleported && e.wall == wall &&
                                    e.destination == destination);
    QVERIFY(teleported);
    QVERIFY2(glm::length(walker.state().pos - destination) < 64,
             qPrintable(QStringLiteral("walker at (%1, %2)")
                            .arg(walker.state().pos.x)
                            .arg(walker.state().pos.y)));
    // The walk's trail starts again at the destination: nothing joins it to the line.
    QVERIFY(!walker.trail().empty());
    for (const glm::dvec3& p : walker.trail())
        QVERIFY2(glm::length(Vec2(p.x, p.y) - destination) < 64,
                 qPrintable(QStringLiteral("trail point (%1, %2)").arg(p.x).arg(p.y)));
}

QTEST_MAIN(WalkDragAgreementTest)
#include "WalkDragAgreementTest.moc"
