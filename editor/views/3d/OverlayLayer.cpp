#include "views/3d/OverlayLayer.h"

#include "views/3d/Picking.h"
#include "views/3d/SceneBuild.h"

#include "document/Selection.h"

#include <array>
#include <map>
#include <optional>
#include <utility>

namespace sw::editor::view3d {

namespace {

// Colours of what the view adds to the level.
const Colour kAvatarColour{0.15f, 0.95f, 0.30f};
const Colour kHighlightColour{1.0f, 0.85f, 0.10f};
const Colour kWireColour{0.05f, 0.05f, 0.08f};
// Things without a sprite in the textured view.
const Colour kThingColour{0.90f, 0.55f, 0.15f};

enum class Shown { No, Whole, Surface };

// How a triangle shows the selection: a sector or wall selected in the plan (none of its surfaces
// picked) whole, one picked by its surfaces in the 3D view just those surfaces.
Shown shownSelected(const Selection& sel, const ElementTag& tag)
{
    switch (tag.kind) {
    case ElementKind::Sector:
    case ElementKind::Wall: {
        const bool flat = tag.kind == ElementKind::Sector;
        if (!Selection::contains(flat ? sel.sectors : sel.walls, tag.index))
            return Shown::No;
        if (!sel.hasSurfacesOf(tag.index, flat))
            return Shown::Whole;
        const std::optional<Surface> surface = surfaceOfTag(tag);
        return surface && surface->flat() == flat && sel.contains(*surface) ? Shown::Surface
                                                                             : Shown::No;
    }
    case ElementKind::Thing:
        return Selection::contains(sel.things, tag.index) ? Shown::Whole : Shown::No;
    case ElementKind::None:
        return Shown::No;
    }
    return Shown::No;
}

bool isSelected(const Selection& sel, const ElementTag& tag)
{
    return shownSelected(sel, tag) != Shown::No;
}

// The level's triangles that `wanted` accepts, of a selected element. A selection of a few
// elements is looked for only in the chunks that have triangles of one of them: a walk over
// every triangle of the 160,400-wall grid took 2 ms, and the highlight is made again as every
// edit's scene is uploaded.
template <typename Wanted>
TriangleBuffer selectedTriangles(const SceneData& scene, const Selection& selection,
                                 Wanted&& wanted)
{
    constexpr std::size_t kFewElements = 4096;
    const std::size_t count =
        selection.sectors.size() + selection.walls.size() + selection.things.size();
    if (!scene.chunks || count > kFewElements)
        return scene.level->select(wanted, kHighlightColour);
    TriangleBuffer out;
    for (const LevelChunk& chunk : scene.chunks->chunks())
        if (chunk.coloured &&
            (!chunk.present ||
             chunk.present->hasAny(selection.sectors, selection.walls, selection.things)))
            appendSelected(*chunk.coloured, wanted, kHighlightColour, ~0u, out);
    return out;
}

// The edges of the triangles that no other of them shares: the outline of the surfaces they
// make up (inner edges of a floor's fan cancel out).
LineBuffer outlineOf(const TriangleBuffer& triangles, const Colour& colour)
{
    using Key = std::array<float, 3>;
    const auto key = [](const Vec3f& p) { return Key{p.x, p.y, p.z}; };
    std::map<std::pair<Key, Key>, int> edges;
    for (std::size_t t = 0; t < triangles.triangleCount(); ++t)
        for (std::size_t k = 0; k < 3; ++k) {
            Key a = key(triangles.positions[3 * t + k]);
            Key b = key(triangles.positions[3 * t + (k + 1) % 3]);
            if (b < a)
                std::swap(a, b);
            ++edges[{a, b}];
        }
    LineBuffer out;
    for (const auto& [edge, count] : edges)
        if (count == 1)
            out.addLine(Vec3f(edge.first[0], edge.first[1], edge.first[2]),
                        Vec3f(edge.second[0], edge.second[1], edge.second[2]), colour);
    return out;
}

} // namespace

void uploadLevel(SceneRenderer& renderer, const SceneData& scene)
{
    if (scene.textured) {
        // The textured layer draws the level; things without a sprite keep their shape.
        const std::vector<bool>& sprites = scene.textured->spriteThings;
        for (ItemIndex i : {kFloors, kCeilings, kWalls})
            renderer.item(i).upload(TriangleBuffer{});
        renderer.item(kThings).upload(scene.level->select(
            [&sprites](const ElementTag& tag) {
                return tag.kind == ElementKind::Thing &&
                       (tag.index < 0 || std::size_t(tag.index) >= sprites.size() ||
                        !sprites[std::size_t(tag.index)]);
            },
            kThingColour, 1u << unsigned(LevelLayer::Things)));
        return;
    }
    renderer.item(kFloors).upload(scene.level->layer(LevelLayer::Floors));
    renderer.item(kCeilings).upload(scene.level->layer(LevelLayer::Ceilings));
    renderer.item(kWalls).upload(scene.level->layer(LevelLayer::Walls));
    renderer.item(kThings).upload(scene.level->layer(LevelLayer::Things));
}

void uploadOverlays(SceneRenderer& renderer, const SceneData& s, bool wireframe,
                    const std::optional<QVector3D>& avatarFeet)
{
    if (!s.level)
        return;
    renderer.item(kWireframe).upload(wireframe ? s.level->wireframe(kWireColour) : LineBuffer{});
    renderer.item(kAvatarStart)
        .upload(s.playerStartFeet ? avatarVolume(s.profile, *s.playerStartFeet, kAvatarColour)
                                  : TriangleBuffer{});
    renderer.item(kAvatarElsewhere)
        .upload(avatarFeet ? avatarVolume(s.profile,
                                          Vec3{avatarFeet->x(), avatarFeet->y(), avatarFeet->z()},
                                          kAvatarColour)
                           : TriangleBuffer{});
    renderer.item(kThingVolumes).upload(s.thingVolumes);
    renderer.item(kBspLeaves).upload(s.bspLeaves);
    renderer.item(kBspPartitions).upload(s.bspPartitions);
    renderer.item(kGrownWalls).upload(s.grownWalls);
}

void uploadProblemPins(SceneRenderer& renderer, const TriangleBuffer& pins)
{
    renderer.item(kProblems).upload(pins);
}

void applyOverlayVisibility(SceneRenderer& renderer, const OverlayFlags& overlays, bool walking)
{
    const auto on = [&](View3D::Overlay o) { return overlays[static_cast<std::size_t>(o)]; };
    renderer.item(kWireframe).wanted = on(View3D::Overlay::Wireframe);
    renderer.item(kCeilings).wanted = on(View3D::Overlay::Ceilings);
    // Walking, the camera stands inside the avatar: its volume would tint the whole view.
    renderer.item(kAvatarStart).wanted = on(View3D::Overlay::AvatarVolume) && !walking;
    renderer.item(kAvatarElsewhere).wanted = on(View3D::Overlay::AvatarVolume) && !walking;
    renderer.item(kThingVolumes).wanted = on(View3D::Overlay::ThingVolumes);
    renderer.item(kBspLeaves).wanted = on(View3D::Overlay::BspLeaves);
    renderer.item(kBspPartitions).wanted = on(View3D::Overlay::BspPartitions);
    renderer.item(kGrownWalls).wanted = on(View3D::Overlay::GrownWalls);
    renderer.item(kProblems).wanted = on(View3D::Overlay::Problems);
    for (int i = 0; i < kItemCount; ++i)
        renderer.item(static_cast<ItemIndex>(i)).applyEnabled();
}

void uploadSelectionHighlight(SceneRenderer& renderer, const SceneData& scene,
                              const Selection& selection)
{
    if (!scene.level)
        return;
    renderer.item(kHighlight)
        .upload(selectedTriangles(scene, selection, [&selection](const ElementTag& tag) {
            return shownSelected(selection, tag) == Shown::Whole;
        }));
    TriangleBuffer surfaces;
    if (!selection.surfaces.empty())
        surfaces = selectedTriangles(scene, selection, [&selection](const ElementTag& tag) {
            return shownSelected(selection, tag) == Shown::Surface;
        });
    renderer.item(kSurfaceOutline).upload(outlineOf(surfaces, kHighlightColour));
    renderer.item(kSurfaceHighlight).upload(surfaces);
}

Aabb3f selectionBounds(const SceneData& scene, const Selection& selection)
{
    if (!scene.level)
        return {};
    Aabb3f box;
    const TriangleBuffer picked =
        selectedTriangles(scene, selection, [&selection](const ElementTag& tag) {
            return isSelected(selection, tag);
        });
    for (const Vec3f& p : picked.positions)
        box.add(p);
    return box.empty() ? scene.level->bounds() : box;
}

} // namespace sw::editor::view3d
