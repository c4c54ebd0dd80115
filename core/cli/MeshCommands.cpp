// volumes: the bounding volumes of a prop's mesh.
#include "Commands.h"

#include "mesh/SphereTree.h"
#include "mesh/Volumes.h"
#include "mesh/import/IsolatedImport.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace cli {

namespace {

nlohmann::ordered_json jsonVec(const sw::Vec3& v) { return {v.x, v.y, v.z}; }

nlohmann::ordered_json jsonSphere(const sw::Sphere& s)
{
    return {{"centre", jsonVec(s.centre)}, {"radius", s.radius}};
}

nlohmann::ordered_json jsonCylinder(const sw::VerticalCylinder& c)
{
    return {{"axis", {c.axis.x, c.axis.y}},
            {"radius", c.radius},
            {"bottom", c.bottom},
            {"top", c.top}};
}

int runVolumes(const Args& args)
{
    if (args.positional().size() != 1)
        return fail("volumes takes one mesh file (see stepwise-cli volumes --help)");
    // The file is always read in the helper process (a crash there is an error here), so that
    // this program does not load the mesh readers' libraries for its map commands. --isolated,
    // which asked for that when it was not the default, is still accepted.
    const std::string& file = args.positional()[0];
    const auto mesh = sw::importMeshIsolated(file);
    if (!mesh)
        return fail(mesh.error().message);

    const sw::Sphere classic = sw::classicSphere(mesh->positions);
    const sw::Sphere tight = sw::minimalSphere(mesh->positions);
    const sw::SphereTree tree(*mesh);
    const sw::Aabb3 box = sw::boundingBox(mesh->positions);
    nlohmann::ordered_json j;
    j["vertices"] = mesh->positions.size();
    j["triangles"] = mesh->triangles.size();
    j["box"] = {{"min", jsonVec(box.min)}, {"max", jsonVec(box.max)}};
    j["classicSphere"] = jsonSphere(classic);
    j["tightSphere"] = jsonSphere(tight);
    // A point-sized mesh has two spheres of radius 0: equally tight.
    j["tightOverClassic"] = classic.radius > 0 ? tight.radius / classic.radius : 1.0;
    j["cylinder"] = jsonCylinder(sw::cylinderAboutOrigin(mesh->positions));
    j["tightCylinder"] = jsonCylinder(sw::minimalCylinder(mesh->positions));
    j["sphereTree"] = {{"depth", tree.depth()}, {"nodes", tree.nodeCount()}};
    std::cout << j.dump() << "\n";
    return 0;
}

} // namespace

std::vector<Command> meshCommands()
{
    return {
        {"volumes", "print the bounding volumes of a mesh (OBJ, glTF/GLB, FBX, PLY, STL) as JSON",
         "usage: stepwise-cli volumes [--isolated] MESH\n"
         "\n"
         "Reads a mesh file (OBJ, glTF/GLB, FBX, PLY, STL; glTF and FBX are turned z-up) and\n"
         "prints one JSON object, lengths in the mesh's own units and frame:\n"
         "  vertices, triangles   counts after merging identical vertices\n"
         "  box                   {min: [x, y, z], max: [x, y, z]}, the axis-aligned box\n"
         "  classicSphere         {centre: [x, y, z], radius}: centred on the box, radius to the\n"
         "                        farthest vertex\n"
         "  tightSphere           {centre, radius}: the smallest sphere holding every vertex\n"
         "  tightOverClassic      tightSphere radius / classicSphere radius (1 = no gain)\n"
         "  cylinder              {axis: [x, y], radius, bottom, top}: upright, around the\n"
         "                        mesh's vertical axis (axis [0, 0]), so it holds for any yaw\n"
         "  tightCylinder         the same around the centre of the smallest enclosing circle\n"
         "                        seen from above\n"
         "  sphereTree            {depth, nodes}: the sphere hierarchy over the triangles\n"
         "The file is read in a separate process (stepwise-mesh-import, looked for beside\n"
         "stepwise-cli, then in ../libexec/stepwise, the installed libexec folder and the build\n"
         "tree; $STEPWISE_MESH_IMPORTER names another): a crash or hang of the file reader, or\n"
         "more than 20 s or 4 GiB, becomes an error. --isolated, which asked for this before it\n"
         "was the default, is still accepted.\n"
         "Exit status 2 with one line on stderr when the file cannot be read or has no\n"
         "triangles.\n",
         {{"isolated", false}},
         runVolumes},
    };
}

} // namespace cli
