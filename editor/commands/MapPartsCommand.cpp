#include "commands/MapPartsCommand.h"

#include "document/Document.h"

namespace sw::editor {

MapPartsCommand::MapPartsCommand(Document& document, const QString& text)
    : QUndoCommand(text), m_document(document)
{
}

Map MapPartsCommand::copyToEdit(const Map& map)
{
    return Document::copyToEdit(map);
}

void MapPartsCommand::setResult(Map after, Selection selectionAfter)
{
    const Map& before = m_document.map();
    m_vertices = VectorSwap<Vertex>(before.vertices, std::move(after.vertices));
    m_walls = VectorSwap<Wall>(before.walls, std::move(after.walls));
    m_sectors = VectorSwap<Sector>(before.sectors, std::move(after.sectors));
    m_things = VectorSwap<Thing>(before.things, std::move(after.things));
    if (before.playerStart != after.playerStart)
        m_playerStart = after.playerStart;
    m_selection = std::move(selectionAfter);
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
    Map& map = m_document.editMap();
    ChangeSet changes;
    changes.topology = m_vertices.sizeChanges() || m_walls.sizeChanges() ||
                       m_sectors.sizeChanges() || m_things.sizeChanges();
    changes.vertices = !m_vertices.empty();
    changes.walls = !m_walls.empty();
    changes.sectors = !m_sectors.empty();
    changes.things = !m_things.empty();
    if (!changes.topology) {
        changes.vertexIndices = m_vertices.changedIndices();
        changes.wallIndices = m_walls.changedIndices();
        changes.sectorIndices = m_sectors.changedIndices();
        changes.thingIndices = m_things.changedIndices();
    }
    m_vertices.apply(map.vertices);
    m_walls.apply(map.walls);
    m_sectors.apply(map.sectors);
    m_things.apply(map.things);
    if (m_playerStart) {
        std::swap(*m_playerStart, map.playerStart);
        changes.playerStart = true;
    }
    // The selection indices belong to the map they were made on, so they swap with it, before
    // anyone hears of the change and reads the selection.
    Selection current = m_document.selection();
    m_document.setSelection(m_selection);
    m_selection = std::move(current);
    m_document.notifyChanged(changes);
}

} // namespace sw::editor
