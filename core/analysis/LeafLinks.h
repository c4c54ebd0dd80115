#pragma once

// Which leaves of a BSP border which, and through which wall: what the reachability flood
// crosses from each leaf. A leaf's links are found by walking a line just outside each edge of
// its polygon through the tree. They depend on the tree alone, not on the sectors' heights, so
// an editor keeps them as long as its edits keep the tree (LeafLinksCache): an edit of sector
// heights then floods without walking.

#include "bsp/Bsp.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

namespace sw {

class CollisionWorld;

struct LeafLink {
    std::int32_t leaf = -1; // the leaf across
    Index wall = kNone;     // the wall between them where they meet, or kNone
};

class LeafLinks {
public:
    // `world` is a collision world of `bsp` (its partition normals serve the walks). With
    // `previous`, the links of an earlier tree of the same map, and `leafFrom`, which leaf of
    // that tree each leaf of this one is a copy of (BspMemo::leafFrom), a copied leaf whose
    // neighbours were all copied too takes its links from there instead of walking.
    LeafLinks(const Bsp& bsp, const CollisionWorld& world, const LeafLinks* previous = nullptr,
              std::span<const std::int32_t> leafFrom = {});

    // The links of a leaf: each leaf across its edges once per wall it meets it through (the
    // void's leaves too, so that a copy can tell its neighbours are unchanged; the flood does
    // not enter them). Leaves in the void have none.
    std::span<const LeafLink> of(std::int32_t leaf) const
    {
        const auto l = static_cast<std::size_t>(leaf);
        return {m_links.data() + m_first[l], m_links.data() + m_first[l + 1]};
    }
    std::size_t leafCount() const { return m_first.empty() ? 0 : m_first.size() - 1; }
    std::size_t linkCount() const { return m_links.size(); }
    // How many leaves took their links from the earlier tree's instead of walking.
    std::size_t carriedLeaves() const { return m_carried; }

private:
    std::vector<std::uint32_t> m_first; // per leaf, where its links start; one more at the end
    std::vector<LeafLink> m_links;
    std::size_t m_carried = 0;
};

// The links of one tree, made by the first analysis that needs them and kept for the next
// ones. Whoever shares a cache between analyses promises that they analyse the same tree (the
// same nodes, leaves and segs; the sectors' heights may differ). Safe to use from several
// threads.
class LeafLinksCache {
public:
    LeafLinksCache() = default;
    // For a tree compiled from an earlier one: the earlier tree's cache and which of its
    // leaves each new leaf copies (BspMemo::leafFrom), to make this tree's links from
    // (LeafLinks). When no analysis made the earlier tree's links (it was cancelled by the
    // next edit, as in a drag), the links it was to start from are taken instead, with the
    // two steps' copies composed: a copy of a copy is a copy.
    LeafLinksCache(LeafLinksCache& previous,
                   std::shared_ptr<const std::vector<std::int32_t>> leafFrom);

    std::shared_ptr<const LeafLinks> get(const Bsp& bsp, const CollisionWorld& world);

private:
    std::mutex m_mutex;
    std::shared_ptr<const LeafLinks> m_links;
    std::shared_ptr<const LeafLinks> m_previous; // until the links are made
    std::shared_ptr<const std::vector<std::int32_t>> m_leafFrom; // shared with its tree's owner
};

} // namespace sw
