#include "game/GameConfig.h"

#include "base/Files.h"
#include "game/BoomGeneralized.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <unistd.h>

#ifndef STEPWISE_GAMES_INSTALL_DIR
#define STEPWISE_GAMES_INSTALL_DIR "/usr/share/stepwise/games"
#endif

namespace sw {

namespace {

using Json = nlohmann::json;

// Parse errors carry the element's path; parse() turns them into one sentence.
struct ConfigError {
    std::string where, what;
};

void require(bool ok, const std::string& where, const std::string& what)
{
    if (!ok)
        throw ConfigError{where, what};
}

std::string text(const Json& j, const char* key, const std::string& where, bool required,
                 std::string fallback = {})
{
    if (!j.contains(key)) {
        require(!required, where, std::string("the required key \"") + key + "\" is missing");
        return fallback;
    }
    require(j[key].is_string(), where + "." + key, "must be a string");
    return j[key].get<std::string>();
}

double number(const Json& j, const char* key, const std::string& where)
{
    require(j.contains(key), where, std::string("the required key \"") + key + "\" is missing");
    require(j[key].is_number() && j[key].get<double>() >= 0, where + "." + key,
            "must be a number, 0 or more");
    return j[key].get<double>();
}

std::int32_t integer(const Json& j, const char* key, const std::string& where)
{
    require(j.contains(key), where, std::string("the required key \"") + key + "\" is missing");
    require(j[key].is_number_integer(), where + "." + key, "must be a whole number");
    const auto v = j[key].get<std::int64_t>();
    require(v >= 0 && v <= 0x7FFFFFFF, where + "." + key, "is out of range");
    return static_cast<std::int32_t>(v);
}

bool flag(const Json& j, const char* key, const std::string& where)
{
    if (!j.contains(key))
        return false;
    require(j[key].is_boolean(), where + "." + key, "must be true or false");
    return j[key].get<bool>();
}

void onlyKeys(const Json& j, const std::string& where, std::initializer_list<const char*> keys)
{
    require(j.is_object(), where, "must be an object");
    for (auto it = j.begin(); it != j.end(); ++it)
        require(std::any_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; }),
                where, "has an unknown key \"" + it.key() + "\"");
}

const Json& list(const Json& doc, const char* key)
{
    static const Json kEmpty = Json::array();
    if (!doc.contains(key))
        return kEmpty;
    require(doc[key].is_array(), key, "must be an array");
    return doc[key];
}

ThingType readThing(const Json& j, const std::string& where)
{
    onlyKeys(j, where, {"type", "name", "category", "radius", "height", "sprite", "frame",
                        "blocks", "hangs", "still", "port"});
    ThingType t;
    t.type = integer(j, "type", where);
    t.name = text(j, "name", where, true);
    t.category = text(j, "category", where, true);
    t.radius = number(j, "radius", where);
    t.height = number(j, "height", where);
    t.sprite = text(j, "sprite", where, false);
    const std::string frame = text(j, "frame", where, false, "A");
    require(frame.size() == 1 && frame[0] >= 'A' && frame[0] <= 'Z', where + ".frame",
            "must be one letter A-Z");
    t.frame = frame[0];
    t.blocks = flag(j, "blocks", where);
    t.hangs = flag(j, "hangs", where);
    t.still = flag(j, "still", where);
    t.port = text(j, "port", where, false);
    return t;
}

LineSpecial readLineSpecial(const Json& j, const std::string& where)
{
    onlyKeys(j, where, {"special", "name", "category", "trigger", "target", "port"});
    LineSpecial s;
    s.special = integer(j, "special", where);
    s.name = text(j, "name", where, true);
    s.category = text(j, "category", where, true);
    s.trigger = text(j, "trigger", where, true);
    static const std::set<std::string> kTriggers = {"",   "W1", "WR", "S1", "SR",
                                                    "G1", "GR", "D1", "DR"};
    require(kTriggers.count(s.trigger) != 0, where + ".trigger",
            "must be one of W1, WR, S1, SR, G1, GR, D1, DR or empty");
    const std::string target = text(j, "target", where, true);
    static const std::map<std::string, SpecialTarget> kTargets = {
        {"none", SpecialTarget::None},
        {"tag", SpecialTarget::Tag},
        {"back", SpecialTarget::Back},
        {"line", SpecialTarget::Line}};
    const auto it = kTargets.find(target);
    require(it != kTargets.end(), where + ".target", "must be none, tag, back or line");
    s.target = it->second;
    s.port = text(j, "port", where, false);
    return s;
}

template <typename T, typename Key>
void mergeByNumber(std::vector<T>& into, std::vector<T> add, Key key)
{
    for (T& item : add) {
        auto same = std::find_if(into.begin(), into.end(),
                                 [&](const T& x) { return key(x) == key(item); });
        if (same != into.end())
            *same = std::move(item);
        else
            into.push_back(std::move(item));
    }
    std::sort(into.begin(), into.end(), [&](const T& a, const T& b) { return key(a) < key(b); });
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::vector<std::string> wordsOf(std::string_view s)
{
    std::vector<std::string> out;
    std::istringstream in{lower(s)};
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

bool matches(const std::vector<std::string>& words, std::int32_t number, const std::string& name,
             const std::string& category)
{
    const std::string hay = lower(name) + " " + lower(category);
    return !words.empty() && std::all_of(words.begin(), words.end(), [&](const std::string& w) {
        return hay.find(w) != std::string::npos || w == std::to_string(number);
    });
}

} // namespace

Result<GameConfig> GameConfig::parse(std::string_view textIn, const std::string& sourceName,
                                     const GameConfig* base)
{
    Json doc;
    try {
        doc = Json::parse(textIn.begin(), textIn.end());
    } catch (const Json::parse_error& e) {
        return makeError(sourceName + ": not valid JSON (" + e.what() + ").");
    }
    try {
        onlyKeys(doc, "the document", {"format", "version", "id", "name", "about", "inherits",
                                       "skyFlat", "boom", "things", "lineSpecials",
                                       "sectorSpecials"});
        require(text(doc, "format", "the document", true) == "stepwise-game", "format",
                "must be \"stepwise-game\"");
        require(doc.contains("version") && doc["version"] == 1, "version",
                "must be 1 (the only version this program reads)");
        GameConfig config = base ? *base : GameConfig{};
        config.m_id = text(doc, "id", "the document", true);
        config.m_name = text(doc, "name", "the document", true);
        require(!doc.contains("inherits") || base, "inherits",
                "names a configuration that was not given");
        config.m_skyFlat = text(doc, "skyFlat", "the document", false, config.m_skyFlat);
        if (doc.contains("boom"))
            config.m_boom = flag(doc, "boom", "the document");

        std::vector<ThingType> things;
        const Json& thingList = list(doc, "things");
        for (std::size_t i = 0; i < thingList.size(); ++i)
            things.push_back(readThing(thingList[i], "things[" + std::to_string(i) + "]"));
        std::vector<LineSpecial> lines;
        const Json& lineList = list(doc, "lineSpecials");
        for (std::size_t i = 0; i < lineList.size(); ++i)
            lines.push_back(readLineSpecial(lineList[i], "lineSpecials[" + std::to_string(i) + "]"));
        std::vector<SectorSpecial> sectors;
        const Json& sectorList = list(doc, "sectorSpecials");
        for (std::size_t i = 0; i < sectorList.size(); ++i) {
            const std::string where = "sectorSpecials[" + std::to_string(i) + "]";
            onlyKeys(sectorList[i], where, {"special", "name"});
            sectors.push_back({integer(sectorList[i], "special", where),
                               text(sectorList[i], "name", where, true)});
        }
        // One entry a number within the file.
        std::set<std::int32_t> types, numbers;
        for (const ThingType& t : things)
            require(types.insert(t.type).second, "things",
                    "lists type " + std::to_string(t.type) + " twice");
        for (const LineSpecial& s : lines)
            require(numbers.insert(s.special).second, "lineSpecials",
                    "lists special " + std::to_string(s.special) + " twice");

        mergeByNumber(config.m_things, std::move(things), [](const ThingType& t) { return t.type; });
        mergeByNumber(config.m_lineSpecials, std::move(lines),
                      [](const LineSpecial& s) { return s.special; });
        mergeByNumber(config.m_sectorSpecials, std::move(sectors),
                      [](const SectorSpecial& s) { return s.special; });
        return config;
    } catch (const ConfigError& e) {
        return makeError(sourceName + ": " + e.where + " " + e.what + ".");
    }
}

Result<GameConfig> GameConfig::loadFile(const std::string& path)
{
    auto textIn = readFileText(path);
    if (!textIn)
        return textIn.error();
    // The parent first, from the same folder (one level: a parent may not inherit again).
    std::optional<GameConfig> base;
    try {
        const Json doc = Json::parse(*textIn);
        if (doc.is_object() && doc.contains("inherits") && doc["inherits"].is_string()) {
            const std::string parent = doc["inherits"].get<std::string>();
            const auto parentPath =
                std::filesystem::path(path).parent_path() / (parent + ".json");
            auto parentText = readFileText(parentPath.string());
            if (!parentText)
                return makeError(path + ": inherits \"" + parent + "\", which cannot be read (" +
                                 parentText.error().message + ")");
            auto parsed = parse(*parentText, parentPath.string());
            if (!parsed)
                return parsed.error();
            base = std::move(*parsed);
        }
    } catch (const Json::exception&) {
        // parse() below reports the error with its position.
    }
    return parse(*textIn, path, base ? &*base : nullptr);
}

Result<GameConfig> GameConfig::load(const std::string& id)
{
    std::error_code ec;
    std::string searched;
    for (const std::string& dir : gameDataDirs()) {
        const auto path = std::filesystem::path(dir) / (id + ".json");
        if (std::filesystem::is_regular_file(path, ec))
            return loadFile(path.string());
        searched += (searched.empty() ? "" : ", ") + dir;
    }
    return makeError("no game configuration \"" + id + "\" (looked in " + searched + ").");
}

const ThingType* GameConfig::thing(std::int32_t type) const
{
    const auto it = std::lower_bound(m_things.begin(), m_things.end(), type,
                                     [](const ThingType& t, std::int32_t v) { return t.type < v; });
    return it != m_things.end() && it->type == type ? &*it : nullptr;
}

std::optional<LineSpecial> GameConfig::lineSpecial(std::int32_t special) const
{
    const auto it =
        std::lower_bound(m_lineSpecials.begin(), m_lineSpecials.end(), special,
                         [](const LineSpecial& s, std::int32_t v) { return s.special < v; });
    if (it != m_lineSpecials.end() && it->special == special)
        return *it;
    if (m_boom)
        return decodeBoomLineSpecial(special);
    return std::nullopt;
}

std::string GameConfig::sectorSpecialName(std::int32_t special) const
{
    if (special == 0)
        return {};
    auto named = [&](std::int32_t n) -> std::string {
        for (const SectorSpecial& s : m_sectorSpecials)
            if (s.special == n)
                return s.name;
        return {};
    };
    if (std::string name = named(special); !name.empty())
        return name;
    if (!m_boom || special < 0 || special >= 1024)
        return "unknown sector special " + std::to_string(special);
    std::vector<std::string> parts;
    if (const std::int32_t light = special & 31) {
        std::string name = named(light);
        if (name.empty())
            return "unknown sector special " + std::to_string(special);
        parts.push_back(name);
    }
    for (std::string& part : boomSectorFlags(special))
        parts.push_back(std::move(part));
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? "; " : "") + parts[i];
    if (!out.empty())
        out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

std::string GameConfig::thingLabel(std::int32_t type) const
{
    if (const ThingType* t = thing(type))
        return t->name + " (" + std::to_string(type) + ")";
    return "thing type " + std::to_string(type);
}

std::string GameConfig::lineSpecialLabel(std::int32_t special) const
{
    if (const auto s = lineSpecial(special))
        return (s->trigger.empty() ? "" : s->trigger + " ") + s->name + " (" +
               std::to_string(special) + ")";
    return "special " + std::to_string(special);
}

std::vector<const ThingType*> GameConfig::findThings(std::string_view words) const
{
    const auto w = wordsOf(words);
    std::vector<const ThingType*> out;
    for (const ThingType& t : m_things)
        if (matches(w, t.type, t.name, t.category))
            out.push_back(&t);
    return out;
}

std::vector<const LineSpecial*> GameConfig::findLineSpecials(std::string_view words) const
{
    const auto w = wordsOf(words);
    std::vector<const LineSpecial*> out;
    for (const LineSpecial& s : m_lineSpecials)
        if (matches(w, s.special, s.trigger + " " + s.name, s.category))
            out.push_back(&s);
    return out;
}

std::vector<std::string> gameDataDirs()
{
    std::vector<std::string> dirs;
    if (const char* env = std::getenv("STEPWISE_DATA_DIR"); env && *env)
        dirs.push_back((std::filesystem::path(env) / "games").string());
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec)
        dirs.push_back(
            (self.parent_path() / ".." / "share" / "stepwise" / "games").lexically_normal().string());
#ifdef STEPWISE_GAMES_SOURCE_DIR
    dirs.push_back(STEPWISE_GAMES_SOURCE_DIR); // programs run from the build tree
#endif
    dirs.push_back(STEPWISE_GAMES_INSTALL_DIR);
    return dirs;
}

std::string gameIdFor(const std::string& iwadGame, const std::string& mapName)
{
    if (!iwadGame.empty())
        return iwadGame;
    const bool episodic = mapName.size() == 4 && (mapName[0] == 'E' || mapName[0] == 'e') &&
                          (mapName[2] == 'M' || mapName[2] == 'm') &&
                          std::isdigit(static_cast<unsigned char>(mapName[1])) &&
                          std::isdigit(static_cast<unsigned char>(mapName[3]));
    return episodic ? "doom" : "doom2";
}

} // namespace sw
