#include "app/EditActions.h"

#include "app/ToolActions.h"

#include "document/Document.h"
#include "commands/DeleteElements.h"
#include "commands/FlipWalls.h"
#include "commands/JoinSectors.h"
#include "commands/MakeSector.h"
#include "commands/MergeSectors.h"
#include "commands/MergeVertices.h"
#include "commands/PasteElements.h"
#include "commands/PlaceThing.h"
#include "commands/RotateThings.h"
#include "commands/SetPlayerStart.h"
#include "commands/SetSectorProperties.h"
#include "commands/SplitWall.h"
#include "io/SwmapFormat.h"
#include "views/PlanView.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QMainWindow>
#include <QMenu>
#include <QMimeData>
#include <QUndoStack>

#include <cmath>

namespace sw::editor {

namespace {

// The clipboard carries a piece of map as .swmap text under its own type, so a paste into a
// text editor shows something readable while only Stepwise pastes it as map.
const QString kMimeType = QStringLiteral("application/x-stepwise-map");

} // namespace

EditActions::EditActions(Document& document, PlanView& view, QMainWindow* window)
    : QObject(window), m_document(document), m_view(view), m_window(window),
      m_modes(new QActionGroup(this)), m_tools(new ToolActions(document, view, window))
{
}

QAction* EditActions::add(QMenu* menu, const QString& text, const QKeySequence& shortcut,
                          void (EditActions::*slot)())
{
    QAction* action = menu->addAction(text, this, slot);
    action->setShortcut(shortcut);
    return action;
}

void EditActions::fillEditMenu(QMenu* menu)
{
    QUndoStack* stack = m_document.undoStack();
    QAction* undo = stack->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("editUndo"));
    QAction* redo = stack->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(QStringLiteral("editRedo"));
    menu->addAction(undo);
    menu->addAction(redo);
    menu->addSeparator();
    add(menu, tr("Cu&t"), QKeySequence::Cut, &EditActions::cutSelection);
    add(menu, tr("&Copy"), QKeySequence::Copy, &EditActions::copySelection);
    add(menu, tr("&Paste"), QKeySequence::Paste, &EditActions::paste);
    add(menu, tr("&Delete"), QKeySequence::Delete, &EditActions::deleteSelection);
    add(menu, tr("Select &All"), QKeySequence::SelectAll, &EditActions::selectAll);
    menu->addSeparator();
    add(menu, tr("&Split Wall at Cursor"), QKeySequence(Qt::Key_X), &EditActions::splitWall);
    add(menu, tr("&Flip Walls"), QKeySequence(Qt::Key_F), &EditActions::flipWalls);
    add(menu, tr("&Merge Vertices"), QKeySequence(Qt::Key_M), &EditActions::mergeVertices);
    add(menu, tr("&Join Sectors"), QKeySequence(Qt::Key_J), &EditActions::joinSectors);
    add(menu, tr("Merge Sec&tors"), QKeySequence(Qt::SHIFT | Qt::Key_J), &EditActions::mergeSectors);
    add(menu, tr("Ma&ke Sector at Cursor"), QKeySequence(Qt::Key_K), &EditActions::makeSector);
    m_autoMerge = menu->addAction(tr("&Auto-Merge"));
    m_autoMerge->setCheckable(true);
    m_autoMerge->setChecked(m_view.autoMerge());
    m_autoMerge->setToolTip(tr("Vertices and walls dropped on others merge with them"));
    connect(m_autoMerge, &QAction::toggled, this, [this](bool on) { m_view.setAutoMerge(on); });
    menu->addSeparator();
    const auto heights = [this, menu](const QString& text, const QKeySequence& key, bool floor,
                                      bool ceiling, int steps) {
        QAction* a = menu->addAction(text, this, [=, this] { changeHeights(floor, ceiling, steps); });
        a->setShortcut(key);
    };
    heights(tr("Raise Floor"), QKeySequence(Qt::Key_PageUp), true, false, 1);
    heights(tr("Lower Floor"), QKeySequence(Qt::Key_PageDown), true, false, -1);
    heights(tr("Raise Ceiling"), QKeySequence(Qt::SHIFT | Qt::Key_PageUp), false, true, 1);
    heights(tr("Lower Ceiling"), QKeySequence(Qt::SHIFT | Qt::Key_PageDown), false, true, -1);
    heights(tr("Raise Floor and Ceiling"), QKeySequence(Qt::CTRL | Qt::Key_PageUp), true, true, 1);
    heights(tr("Lower Floor and Ceiling"), QKeySequence(Qt::CTRL | Qt::Key_PageDown), true, true, -1);
    menu->addSeparator();
    add(menu, tr("&Insert Thing at Cursor"), QKeySequence(Qt::Key_Insert), &EditActions::placeThing);
    QAction* left = menu->addAction(tr("Rotate Things Left"), this, [this] { rotateThings(45); });
    left->setShortcut(QKeySequence(Qt::Key_Comma));
    QAction* right = menu->addAction(tr("Rotate Things Right"), this, [this] { rotateThings(-45); });
    right->setShortcut(QKeySequence(Qt::Key_Period));
    add(menu, tr("Set Player &Start at Cursor"), QKeySequence(Qt::Key_P),
        &EditActions::setPlayerStart);
    menu->addSeparator();
    m_tools->fillMenu(menu);
}

void EditActions::fillModeMenu(QMenu* menu)
{
    const auto mode = [this, menu](const QString& text, Qt::Key key, EditMode m) {
        QAction* a = menu->addAction(text, this, [this, m] { m_view.setMode(m); });
        a->setShortcut(QKeySequence(key));
        a->setCheckable(true);
        a->setChecked(m_view.mode() == m);
        a->setData(static_cast<int>(m));
        m_modes->addAction(a);
    };
    mode(tr("&Vertices"), Qt::Key_V, EditMode::Vertices);
    mode(tr("&Walls"), Qt::Key_L, EditMode::Walls);
    mode(tr("&Sectors"), Qt::Key_S, EditMode::Sectors);
    mode(tr("&Things"), Qt::Key_T, EditMode::Things);
    mode(tr("&Draw Sector"), Qt::Key_D, EditMode::DrawSector);
    mode(tr("Draw &Rectangle"), Qt::Key_R, EditMode::DrawRectangle);
    connect(&m_view, &PlanView::modeChanged, this, [this](EditMode m) {
        for (QAction* a : m_modes->actions())
            a->setChecked(a->data().toInt() == static_cast<int>(m));
    });
}

Vec2 EditActions::pointForEdit() const
{
    if (const std::optional<Vec2> cursor = m_view.cursorMapPos()) {
        const QPointF screen = m_view.mapToScreen(QPointF(cursor->x, cursor->y));
        return m_view.snap(screen, QApplication::keyboardModifiers());
    }
    const QPointF centre = m_view.view().center();
    return {centre.x(), centre.y()};
}

void EditActions::deleteSelection()
{
    if (auto command = DeleteElements::create(m_document, m_document.selection()))
        m_document.push(command.release());
}

void EditActions::copySelection()
{
    const Map piece = PasteElements::copyPiece(m_document.map(), m_document.selection());
    if (piece.vertices.empty() && piece.things.empty())
        return;
    auto* data = new QMimeData;
    const QByteArray text = QByteArray::fromStdString(writeSwmap(piece));
    data->setData(kMimeType, text);
    data->setText(QString::fromUtf8(text));
    QApplication::clipboard()->setMimeData(data);
    m_pasteCount = 0;
}

void EditActions::cutSelection()
{
    copySelection();
    if (auto command = DeleteElements::create(m_document, m_document.selection(), tr("Cut")))
        m_document.push(command.release());
}

void EditActions::paste()
{
    const QMimeData* data = QApplication::clipboard()->mimeData();
    if (!data || !data->hasFormat(kMimeType))
        return;
    const QByteArray bytes = data->data(kMimeType);
    Result<Map> piece = readSwmap(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                                  "clipboard");
    if (!piece) {
        m_view.showMessage(QString::fromStdString(piece.error().message));
        return;
    }
    // At the cursor when it is over the plan (the piece's centre lands there, on the grid);
    // otherwise next to the original, a grid step further with each paste.
    Vec2 offset;
    const Box2 box = piece->bounds();
    if (m_view.cursorMapPos()) {
        const Vec2 target = pointForEdit();
        const Vec2 centre = (box.min + box.max) * 0.5;
        const double g = m_view.gridSize();
        offset = Vec2(std::round((target.x - centre.x) / g) * g, std::round((target.y - centre.y) / g) * g);
    } else {
        ++m_pasteCount;
        offset = Vec2(1, -1) * (m_view.gridSize() * m_pasteCount);
    }
    if (auto command = PasteElements::create(m_document, *piece, offset))
        m_document.push(command.release());
}

void EditActions::selectAll()
{
    const Map& map = m_document.map();
    Selection s;
    const auto all = [](std::size_t n) {
        std::vector<Index> v(n);
        for (std::size_t i = 0; i < n; ++i)
            v[i] = static_cast<Index>(i);
        return v;
    };
    switch (m_view.mode()) {
    case EditMode::Vertices:
        s.vertices = all(map.vertices.size());
        break;
    case EditMode::Walls:
        s.walls = all(map.walls.size());
        break;
    case EditMode::Things:
        s.things = all(map.things.size());
        break;
    default:
        s.sectors = all(map.sectors.size());
        break;
    }
    m_document.setSelection(std::move(s));
}

void EditActions::splitWall()
{
    const std::optional<Vec2> cursor = m_view.cursorMapPos();
    QString why;
    Index wall = kNone;
    if (cursor)
        wall = m_view.wallAt(m_view.mapToScreen(QPointF(cursor->x, cursor->y)));
    if (auto command = SplitWall::create(m_document, wall, pointForEdit(), &why))
        m_document.push(command.release());
    else
        m_view.showMessage(why);
}

void EditActions::mergeVertices()
{
    QString why;
    if (auto command = MergeVertices::create(m_document, m_document.selection().vertices, &why))
        m_document.push(command.release());
    else
        m_view.showMessage(why);
}

void EditActions::joinSectors()
{
    QString why;
    if (auto command = JoinSectors::create(m_document, m_document.selection().sectors, &why))
        m_document.push(command.release());
    else
        m_view.showMessage(why);
}

void EditActions::makeSector()
{
    QString why;
    if (auto command = MakeSector::create(m_document, pointForEdit(), &why))
        m_document.push(command.release());
    else
        m_view.showMessage(why);
}

void EditActions::mergeSectors()
{
    QString why;
    if (auto command = MergeSectors::create(m_document, m_document.selection().sectors, &why))
        m_document.push(command.release());
    else
        m_view.showMessage(why);
}

void EditActions::flipWalls()
{
    if (auto command = FlipWalls::create(m_document, m_document.selection().walls))
        m_document.push(command.release());
    else
        m_view.showMessage(tr("Select two-sided walls to flip; one-sided walls must face their sector."));
}

void EditActions::changeHeights(bool floor, bool ceiling, int steps)
{
    const std::vector<Index>& sectors = m_document.selection().sectors;
    if (sectors.empty()) {
        m_view.showMessage(tr("Select sectors to change their heights."));
        return;
    }
    const double by = steps * m_view.gridSize();
    std::vector<Sector> values;
    for (Index s : sectors) {
        Sector v = m_document.map().sectors[static_cast<std::size_t>(s)];
        if (floor)
            v.floorHeight += by;
        if (ceiling)
            v.ceilingHeight += by;
        values.push_back(v);
    }
    using Field = SetSectorProperties::Field;
    const Field field = floor && ceiling ? Field::Other : floor ? Field::Floor : Field::Ceiling;
    const QString text = floor && ceiling ? tr("Move Sector Heights")
                         : floor          ? tr("Change Floor Height")
                                          : tr("Change Ceiling Height");
    m_document.push(new SetSectorProperties(m_document, sectors, std::move(values), field, text));
}

void EditActions::placeThing()
{
    const Vec2 at = pointForEdit();
    m_document.push(new PlaceThing(m_document, Thing{m_thingType, at, 90, 7, {}}));
    m_view.setMode(EditMode::Things);
}

void EditActions::rotateThings(double degrees)
{
    const std::vector<Index>& things = m_document.selection().things;
    if (things.empty()) {
        m_view.showMessage(tr("Select things to rotate them."));
        return;
    }
    m_document.push(new RotateThings(m_document, things, degrees));
}

void EditActions::setPlayerStart()
{
    const double angle = m_document.map().playerStart ? m_document.map().playerStart->angle : 90;
    m_document.push(new SetPlayerStart(m_document, PlayerStart{pointForEdit(), angle}));
}

} // namespace sw::editor
