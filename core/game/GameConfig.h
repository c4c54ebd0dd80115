#pragma once

// A game's vocabulary: its thing types, line specials and sector specials by number and name,
// read from a data file in resources/games/ (docs/game-config.md). Boom's generalised line and
// sector types are decoded into words rather than listed.

#include "base/Result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sw {

struct ThingType {
    std::int32_t type = 0;
    std::string name;     // "Imp"
    std::string category; // "player", "monster", "weapon", "ammo", "health", "armour",
                          // "powerup", "key", "obstacle", "light", "decoration", "gore", "marker"
    double radius = 0;    // half the side of the square it occupies, map units
    double height = 0;
    std::string sprite;   // the four-letter sprite prefix ("TROO"); empty for invisible markers
    char frame = 'A';     // the frame that shows it (corpses show a late frame of a monster)
    bool blocks = false;  // solid: players and monsters cannot pass it
    bool hangs = false;   // placed against the ceiling
    bool still = false;   // a monster that never moves (Doom 2's boss brain)
    std::string port;     // "" for the game itself, "boom" or "mbf" for source-port additions
};

// What a line special acts on.
enum class SpecialTarget : std::uint8_t {
    None, // nothing (exits, scrollers of the line itself)
    Tag,  // the sectors with the line's tag
    Back, // the sector behind the line (manual doors: D1, DR)
    Line, // the lines with the line's tag (line teleporters, wall scrollers)
};

struct LineSpecial {
    std::int32_t special = 0;
    std::string name;     // "Door: open, wait, close"
    std::string category; // "door", "locked door", "floor", "ceiling", "lift", "stairs",
                          // "crusher", "light", "teleport", "exit", "scroll", "donut",
                          // "elevator", "transfer"
    std::string trigger;  // "W1", "WR", "S1", "SR", "G1", "GR", "D1", "DR"; "" when none
    SpecialTarget target = SpecialTarget::None;
    std::string port;
    bool generalized = false; // decoded from Boom's bit fields
};

struct SectorSpecial {
    std::int32_t special = 0;
    std::string name;
};

class GameConfig {
public:
    // Parses a configuration. `base` is the configuration named by its "inherits" key, whose
    // entries it starts from (entries of the same number are replaced).
    static Result<GameConfig> parse(std::string_view text, const std::string& sourceName,
                                    const GameConfig* base = nullptr);
    // Reads a file, and the file its "inherits" names from the same folder.
    static Result<GameConfig> loadFile(const std::string& path);
    // Reads "<id>.json" from the first of gameDataDirs() that holds it.
    static Result<GameConfig> load(const std::string& id);

    const std::string& id() const { return m_id; }
    const std::string& name() const { return m_name; }
    const std::string& skyFlat() const { return m_skyFlat; }
    bool boom() const { return m_boom; }

    const std::vector<ThingType>& things() const { return m_things; }               // by type
    const std::vector<LineSpecial>& lineSpecials() const { return m_lineSpecials; } // by number
    const std::vector<SectorSpecial>& sectorSpecials() const { return m_sectorSpecials; }

    const ThingType* thing(std::int32_t type) const;
    // A listed special, or a Boom generalised one decoded; nothing for unknown numbers.
    std::optional<LineSpecial> lineSpecial(std::int32_t special) const;
    // The sector special in words; Boom's bit fields (damage, secret, friction, wind) decoded.
    // Empty for 0, "unknown sector special N" for numbers the game does not have.
    std::string sectorSpecialName(std::int32_t special) const;

    // Labels for people: "Imp (3001)", "thing type 9999"; "W1 Door: close (3)", "special 999".
    std::string thingLabel(std::int32_t type) const;
    std::string lineSpecialLabel(std::int32_t special) const;

    // The entries whose name or category holds every word of `words` (case-insensitive), in
    // number order; a number among the words matches the entry's number too.
    std::vector<const ThingType*> findThings(std::string_view words) const;
    std::vector<const LineSpecial*> findLineSpecials(std::string_view words) const;

private:
    std::string m_id, m_name, m_skyFlat = "F_SKY1";
    bool m_boom = false;
    std::vector<ThingType> m_things;
    std::vector<LineSpecial> m_lineSpecials;
    std::vector<SectorSpecial> m_sectorSpecials;
};

// Folders searched for game configurations, in order: $STEPWISE_DATA_DIR/games, then
// share/stepwise/games beside the running program (../share/stepwise/games from its folder),
// the source tree's resources/games (programs run from the build tree), the installed folder.
std::vector<std::string> gameDataDirs();

// The configuration for a resource set's game ("doom" or "doom2", ResourceSet::iwadGame), or
// for a map's name when the game is unknown (ExMy: "doom", else "doom2").
std::string gameIdFor(const std::string& iwadGame, const std::string& mapName);

} // namespace sw
