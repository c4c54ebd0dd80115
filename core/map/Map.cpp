#include "map/Map.h"

namespace sw {

Box2 Map::bounds() const
{
    Box2 box;
    for (const Vertex& v : vertices)
        box.add(v.pos);
    for (const Thing& t : things)
        box.add(t.pos);
    if (playerStart)
        box.add(playerStart->pos);
    return box;
}

} // namespace sw
