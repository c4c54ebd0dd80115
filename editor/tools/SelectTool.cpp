#include "tools/SelectTool.h"

#include "document/Document.h"
#include "commands/MoveThings.h"
#include "commands/MergeDroppedVertices.h"
#include "commands/MoveVertices.h"
#include "map/MapEditing.h"
#include "views/PlanPalette.h"
#include "views/PlanView.h"

#include <QMouseEvent>
#include <QUndoStack>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <set>

namespace sw::editor {

namespace {

// Pixels the mouse must travel with the button down before a click becomes a drag.
constexpr double kDragThreshold = 4;

std::vector<Index>& listOf(Selection& selection, EditMode mode)
{
    switch (mode) {
    case EditMode::Vertices:
        return selection.vertices;
    case EditMode::Walls:
        return selection.walls;
    case EditMode::Things:
        return selection.things;
    default:
        return selection.sectors;
    }
}

// Each drag gets its own merge key so two drags in a row stay two undo steps.
int nextDragKey()
{
    static int key = 0;
    return ++key;
}

} // namespace

void SelectTool::mousePress(QMouseEvent* event)
{
    Document& doc = m_view.document();
    m_pressPos = event->position();
    const Index element = m_view.elementAt(m_pressPos);
    const bool add = event->modifiers() & Qt::ShiftModifier;
    Selection selection = doc.selection();
    std::vector<Index>& list = listOf(selection, m_view.mode());
    if (element == kNone) {
        m_state = State::Band;
        m_bandAdds = add;
        m_bandEnd = m_pressPos;
        if (!add)
            doc.setSelection({});
        return;
    }
    if (add) {
        if (&list == &selection.sectors)
            selection.toggleSector(element);
        else
            Selection::toggle(list, element);
        doc.setSelection(selection);
        m_state = State::Idle;
        return;
    }
    if (!Selection::contains(list, element)) {
        selection = {};
        listOf(selection, m_view.mode()) = {element};
        doc.setSelection(selection);
    }
    m_grabbed = element;
    m_state = State::Pressed;
}

void SelectTool::mouseMove(QMouseEvent* event)
{
    const QPointF pos = event->position();
    switch (m_state) {
    case State::Idle:
        m_view.setHovered(m_view.elementAt(pos));
        return;
    case State::Pressed: {
        const QPointF d = pos - m_pressPos;
        if (std::hypot(d.x(), d.y()) < kDragThreshold)
            return;
        startDrag(m_pressPos);
        dragTo(event);
        return;
    }
    case State::Dragging:
        dragTo(event);
        return;
    case State::Band:
        m_bandEnd = pos;
        m_view.update();
        return;
    }
}

void SelectTool::mouseRelease(QMouseEvent*)
{
    if (m_state == State::Band)
        selectInBand(m_bandAdds);
    if (m_state == State::Dragging && m_view.mode() != EditMode::Things && m_view.autoMerge() &&
        m_lastDelta != Vec2(0, 0))
        mergeDropped();
    m_state = State::Idle;
    m_view.update();
}

void SelectTool::mergeDropped()
{
    Document& doc = m_view.document();
    QUndoStack* stack = doc.undoStack();
    // The drag is the last command on the stack (its steps merged into one move).
    const auto* drag = dynamic_cast<const MoveVertices*>(stack->command(stack->index() - 1));
    if (!drag || drag->id() < 0)
        return;
    Map dropped = doc.map();
    Map probe = dropped;
    if (edit::mergeDropped(probe, m_moving) == 0)
        return;
    // Replace the move by move-and-merge, so one undo takes back both.
    stack->undo();
    if (auto command = MergeDroppedVertices::create(doc, std::move(dropped), m_moving))
        doc.push(command.release());
    else
        stack->redo();
}

void SelectTool::cancel()
{
    m_state = State::Idle;
}

void SelectTool::startDrag(const QPointF& pressPos)
{
    const Map& map = m_view.document().map();
    const Selection& sel = m_view.document().selection();
    const QPointF pressMap = m_view.screenToMap(pressPos);
    const Vec2 press(pressMap.x(), pressMap.y());
    m_moving.clear();
    m_origins.clear();
    if (m_view.mode() == EditMode::Things) {
        m_moving = sel.things;
        for (Index t : m_moving)
            m_origins.push_back(map.things[static_cast<std::size_t>(t)].pos);
        m_anchor = map.things[static_cast<std::size_t>(m_grabbed)].pos;
    } else {
        std::set<Index> vertices(sel.vertices.begin(), sel.vertices.end());
        std::set<Index> grabbedVertices;
        for (std::size_t i = 0; i < map.walls.size(); ++i) {
            const Wall& w = map.walls[i];
            const bool inSelection = Selection::contains(sel.walls, static_cast<Index>(i)) ||
                                     Selection::contains(sel.sectors, w.frontSector) ||
                                     Selection::contains(sel.sectors, w.backSector);
            if (inSelection) {
                vertices.insert(w.v1);
                vertices.insert(w.v2);
            }
            const bool grabbed = (m_view.mode() == EditMode::Walls && static_cast<Index>(i) == m_grabbed) ||
                                 (m_view.mode() == EditMode::Sectors &&
                                  (w.frontSector == m_grabbed || w.backSector == m_grabbed));
            if (grabbed) {
                grabbedVertices.insert(w.v1);
                grabbedVertices.insert(w.v2);
            }
        }
        if (m_view.mode() == EditMode::Vertices)
            grabbedVertices = {m_grabbed};
        m_moving.assign(vertices.begin(), vertices.end());
        for (Index v : m_moving)
            m_origins.push_back(map.vertices[static_cast<std::size_t>(v)].pos);
        // The grabbed element's vertex nearest the press is what snaps, as in Doom Builder.
        m_anchor = press;
        double best = std::numeric_limits<double>::infinity();
        for (Index v : grabbedVertices) {
            const Vec2 p = map.vertices[static_cast<std::size_t>(v)].pos;
            if (glm::length(p - press) < best) {
                best = glm::length(p - press);
                m_anchor = p;
            }
        }
    }
    m_lastDelta = Vec2(0, 0);
    m_dragKey = nextDragKey();
    m_state = m_moving.empty() ? State::Idle : State::Dragging;
}

void SelectTool::dragTo(QMouseEvent* event)
{
    if (m_state != State::Dragging)
        return;
    // The anchor keeps its offset from the cursor, then snaps.
    const QPointF pressMap = m_view.screenToMap(m_pressPos);
    const QPointF anchorScreen = m_view.mapToScreen(QPointF(m_anchor.x, m_anchor.y));
    const QPointF target = event->position() + (anchorScreen - m_view.mapToScreen(pressMap));
    const bool things = m_view.mode() == EditMode::Things;
    const Vec2 snapped = m_view.snap(target, event->modifiers(), things ? std::vector<Index>{} : m_moving);
    const Vec2 delta = snapped - m_anchor;
    if (delta == m_lastDelta)
        return;
    m_lastDelta = delta;
    std::vector<Vec2> positions;
    positions.reserve(m_origins.size());
    for (const Vec2& p : m_origins)
        positions.push_back(p + delta);
    Document& doc = m_view.document();
    if (things)
        doc.push(new MoveThings(doc, m_moving, std::move(positions), m_dragKey));
    else
        doc.push(new MoveVertices(doc, m_moving, std::move(positions), m_dragKey));
}

void SelectTool::selectInBand(bool add)
{
    const QRectF band = QRectF(m_view.screenToMap(m_pressPos), m_view.screenToMap(m_bandEnd)).normalized();
    const Map& map = m_view.document().map();
    const auto inside = [&band](const Vec2& p) { return band.contains(QPointF(p.x, p.y)); };
    Selection selection = add ? m_view.document().selection() : Selection{};
    std::vector<Index>& list = listOf(selection, m_view.mode());
    switch (m_view.mode()) {
    case EditMode::Vertices:
        for (std::size_t i = 0; i < map.vertices.size(); ++i)
            if (inside(map.vertices[i].pos))
                list.push_back(static_cast<Index>(i));
        break;
    case EditMode::Walls:
        for (std::size_t i = 0; i < map.walls.size(); ++i)
            if (inside(map.wallStart(map.walls[i])) && inside(map.wallEnd(map.walls[i])))
                list.push_back(static_cast<Index>(i));
        break;
    case EditMode::Sectors: {
        const PlanGeometry& g = m_view.geometry();
        for (std::size_t i = 0; i < g.sectors.size(); ++i)
            if (!g.sectors[i].isEmpty() && band.contains(g.sectors[i].bounds))
                list.push_back(static_cast<Index>(i));
        break;
    }
    case EditMode::Things:
        for (std::size_t i = 0; i < map.things.size(); ++i)
            if (inside(map.things[i].pos))
                list.push_back(static_cast<Index>(i));
        break;
    default:
        break;
    }
    m_view.document().setSelection(std::move(selection));
}

void SelectTool::paint(QPainter& painter) const
{
    if (m_state != State::Band)
        return;
    painter.save();
    QColor fill = QColor::fromRgb(PlanPalette::kSelection);
    fill.setAlpha(0x30);
    painter.setPen(QPen(QColor::fromRgb(PlanPalette::kSelection), 1, Qt::DashLine));
    painter.setBrush(fill);
    painter.drawRect(QRectF(m_pressPos, m_bandEnd).normalized());
    painter.restore();
}

} // namespace sw::editor
