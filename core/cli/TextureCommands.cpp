// textures: the textures and flats a map names, where each comes from, and the missing ones.
#include "Commands.h"
#include "MapResources.h"

#include "resources/MapTextures.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <iostream>

namespace cli {

namespace {

std::string listIndices(const char* one, const char* many, const std::vector<sw::Index>& items)
{
    std::string out = items.size() == 1 ? one : many;
    for (std::size_t i = 0; i < items.size() && i < 8; ++i)
        out += (i ? ", " : " ") + std::to_string(items[i]);
    if (items.size() > 8)
        out += " and " + std::to_string(items.size() - 8) + " more";
    return out;
}

int runTextures(const Args& args)
{
    if (args.positional().size() != 1)
        return fail("textures takes one map (see stepwise-cli textures --help)");
    auto map = loadMapArgument(args);
    if (!map)
        return fail(map.error().message);
    MapVocabulary vocabulary;
    std::string error;
    if (!loadMapVocabulary(args, *map, vocabulary, error))
        return fail("textures: " + error);
    printWarnings(vocabulary);
    const sw::ResourceSet* resources = vocabulary.resources.get();
    const std::vector<sw::TextureUse> uses = sw::mapTextureUses(*map, resources);
    auto sourcePath = [&](const sw::ImageEntry& e) { return resources->sources()[e.source].path; };

    std::size_t missing = 0;
    for (const sw::TextureUse& u : uses)
        missing += u.image == nullptr;
    if (args.has("json")) {
        nlohmann::ordered_json doc;
        doc["origin"] = vocabulary.chain.origin;
        doc["resources"] = nlohmann::ordered_json::array();
        if (resources)
            for (const sw::ResourceSource& s : resources->sources())
                doc["resources"].push_back({{"path", s.path},
                                            {"kind", s.folder ? "folder" : "wad"},
                                            {"iwad", s.iwad}});
        for (const char* group : {"textures", "flats"})
            doc[group] = nlohmann::ordered_json::array();
        doc["missing"] = nlohmann::ordered_json::array();
        for (const sw::TextureUse& u : uses) {
            nlohmann::ordered_json j;
            j["name"] = u.name;
            j["uses"] = u.uses;
            if (u.image) {
                j["kind"] = sw::imageKindName(u.image->kind);
                j["width"] = u.image->width;
                j["height"] = u.image->height;
                j["source"] = sourcePath(*u.image);
                j["lump"] = u.image->origin;
                doc[u.flat ? "flats" : "textures"].push_back(j);
            } else {
                j["as"] = u.flat ? "flat" : "texture";
                j["walls"] = u.walls;
                j["sectors"] = u.sectors;
                doc["missing"].push_back(j);
            }
        }
        std::cout << doc.dump() << "\n";
    } else {
        std::string out = "resources (" + vocabulary.chain.origin + "):";
        if (!resources)
            out += " none";
        else
            for (const sw::ResourceSource& s : resources->sources())
                out += " " + s.path;
        out += "\n";
        std::size_t textures = 0, flats = 0;
        for (const sw::TextureUse& u : uses) {
            if (!u.image)
                continue;
            (u.flat ? flats : textures) += 1;
            out += std::string(u.flat ? "flat " : "texture ") + u.name + " " +
                   std::to_string(u.image->width) + "x" + std::to_string(u.image->height) +
                   " from " + std::filesystem::path(sourcePath(*u.image)).filename().string() +
                   " (" + u.image->origin + "), used " + std::to_string(u.uses) + " time" +
                   (u.uses == 1 ? "" : "s") + "\n";
        }
        for (const sw::TextureUse& u : uses)
            if (!u.image)
                out += std::string("missing ") + (u.flat ? "flat " : "texture ") + u.name +
                       ", used by " +
                       (u.flat ? listIndices("sector", "sectors", u.sectors)
                               : listIndices("wall", "walls", u.walls)) +
                       "\n";
        out += std::to_string(textures) + " texture" + (textures == 1 ? "" : "s") + ", " +
               std::to_string(flats) + " flat" + (flats == 1 ? "" : "s") + ", " +
               std::to_string(missing) + " missing\n";
        std::cout << out;
    }
    std::cout.flush();
    if (!std::cout)
        return fail("writing the output failed");
    return missing > 0 ? 1 : 0;
}

} // namespace

std::vector<Command> textureCommands()
{
    return {{"textures", "the textures and flats a map uses, where each comes from, which are missing",
             "usage: stepwise-cli textures MAP [--map NAME] [--resources WAD...] [--json]\n\n"
             "Lists the textures (wall sides) and flats (floors and ceilings) the map names, each\n"
             "with its size and the file and lump it comes from, then the ones the resources lack\n"
             "with the walls or sectors that use them. Wall sides named \"-\" and the sky flat\n"
             "F_SKY1 name nothing.\n\n"
             "Resources, in order, later ones overriding earlier ones: --resources (WAD files or\n"
             "folders of PNG/JPEG images; repeat the option or separate them with commas); else\n"
             "the map's stored \"resources\"; else the IWAD found on this machine (DOOMWADDIR, a\n"
             "file or a folder, else /usr/share/games/doom: Freedoom from Debian's package). A map\n"
             "read from a WAD has that WAD last. Damaged lumps are skipped with a warning on\n"
             "stderr.\n\n"
             "--json prints {\"origin\":\"given\"|\"stored\"|\"detected\"|\"none\",\n"
             "  \"resources\":[{\"path\":P,\"kind\":\"wad\"|\"folder\",\"iwad\":B}],\n"
             "  \"textures\":[{\"name\":N,\"uses\":U,\"kind\":K,\"width\":W,\"height\":H,\n"
             "    \"source\":P,\"lump\":L}], \"flats\":[...],\n"
             "  \"missing\":[{\"name\":N,\"uses\":U,\"as\":\"texture\"|\"flat\",\"walls\":[...],\n"
             "    \"sectors\":[...]}]}\n"
             "Exit code: 1 when a name is missing, 0 otherwise, 2 when the map or a file named by\n"
             "--resources cannot be read.\n",
             {kMapOption, kResourcesOption, {"json", false}},
             runTextures}};
}

} // namespace cli
