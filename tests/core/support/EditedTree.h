#pragma once

// A map's tree compiled again after each edit the way the editor does it: from the previous
// tree and its memo, keeping the partitions that still serve, or (keepPartitions false) reusing
// only the subtrees an edit left exactly as they were.

#include "bsp/Bsp.h"

#include <optional>
#include <utility>

namespace swtest {

class EditedTree {
public:
    explicit EditedTree(bool keepPartitions = true) : m_keep(keepPartitions) {}

    // Compiles `map`: whole the first time, then from the previous tree. False when the
    // compile fails (the previous tree stays).
    bool compile(const sw::Map& map)
    {
        sw::BspMemo next;
        auto compiled = m_tree ? sw::Bsp::compileReusing(map, next, {&*m_tree, &m_memo, m_keep})
                               : sw::Bsp::compileReusing(map, next);
        if (!compiled)
            return false;
        m_tree = std::move(*compiled);
        m_memo = std::move(next);
        return true;
    }

    const sw::Bsp& tree() const { return *m_tree; }
    // What the last compile filled: the nodes it copied, the earlier leaf each leaf copies.
    const sw::BspMemo& memo() const { return m_memo; }

private:
    bool m_keep;
    std::optional<sw::Bsp> m_tree;
    sw::BspMemo m_memo;
};

} // namespace swtest
