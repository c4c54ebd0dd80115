#include "tools/AvatarPreview.h"

#include "document/ChangeSet.h"
#include "document/DerivedData.h"
#include "document/Document.h"

#include "collision/MovingSectors.h"
#include "collision/Probes.h"
#include "collision/TrackFollower.h"

#include <algorithm>
#include <cmath>

namespace sw::editor {

namespace {

// Every algorithm, the profile's first: what a comparison runs.
std::vector<AvatarProfile::Algorithm> comparedAlgorithms(AvatarProfile::Algorithm first)
{
    std::vector<AvatarProfile::Algorithm> out{first};
    for (const auto a : {AvatarProfile::Algorithm::Exact, AvatarProfile::Algorithm::Classic,
                         AvatarProfile::Algorithm::Planes})
        if (a != first)
            out.push_back(a);
    return out;
}

bool sameSource(const Contact& a, const Contact& b)
{
    return a.wall == b.wall && a.thing == b.thing && a.reason == b.reason;
}

} // namespace

AvatarPreview::AvatarPreview(Document* document, QObject* parent)
    : QObject(parent), m_document(document)
{
    DerivedData& derived = m_document->derived();
    connect(&derived, &DerivedData::snapshotChanged, this, &AvatarPreview::worldBuilt);
    connect(m_document, &Document::mapReplaced, this, &AvatarPreview::mapReplaced);
    connect(m_document, &Document::mapChanged, this, &AvatarPreview::mapChanged);
    derived.use(DerivedData::Need::World);
    mapReplaced();
    // A world built before this preview existed.
    worldBuilt();
}

AvatarPreview::~AvatarPreview() = default;

bool AvatarPreview::rebuilding() const
{
    return m_document->derived().building();
}

void AvatarPreview::waitForWorld()
{
    m_document->derived().waitForSnapshot();
}

void AvatarPreview::mapReplaced()
{
    const Map& map = m_document->map();
    if (map.playerStart)
        m_home = map.playerStart->pos;
    else if (const Box2 b = map.bounds(); !b.empty())
        m_home = (b.min + b.max) * 0.5;
    else
        m_home = {0, 0};
    m_dragging = m_hasDrag = false;
    m_track.clear();
    m_time = 0;
    m_savedRuns.clear();
    refreshProfile();
    // The old map's world says nothing about the new one.
    m_world.reset();
    m_openWorld.reset();
    resetRuns();
    announce();
}

void AvatarPreview::mapChanged(const ChangeSet& changes)
{
    if (changes.profiles) {
        const bool wasOpen = m_profile.doorsOpen;
        refreshProfile();
        if (m_profile.doorsOpen != wasOpen)
            updateOpenWorld();
        replay();
    }
    if (changes.playerStart && !m_hasDrag && m_document->map().playerStart) {
        m_home = m_document->map().playerStart->pos;
        replay();
    }
}

void AvatarPreview::refreshProfile()
{
    const Map& map = m_document->map();
    m_profile = map.profiles.empty() ? AvatarProfile{} : map.profiles.front();
}

void AvatarPreview::worldBuilt()
{
    const std::shared_ptr<const MapSnapshot> snapshot = m_document->derived().snapshot();
    // The same world (an edit of the profiles or the player start, replayed on its own).
    if (!snapshot || snapshot->world == m_world)
        return;
    m_world = snapshot->world;
    updateOpenWorld();
    replay();
    emit worldChanged();
}

namespace {

// A copy of a version's collision world with every door open and every lift down; it keeps the
// version (whose BSP and things it refers to) alive.
struct OpenedWorld {
    std::shared_ptr<const MapWorld> base;
    CollisionWorld world;
};

} // namespace

void AvatarPreview::updateOpenWorld()
{
    m_openWorld.reset();
    if (!m_world || !m_world->world || !m_profile.doorsOpen)
        return;
    const std::shared_ptr<const MapSnapshot> snapshot = m_document->derived().snapshot();
    if (!snapshot || snapshot->world != m_world)
        return;
    auto opened = std::make_shared<OpenedWorld>(OpenedWorld{m_world, *m_world->world});
    MovingSectors sectors(*snapshot->map, m_world->bsp);
    sectors.openAll();
    sectors.applyTo(opened->world);
    m_openWorld = std::shared_ptr<const CollisionWorld>(opened, &opened->world);
}

std::shared_ptr<const Mover> AvatarPreview::makeMover(const AvatarProfile& profile) const
{
    // The mover refers to the world: it keeps that world alive.
    struct Held {
        std::shared_ptr<const void> world;
        Mover mover;
    };
    std::shared_ptr<const void> world = m_openWorld ? std::shared_ptr<const void>(m_openWorld)
                                                    : std::shared_ptr<const void>(m_world);
    auto held =
        std::make_shared<const Held>(Held{std::move(world), Mover(collisionWorld(), profile)});
    return std::shared_ptr<const Mover>(held, &held->mover);
}

const CollisionWorld& AvatarPreview::collisionWorld() const
{
    return m_openWorld ? *m_openWorld : *m_world->world;
}

void AvatarPreview::setCompareAlgorithms(bool compare)
{
    if (compare == m_compare)
        return;
    m_compare = compare;
    replay();
}

void AvatarPreview::setHome(const Vec2& p)
{
    m_home = p;
    m_hasDrag = false;
    m_track.clear();
    m_time = 0;
    replay();
}

std::optional<double> AvatarPreview::homeZ() const
{
    if (!m_world)
        return std::nullopt;
    const auto z = Mover(collisionWorld(), m_profile).standingHeight(m_home);
    return z ? std::optional<double>(*z) : std::nullopt;
}

const AvatarPreview::Run* AvatarPreview::run(AvatarProfile::Algorithm algorithm) const
{
    for (const Run& r : m_runs)
        if (r.algorithm == algorithm)
            return &r;
    return nullptr;
}

AvatarProfile AvatarPreview::runProfile(const Run& run) const
{
    AvatarProfile p = m_profile;
    p.algorithm = run.algorithm;
    return p;
}

Vec2 AvatarPreview::position() const
{
    return !m_runs.empty() && m_runs.front().valid ? m_runs.front().state.pos : m_home;
}

void AvatarPreview::resetRuns()
{
    m_runs.clear();
    const std::vector<AvatarProfile::Algorithm> algorithms =
        m_compare ? comparedAlgorithms(m_profile.algorithm)
                  : std::vector<AvatarProfile::Algorithm>{m_profile.algorithm};
    const Vec2 start = m_hasDrag ? m_dragStart : m_home;
    for (AvatarProfile::Algorithm a : algorithms) {
        Run r;
        r.algorithm = a;
        if (m_world) {
            // The tick loop the probes replay with, so a saved drag replays to the same end.
            r.mover = makeMover(runProfile(r));
            auto follower = TrackFollower::spawn(*r.mover, start, {kTickRate, kRunSpeed, true});
            if (follower) {
                follower->setTrack(m_hasDrag ? m_track : std::vector<glm::dvec3>{});
                r.state = follower->state();
                r.trace = follower->trace();
                r.follower = std::move(*follower);
                r.valid = true;
            }
        }
        m_runs.push_back(std::move(r));
    }
    m_atRest = true;
}

void AvatarPreview::replay()
{
    resetRuns();
    if (m_hasDrag) {
        advanceTo(m_time);
        // An ended drag left the avatar at its end; an edit moves that end with it.
        if (!m_dragging && !m_runs.empty() && m_runs.front().valid)
            m_home = m_runs.front().state.pos;
    }
    announce();
}


bool AvatarPreview::beginDrag(const Vec2& pointer)
{
    if (!m_world || m_dragging)
        return false;
    if (!Mover(collisionWorld(), m_profile).standingHeight(m_home))
        return false;
    // Keep what Escape goes back to.
    m_savedHome = m_home;
    m_savedRuns = m_runs;
    m_savedHasDrag = m_hasDrag;
    m_savedDragStart = m_dragStart;
    m_savedTrack = m_track;

    m_dragging = m_hasDrag = true;
    m_dragStart = m_home;
    m_time = 0;
    // The avatar is led by the point it was grabbed at, so it does not jump under the pointer.
    m_grabOffset = pointer - m_home;
    m_track.assign(1, glm::dvec3{0.0, m_home.x, m_home.y});
    resetRuns();
    announce();
    return true;
}

void AvatarPreview::dragTo(const Vec2& pointer, double elapsed)
{
    if (!m_dragging)
        return;
    m_time += std::clamp(elapsed, 0.0, kMaxUpdateSeconds);
    const Vec2 target = pointer - m_grabOffset;
    if (m_track.back().x >= m_time)
        m_track.back() = {m_time, target.x, target.y};
    else
        m_track.push_back({m_time, target.x, target.y});
    for (Run& r : m_runs)
        if (r.follower)
            r.follower->addPoint(m_time, target);
    advanceTo(m_time);
    announce();
}

void AvatarPreview::advanceTo(double time)
{
    if (!m_world)
        return;
    bool ran = false, rest = true;
    for (Run& r : m_runs) {
        if (!r.valid || !r.follower || !r.mover)
            continue;
        if (r.follower->advanceTo(*r.mover, time) == 0)
            continue;
        ran = true;
        r.state = r.follower->state();
        r.trace = r.follower->trace();
        rest = rest && r.follower->atRest();
    }
    // At rest when the last tick moved no run by more than a hair.
    if (ran)
        m_atRest = rest;
}

void AvatarPreview::endDrag()
{
    if (!m_dragging)
        return;
    m_dragging = false;
    if (!m_runs.empty() && m_runs.front().valid)
        m_home = m_runs.front().state.pos;
    announce();
}

void AvatarPreview::cancel()
{
    if (!m_dragging)
        return;
    m_dragging = false;
    m_home = m_savedHome;
    m_runs = m_savedRuns;
    m_hasDrag = m_savedHasDrag;
    m_dragStart = m_savedDragStart;
    m_track = m_savedTrack;
    m_time = m_track.empty() ? 0.0 : m_track.back().x;
    m_atRest = true;
    announce();
}

QStringList AvatarPreview::markerLabels() const
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(m_markers.size()));
    for (const Run& run : m_runs) {
        const AvatarProfile profile = runProfile(run);
        const qsizetype first = out.size();
        for (const ContactMarker& m : m_markers) {
            if (m.algorithm != run.algorithm)
                continue;
            out << (m.contact.reason == ContactReason::OneSided
                        ? QString()
                        : QString::fromStdString(
                              describeContact(m.contact, profile.stepHeight, profile.height)));
        }
        // Where the avatar is held now, say why, whatever the cause.
        if (out.size() > first && m_atRest && out.back().isEmpty()) {
            const Contact& c = m_markers[static_cast<std::size_t>(out.size() - 1)].contact;
            if (glm::length(c.center - run.state.pos) < 0.5)
                out.back() =
                    QString::fromStdString(describeContact(c, profile.stepHeight, profile.height));
        }
    }
    return out;
}

void AvatarPreview::announce()
{
    const bool wasHovered = m_hovered >= 0;
    const ContactMarker hovered =
        wasHovered ? m_markers[static_cast<std::size_t>(m_hovered)] : ContactMarker{};
    m_markers.clear();
    for (const Run& run : m_runs) {
        const std::vector<Contact>& contacts = run.trace.contacts;
        for (std::size_t i = 0; i < contacts.size(); ++i) {
            // One marker per stretch of contacts with the same cause, at its last contact.
            if (i + 1 < contacts.size() && sameSource(contacts[i], contacts[i + 1]))
                continue;
            m_markers.push_back({contacts[i], run.algorithm});
        }
    }
    // The hovered contact stays hovered while the avatar keeps pushing into it: the same marker
    // if it is still there, else the first one with the same cause.
    int next = -1;
    if (wasHovered) {
        const auto same = [&hovered](const ContactMarker& m) {
            return m.algorithm == hovered.algorithm && sameSource(m.contact, hovered.contact);
        };
        if (m_hovered < static_cast<int>(m_markers.size()) &&
            same(m_markers[static_cast<std::size_t>(m_hovered)]))
            next = m_hovered;
        else if (const auto it = std::find_if(m_markers.begin(), m_markers.end(), same);
                 it != m_markers.end())
            next = static_cast<int>(it - m_markers.begin());
    }
    const bool hoverMoved = next != m_hovered;
    m_hovered = next;
    emit changed();
    if (hoverMoved)
        emit hoverChanged();
}

void AvatarPreview::setHoveredMarker(int index)
{
    if (index < 0 || index >= static_cast<int>(m_markers.size()))
        index = -1;
    if (index == m_hovered)
        return;
    m_hovered = index;
    emit hoverChanged();
}

AvatarPreview::HoveredElements AvatarPreview::hoveredElements() const
{
    HoveredElements out;
    if (m_hovered < 0)
        return out;
    const Contact& c = m_markers[static_cast<std::size_t>(m_hovered)].contact;
    const Map& map = m_document->map();
    if (c.thing >= 0 && static_cast<std::size_t>(c.thing) < map.things.size())
        out.thing = c.thing;
    if (c.wall < 0 || static_cast<std::size_t>(c.wall) >= map.walls.size())
        return out;
    out.wall = c.wall;
    if (c.reason != ContactReason::StepTooHigh && c.reason != ContactReason::LowHeadroom)
        return out;
    // The sector whose floor or ceiling held the avatar lies beyond the wall: on the side the
    // contact's normal points away from. The front faces the right of v1 -> v2.
    const Wall& w = map.walls[static_cast<std::size_t>(c.wall)];
    const Vec2 along = map.wallEnd(w) - map.wallStart(w);
    const Vec2 frontNormal{along.y, -along.x};
    const bool avatarInFront = glm::dot(frontNormal, c.normal) > 0;
    const Index beyond = avatarInFront ? w.backSector : w.frontSector;
    if (beyond >= 0 && static_cast<std::size_t>(beyond) < map.sectors.size())
        out.sector = beyond;
    return out;
}

std::optional<ProbeRecord> AvatarPreview::dragAsProbe(const std::string& name) const
{
    if (!m_hasDrag || m_track.empty() || !m_world)
        return std::nullopt;
    ProbeRecord probe;
    probe.name = name;
    probe.profile = m_document->map().profiles.empty() ? std::string()
                                                       : m_document->map().profiles.front().name;
    probe.start = m_dragStart;
    probe.speed = kRunSpeed;
    probe.track = m_track;
    probe.tickRate = kTickRate;
    const Mover mover(collisionWorld(), m_profile);
    probe.expectedEnd = runProbe(mover, probe, kTickRate, false).end;
    return probe;
}

} // namespace sw::editor
