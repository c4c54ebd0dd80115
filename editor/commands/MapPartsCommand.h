#pragma once

#include "document/ChangeSet.h"
#include "document/Selection.h"
#include "map/Map.h"

#include <QUndoCommand>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace sw::editor {

class Document;

// The difference between two versions of one of the map's vectors, stored so that applying it
// turns either version into the other: changed elements by index (their other value) and the
// elements past the shorter length. Applying it twice gives back the start, which is what lets
// undo and redo share one swap.
template <typename T> class VectorSwap {
public:
    VectorSwap() = default;
    // The swap as apply() leaves it once it has turned `before` into `after`: for an edit whose
    // first application puts `after` in place (Document::installEdited).
    static VectorSwap applied(const CowVector<T>& before, const CowVector<T>& after)
    {
        VectorSwap out;
        const std::size_t common = std::min(before.size(), after.size());
        // A chunk both versions share holds nothing the edit changed: on a big map nearly all
        // of them (the 160,400-wall grid's walls took 2 to 4 ms to compare one by one).
        constexpr std::size_t kChunk = CowVector<T>::kChunk;
        for (std::size_t c = 0; c * kChunk < common; ++c) {
            if (before.sharesChunk(after, c))
                continue;
            for (std::size_t i = c * kChunk; i < std::min(common, (c + 1) * kChunk); ++i)
                if (!(before[i] == after[i]))
                    out.m_changed.emplace_back(i, before[i]);
        }
        if (before.size() > common)
            out.m_tail.assign(before.begin() + static_cast<std::ptrdiff_t>(common), before.end());
        out.m_otherSize = before.size();
        out.m_sizeChanges = before.size() != after.size();
        return out;
    }
    // From applied()'s state back to the one before the first apply, given the `after` it was
    // made with.
    void unapply(const CowVector<T>& after)
    {
        for (auto& [i, value] : m_changed)
            value = after[i];
        const std::size_t common = std::min(m_otherSize, after.size());
        m_tail.assign(after.begin() + static_cast<std::ptrdiff_t>(common), after.end());
        m_otherSize = after.size();
    }

    bool empty() const { return m_changed.empty() && !m_sizeChanges; }
    bool sizeChanges() const { return m_sizeChanges; }
    std::vector<Index> changedIndices() const
    {
        std::vector<Index> result;
        for (const auto& [i, value] : m_changed)
            result.push_back(static_cast<Index>(i));
        return result;
    }
    std::size_t bytes() const
    {
        return m_changed.size() * sizeof(std::pair<std::size_t, T>) + m_tail.size() * sizeof(T);
    }

    void apply(CowVector<T>& items)
    {
        for (auto& [i, value] : m_changed)
            std::swap(items[i], value);
        const std::size_t current = items.size();
        if (m_otherSize > current) {
            items.insert(items.end(), std::make_move_iterator(m_tail.begin()),
                         std::make_move_iterator(m_tail.end()));
            m_tail.clear();
        } else if (m_otherSize < current) {
            m_tail.assign(
                std::make_move_iterator(items.begin() + static_cast<std::ptrdiff_t>(m_otherSize)),
                std::make_move_iterator(items.end()));
            items.resize(m_otherSize);
        }
        m_otherSize = current;
    }

private:
    std::vector<std::pair<std::size_t, T>> m_changed;
    std::vector<T> m_tail;
    std::size_t m_otherSize = 0;
    bool m_sizeChanges = false;
};

// Base of the edits that change the map's structure (add, remove or renumber elements). The
// subclass works out the edited map on a copy and hands it to setResult(); only the differences
// are kept, so a split on a 10,000-wall map stores a few walls rather than the whole map.
// Undo and redo are the same swap; the selection is swapped with the map so undo restores it.
// The first redo, while the map is as the result was worked out on, puts the result itself in
// place rather than applying the swap to the map (the result shares with the map every chunk of
// elements the edit did not write: CowVector).
// The result differs from the map in the element arrays and the player start only.
class MapPartsCommand : public QUndoCommand {
public:
    void redo() override { swap(); }
    void undo() override { swap(); }

    // False when the edit would change nothing (the caller then does not push it).
    bool changesMap() const;
    // Memory held for undo, for measurements.
    std::size_t undoBytes() const;

protected:
    MapPartsCommand(Document& document, const QString& text);
    // Keeps the difference between the document's current map and after (worked out on
    // a copy of the map), and after itself for the first redo.
    void setResult(Map after, Selection selectionAfter);
    Document& document() { return m_document; }

private:
    void swap();

    Document& m_document;
    VectorSwap<Vertex> m_vertices;
    VectorSwap<Wall> m_walls;
    VectorSwap<Sector> m_sectors;
    VectorSwap<Thing> m_things;
    std::optional<std::optional<PlayerStart>> m_playerStart; // set when it changes
    Selection m_selection;
    // The edited map for the first redo, and the document's edit count it was worked out at;
    // the swaps above are then as that redo leaves them.
    std::unique_ptr<Map> m_result;
    std::uint64_t m_resultBasis = 0;
};

} // namespace sw::editor
