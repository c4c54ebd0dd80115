#pragma once

#include "collision/Mover.h"
#include "collision/TrackFollower.h"
#include "collision/Trace.h"
#include "document/DerivedData.h"
#include "map/AvatarProfile.h"
#include "map/Map.h"
#include "views/WalkController.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace sw::editor {

class Document;
struct ChangeSet;

// The collision world of one version of the map (the document's derived data).
using PreviewWorld = MapWorld;

// The live collision preview behind the avatar tool: a test avatar dragged through the map the
// way a player would walk there, with the core's real-time stepping, the profile and the
// algorithm of the map's first profile. A drag is recorded as a track of pointer positions over
// time, exactly what a probe stores, so a drag can be replayed after an edit or a profile change
// and saved as a probe that replays to the same end.
//
// The collision world comes from the document's derived data, rebuilt once per edit for every
// reader; until a newer one is ready the old one stays in use, so dragging never waits for a
// compile.
class AvatarPreview : public QObject {
    Q_OBJECT

public:
    // The simulation rate of a drag and of the probes saved from it (ticks per second): walk
    // mode's, so that both stop at the same place for the same reason.
    static constexpr double kTickRate = WalkController::kTickRate;
    // The most the avatar moves per second while following the pointer (a probe's default):
    // walk mode's running speed.
    static constexpr double kRunSpeed = WalkController::kRunSpeed;
    // Simulated seconds one update may advance at most: after a stall the avatar resumes
    // instead of jumping across the map in one step.
    static constexpr double kMaxUpdateSeconds = 0.25;

    // What one algorithm did during the drag.
    struct Run {
        AvatarProfile::Algorithm algorithm = AvatarProfile::Algorithm::Exact;
        AvatarState state;
        Trace trace;
        bool valid = false; // false when the avatar cannot stand where the drag began
        // The core's tick loop that moves it (the probes' own); state and trace mirror it.
        std::optional<TrackFollower> follower;
        // The mover of this run's profile in the world of the drag, made once per world and
        // profile (the planes algorithm builds its triangles with it).
        std::shared_ptr<const Mover> mover;
    };

    explicit AvatarPreview(Document* document, QObject* parent = nullptr);
    ~AvatarPreview() override;

    // True once a collision world exists for the open map (or a version of it).
    bool ready() const { return m_world != nullptr; }
    // True while a newer world is being built.
    bool rebuilding() const;
    // One contact as the views draw it: consecutive contacts with the same wall, thing and reason
    // (an avatar pushing into a wall for many ticks) are one marker, at the last of them.
    struct ContactMarker {
        Contact contact;
        AvatarProfile::Algorithm algorithm = AvatarProfile::Algorithm::Exact;
    };

    // What a hovered contact ran into, for highlighting: its wall or thing, and for a step too
    // high or too little headroom the sector beyond the wall; kNone where there is none.
    struct HoveredElements {
        Index wall = kNone;
        Index thing = kNone;
        Index sector = kNone;
    };

    // Blocks until no rebuild is running (tests and benchmarks).
    void waitForWorld();
    std::shared_ptr<const PreviewWorld> world() const { return m_world; }

    // The map's first profile, or Doom's player for a map without profiles.
    const AvatarProfile& profile() const { return m_profile; }
    // The collision world the drag moves through: the version's own, or, when the profile
    // sets doorsOpen, a copy with Doom's doors open and lifts down. Valid while ready().
    const CollisionWorld& collisionWorld() const;

    // Shows classic and exact from the same drag: the profile's own algorithm first, the other
    // second.
    bool compareAlgorithms() const { return m_compare; }
    void setCompareAlgorithms(bool compare);

    // Where the avatar rests between drags (feet on the floor under it).
    Vec2 home() const { return m_home; }
    void setHome(const Vec2& p);
    // The feet height at home, when the avatar can stand there.
    std::optional<double> homeZ() const;

    // The runs of the last drag (or of the avatar standing at home): the profile's algorithm
    // first, then the other one while comparing.
    const std::vector<Run>& runs() const { return m_runs; }
    // The run of one algorithm, or null when it is not shown.
    const Run* run(AvatarProfile::Algorithm algorithm) const;
    // The profile with the algorithm of run i.
    AvatarProfile runProfile(const Run& run) const;
    // Where the avatar is drawn: the first run's position, or home.
    Vec2 position() const;

    bool dragging() const { return m_dragging; }
    // Starts a drag of the avatar resting at home, the pointer at p; false when there is no
    // world yet or the avatar cannot stand there.
    bool beginDrag(const Vec2& pointer);
    // The pointer is at p, `elapsed` seconds after the previous update: advances every run in
    // fixed ticks toward the pointer's path at up to the run speed.
    void dragTo(const Vec2& pointer, double elapsed);
    // Leaves the avatar where the drag took it.
    void endDrag();
    // Puts the avatar back where it was before the drag and forgets the drag.
    void cancel();
    // Seconds simulated since the drag began.
    double dragSeconds() const { return m_time; }
    // True when the last tick moved no run by more than a hair: the avatar has arrived or is
    // held by something.
    bool atRest() const { return m_atRest; }

    // The contacts of every run as markers, the profile's run first.
    const std::vector<ContactMarker>& contactMarkers() const { return m_markers; }
    // What the views write at each marker, in the order of contactMarkers(): the reason with its
    // numbers, or empty for sliding along a solid wall, which needs no words, except where the
    // avatar is held at rest now, which always says why. The plan and the 3D view both use it.
    QStringList markerLabels() const;
    // The marker the pointer rests on, in whichever view: -1 for none. Kept here so that the plan
    // and the 3D view highlight the same contact; it follows the marker while the runs change and
    // clears when its contact is gone.
    int hoveredMarker() const { return m_hovered; }
    void setHoveredMarker(int index);
    void clearHover() { setHoveredMarker(-1); }
    HoveredElements hoveredElements() const;

    // The last drag (ended or in progress) as a probe: start, pointer track, tick rate and the
    // end a replay reaches; nullopt when there was no drag.
    std::optional<ProbeRecord> dragAsProbe(const std::string& name) const;

signals:
    // The avatar moved, the traces changed or the world was replaced.
    void changed();
    // A newer collision world is in use.
    void worldChanged();
    // A different contact is hovered, or none.
    void hoverChanged();

private:
    void mapReplaced();
    void mapChanged(const ChangeSet& changes);
    void worldBuilt();
    void refreshProfile();
    // Makes the doors-open world when the profile asks for it (else forgets it).
    void updateOpenWorld();
    // A mover in collisionWorld() that keeps that world alive.
    std::shared_ptr<const Mover> makeMover(const AvatarProfile& profile) const;
    // Runs the recorded drag again from its start (after an edit or a profile change), or
    // stands the avatar at home when there is none.
    void replay();
    void resetRuns();
    // Rebuilds the markers, keeps the hover on its contact and announces the change.
    void announce();
    void advanceTo(double time);

    Document* m_document;
    std::shared_ptr<const PreviewWorld> m_world;
    std::shared_ptr<const CollisionWorld> m_openWorld; // with doorsOpen: doors open, lifts down
    bool m_compare = false;
    AvatarProfile m_profile;
    Vec2 m_home{0, 0};
    std::vector<Run> m_runs;
    std::vector<ContactMarker> m_markers;
    int m_hovered = -1;

    // The drag: where it began, the pointer track (t, x, y), simulated time and ticks done.
    bool m_dragging = false;
    bool m_hasDrag = false;
    Vec2 m_dragStart{0, 0};
    Vec2 m_grabOffset{0, 0}; // from the avatar's centre to where the pointer grabbed it
    std::vector<glm::dvec3> m_track;
    double m_time = 0;
    bool m_atRest = true;
    // What cancel() goes back to.
    Vec2 m_savedHome{0, 0};
    std::vector<Run> m_savedRuns;
    bool m_savedHasDrag = false;
    Vec2 m_savedDragStart{0, 0};
    std::vector<glm::dvec3> m_savedTrack;
};

} // namespace sw::editor
