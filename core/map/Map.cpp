#include "map/Map.h"

namespace sw {

const std::vector<ExtraField>& ExtraFields::emptyList()
{
    static const std::vector<ExtraField> none;
    return none;
}

const char* thingShapeKindName(ThingShape::Kind kind)
{
    switch (kind) {
    case ThingShape::Kind::None: return "none";
    case ThingShape::Kind::Cylinder: return "cylinder";
    case ThingShape::Kind::Box: return "box";
    case ThingShape::Kind::Mesh: return "mesh";
    }
    return "none";
}

bool parseThingShapeKind(const std::string& text, ThingShape::Kind& out)
{
    for (auto k : {ThingShape::Kind::None, ThingShape::Kind::Cylinder, ThingShape::Kind::Box,
                   ThingShape::Kind::Mesh})
        if (text == thingShapeKindName(k)) {
            out = k;
            return true;
        }
    return false;
}

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
