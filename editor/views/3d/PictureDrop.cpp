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

// Where a dropped picture goes: the surface a click there would pick, when it takes the kind
// of picture dragged (a wall texture a wall part, a flat a floor or ceiling).
std::optional<Surface> targetOf(const std::optional<LevelHit>& hit, const PictureDrag& picture,
                                const Map& map)
{
    const std::optional<Surface> surface = surfaceOf(hit, map);
    if (!surface || surface->flat() != picture.flat)
        return std::nullopt;
    return surface;
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
    if (!target->flat()) {
        Wall wall = document.map().walls[i];
        WallSide& side = target->back ? wall.back : wall.front;
        ShortString& slot = target->part == Surface::Part::Upper   ? side.upper
                            : target->part == Surface::Part::Lower ? side.lower
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
    ShortString& slot =
        target->part == Surface::Part::Floor ? sector.floorMaterial : sector.ceilingMaterial;
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
