// A picture dragged from the Textures dock onto the 3D view: a wall texture lands on the wall
// part under the pointer (on the side the camera sees), a flat on the floor or ceiling under
// it, as one undo step. What is under the pointer is what a click there would pick.

#include "views/3d/View3DImpl.h"
#include "views/View3D.h"

#include "commands/SetSectorProperties.h"
#include "commands/SetWallProperties.h"
#include "document/PictureDrag.h"

#include <QDragMoveEvent>
#include <QDropEvent>

namespace sw::editor {

namespace {

// Where a dropped picture goes: the name field of a wall side's part, or a sector's flat.
struct DropTarget {
    ElementKind kind = ElementKind::None;
    Index index = kNone;
    SurfacePart part = SurfacePart::Middle;
    bool back = false;
};

std::optional<DropTarget> targetOf(const std::optional<LevelHit>& hit, const PictureDrag& picture,
                                   const Map& map)
{
    if (!hit || hit->tag.index < 0)
        return std::nullopt;
    const ElementTag& tag = hit->tag;
    const auto i = static_cast<std::size_t>(tag.index);
    if (tag.kind == ElementKind::Wall && !picture.flat && i < map.walls.size()) {
        // A one-sided wall is drawn whole: its middle shows.
        const SurfacePart part = tag.part == SurfacePart::Solid ? SurfacePart::Middle : tag.part;
        if (part != SurfacePart::Upper && part != SurfacePart::Middle && part != SurfacePart::Lower)
            return std::nullopt;
        return DropTarget{tag.kind, tag.index, part, tag.side == 1};
    }
    if (tag.kind == ElementKind::Sector && picture.flat && i < map.sectors.size() &&
        (tag.part == SurfacePart::Floor || tag.part == SurfacePart::Ceiling))
        return DropTarget{tag.kind, tag.index, tag.part, false};
    return std::nullopt;
}

} // namespace

bool View3D::acceptsPicture(const QPointF& pixel, const PictureDrag& picture) const
{
    return d->scene().level && targetOf(d->castRayAt(pixel), picture, d->document->map());
}

bool View3D::dropPicture(const QPointF& pixel, const PictureDrag& picture)
{
    if (!d->scene().level || picture.name.isEmpty())
        return false;
    const auto target = targetOf(d->castRayAt(pixel), picture, d->document->map());
    if (!target)
        return false;
    Document& document = *d->document;
    const std::string name = picture.name.toUpper().toStdString();
    const auto i = static_cast<std::size_t>(target->index);
    if (target->kind == ElementKind::Wall) {
        Wall wall = document.map().walls[i];
        WallSide& side = target->back ? wall.back : wall.front;
        std::string& slot = target->part == SurfacePart::Upper   ? side.upper
                            : target->part == SurfacePart::Lower ? side.lower
                                                                 : side.middle;
        if (slot == name)
            return false;
        slot = name;
        document.push(new SetWallProperties(
            document, {target->index}, {wall}, SetWallProperties::Field::None,
            tr("Drop %1 on Wall %2").arg(picture.name.toUpper()).arg(target->index)));
        return true;
    }
    Sector sector = document.map().sectors[i];
    std::string& slot =
        target->part == SurfacePart::Floor ? sector.floorMaterial : sector.ceilingMaterial;
    if (slot == name)
        return false;
    slot = name;
    document.push(new SetSectorProperties(
        document, {target->index}, {sector}, SetSectorProperties::Field::None,
        tr("Drop %1 on Sector %2").arg(picture.name.toUpper()).arg(target->index)));
    return true;
}

bool View3D::pictureDragEvent(QEvent* event)
{
    auto* e = static_cast<QDropEvent*>(event);
    const auto picture = PictureDrag::read(e->mimeData());
    if (!picture)
        return false;
    if (event->type() == QEvent::DragEnter) {
        // Taken when it moves over something that takes it.
        e->acceptProposedAction();
        return true;
    }
    const bool takes = event->type() == QEvent::Drop ? dropPicture(e->position(), *picture)
                                                     : acceptsPicture(e->position(), *picture);
    if (takes)
        e->acceptProposedAction();
    else
        e->ignore();
    return true;
}

} // namespace sw::editor
