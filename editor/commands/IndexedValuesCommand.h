#pragma once

#include "document/ChangeSet.h"
#include "document/Document.h"
#include "commands/CommandIds.h"

#include <QUndoCommand>

#include <vector>

namespace sw::editor {

// Base of the edits that change values of existing elements in place (positions, heights,
// flags): no element is added or removed, so indices stay valid and only the touched values are
// stored. Consecutive commands with the same merge key and the same elements merge into one
// (one drag, one run of spin-box steps), keeping the first "before" and the last "after".
template <typename T> class IndexedValuesCommand : public QUndoCommand {
public:
    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }
    int id() const override { return m_mergeKey != 0 ? static_cast<int>(m_id) : -1; }

    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = dynamic_cast<const IndexedValuesCommand*>(other);
        if (!next || next->m_mergeKey != m_mergeKey || next->m_indices != m_indices)
            return false;
        m_after = next->m_after;
        return true;
    }

    const std::vector<Index>& indices() const { return m_indices; }
    std::size_t undoBytes() const
    {
        return sizeof(*this) + (m_indices.size() * sizeof(Index)) +
               (m_before.size() + m_after.size()) * sizeof(T);
    }

protected:
    // mergeKey 0 never merges; otherwise a number shared by the steps of one gesture.
    IndexedValuesCommand(Document& document, const QString& text, MergeId id, int mergeKey,
                         std::vector<Index> indices, std::vector<T> after)
        : QUndoCommand(text), m_document(document), m_id(id), m_mergeKey(mergeKey),
          m_indices(std::move(indices)), m_after(std::move(after))
    {
    }
    // Call at the end of the subclass constructor, where read() works.
    void readBefore()
    {
        m_before.reserve(m_indices.size());
        for (Index i : m_indices)
            m_before.push_back(read(m_document.map(), static_cast<std::size_t>(i)));
    }

    virtual T read(const Map& map, std::size_t index) const = 0;
    virtual void write(Map& map, std::size_t index, const T& value) const = 0;
    // Which part of the map the values are, for the change signal.
    virtual void describe(ChangeSet& changes) const = 0;

private:
    void apply(const std::vector<T>& values)
    {
        Map& map = m_document.editMap();
        for (std::size_t k = 0; k < m_indices.size(); ++k)
            write(map, static_cast<std::size_t>(m_indices[k]), values[k]);
        ChangeSet changes;
        describe(changes);
        m_document.notifyChanged(changes);
    }

    Document& m_document;
    MergeId m_id;
    int m_mergeKey;
    std::vector<Index> m_indices;
    std::vector<T> m_before, m_after;
};

} // namespace sw::editor
