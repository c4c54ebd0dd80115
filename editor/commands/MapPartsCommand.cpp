#include "commands/MapPartsCommand.h"

#include "document/Document.h"

namespace sw::editor {

MapPartsCommand::MapPartsCommand(Document& document, const QString& text)
    : QUndoCommand(text), m_document(document)
{
}

void MapPartsCommand::setResult(Map after, Selection selectionAfter)
{
    const Map& before = m_document.map();
    m_vertices = VectorSwap<Vertex>::applied(before.vertices, after.vertices);
    m_walls = VectorSwap<Wall>::applied(before.walls, after.walls);
    m_sectors = VectorSwap<Sector>::applied(before.sectors, after.sectors);
    m_things = VectorSwap<Thing>::applied(before.things, after.things);
    if (before.playerStart != after.playerStart)
        m_playerStart = before.playerStart;
    m_selection = std::move(selectionAfter);
    m_result = std::make_unique<Map>(std::move(after));
    m_resultBasis = m_document.editCount();
}

bool MapPartsCommand::changesMap() const
{
    return !m_vertices.empty() || !m_walls.empty() || !m_sectors.empty() || !m_things.empty() ||
           m_playerStart.has_value();
}

std::size_t MapPartsCommand::undoBytes() const
{
    return sizeof(*this) + m_vertices.bytes() + m_walls.bytes() + m_sectors.bytes() +
           m_things.bytes();
}

void MapPartsCommand::swap()
{
    std::unique_ptr<Map> result = std::move(m_result);
    if (result && m_resultBasis != m_document.editCount()) {
        // The map changed since the result was worked out: its differences go onto the map as
        // it is now.
        m_vertices.unapply(result->vertices);
        m_walls.unapply(result->walls);
        m_sectors.unapply(result->sectors);
        m_things.unapply(result->things);
        if (m_playerStart)
            m_playerStart = result->playerStart;
        result.reset();
    }
    ChangeSet changes;
    changes.topology = m_vertices.sizeChanges() || m_walls.sizeChanges() ||
                       m_sectors.sizeChanges() || m_things.sizeChanges();
    changes.vertices = !m_vertices.empty();
    changes.walls = !m_walls.empty();
    changes.sectors = !m_sectors.empty();
    changes.things = !m_things.empty();
    // Below both lengths of each list, either way round.
    changes.vertexIndices = m_vertices.changedIndices();
    changes.wallIndices = m_walls.changedIndices();
    changes.sectorIndices = m_sectors.changedIndices();
    changes.thingIndices = m_things.changedIndices();
    changes.playerStart = m_playerStart.has_value();
    if (changes.topology) {
        const Map& before = m_document.map();
        changes.lengthsBefore = ChangeSet::Lengths{before.vertices.size(), before.walls.size(),
                                                   before.sectors.size(), before.things.size()};
    }
    if (result) {
        // The first redo: the result itself, as the swaps expect it (see setResult).
        m_document.installEdited(std::move(*result));
    } else {
        Map& map = m_document.editMap();
        m_vertices.apply(map.vertices);
        m_walls.apply(map.walls);
        m_sectors.apply(map.sectors);
        m_things.apply(map.things);
        if (m_playerStart)
            std::swap(*m_playerStart, map.playerStart);
    }
    // The selection indices belong to the map they were made on, so they swap with it, before
    // anyone hears of the change and reads the selection.
    Selection current = m_document.selection();
    m_document.setSelection(m_selection);
    m_selection = std::move(current);
    m_document.notifyChanged(changes);
}

} // namespace sw::editor
