#pragma once

// Sidedef numbering shared by the Doom/Hexen and UDMF writers: each wall side keeps the sidedef
// number it was imported with when that number is free or holds the very same sidedef (so
// shared sidedefs stay shared and an unedited map keeps its order); new or changed sides get
// numbers after the old ones; numbers no side uses any more are closed up.

#include "map/Map.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace sw {

constexpr std::uint32_t kNoSidedef = 0xFFFF'FFFF;

template <typename Record>
struct SideNumbers {
    std::vector<Record> records;
    std::vector<std::uint32_t> front, back; // per wall; back is kNoSidedef when one-sided
};

// `record(side, sector)` gives the sidedef as written; equal records may share a number.
template <typename Record, typename MakeRecord>
SideNumbers<Record> numberSides(const Map& map, MakeRecord&& record)
{
    const std::size_t n = map.walls.size();
    // Imported numbers larger than this cannot come from a sane import; they get new numbers.
    const std::size_t limit = 2 * n + 1024;
    // Room for every side at once: grown one number at a time, the outgrown blocks would stay
    // touched (and resident) after they are freed.
    std::vector<std::optional<Record>> slots;
    slots.reserve(2 * n);
    struct Pending {
        std::size_t wall;
        bool front;
    };
    std::vector<Pending> pending;
    SideNumbers<Record> out;
    out.front.assign(n, 0);
    out.back.assign(n, kNoSidedef);
    for (std::size_t i = 0; i < n; ++i) {
        const Wall& w = map.walls[i];
        for (int s = 0; s < 2; ++s) {
            const bool front = s == 0;
            if (!front && w.backSector == kNone)
                continue;
            Record r = record(front ? w.front : w.back, front ? w.frontSector : w.backSector);
            const Index k = front ? w.frontSidedef : w.backSidedef;
            if (k >= 0 && static_cast<std::size_t>(k) < limit) {
                const auto slot = static_cast<std::size_t>(k);
                if (slots.size() <= slot)
                    slots.resize(slot + 1);
                if (!slots[slot] || *slots[slot] == r) {
                    slots[slot] = std::move(r);
                    (front ? out.front : out.back)[i] = static_cast<std::uint32_t>(slot);
                    continue;
                }
            }
            pending.push_back({i, front});
        }
    }
    for (const Pending& p : pending) {
        const Wall& w = map.walls[p.wall];
        (p.front ? out.front : out.back)[p.wall] = static_cast<std::uint32_t>(slots.size());
        slots.push_back(record(p.front ? w.front : w.back, p.front ? w.frontSector : w.backSector));
    }
    // Close up the numbers nothing uses any more (deleted walls).
    std::vector<std::uint32_t> renumber(slots.size(), 0);
    out.records.reserve(slots.size());
    for (std::size_t k = 0; k < slots.size(); ++k)
        if (slots[k]) {
            renumber[k] = static_cast<std::uint32_t>(out.records.size());
            out.records.push_back(std::move(*slots[k]));
        }
    for (std::size_t i = 0; i < n; ++i) {
        out.front[i] = renumber[out.front[i]];
        if (out.back[i] != kNoSidedef)
            out.back[i] = renumber[out.back[i]];
    }
    return out;
}

} // namespace sw
