#include "app/ToolActions.h"

#include "commands/MakeDoor.h"
#include "commands/MakeLift.h"
#include "commands/MakeStairs.h"
#include "commands/ReplaceValues.h"
#include "dialogs/DoorDialog.h"
#include "dialogs/FindReplaceDialog.h"
#include "dialogs/StairsDialog.h"
#include "document/Document.h"
#include "document/DocumentResources.h"
#include "map/FindReplace.h"
#include "views/PlanView.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace sw::editor {

ToolActions::ToolActions(Document& document, PlanView& view, QMainWindow* window)
    : QObject(window), m_document(document), m_view(view), m_window(window)
{
}

void ToolActions::fillMenu(QMenu* menu)
{
    const auto add = [this, menu](const QString& text, const QKeySequence& key, const char* name,
                                  void (ToolActions::*slot)()) {
        QAction* a = menu->addAction(text, this, slot);
        a->setShortcut(key);
        a->setObjectName(QString::fromLatin1(name));
        return a;
    };
    add(tr("Make &Stairs..."), QKeySequence(), "makeStairs", &ToolActions::makeStairs);
    add(tr("Make &Door..."), QKeySequence(), "makeDoor", &ToolActions::makeDoor);
    add(tr("Make &Lift"), QKeySequence(), "makeLift", &ToolActions::makeLift);
    menu->addSeparator();
    add(tr("Find and &Replace..."), QKeySequence(Qt::CTRL | Qt::Key_H), "findReplace",
        &ToolActions::findAndReplace);
    QMenu* similar = menu->addMenu(tr("Select Si&milar"));
    const auto similarBy = [this, similar](const QString& text, edit::Similarity how,
                                           const char* name) {
        QAction* a = similar->addAction(text, this, [this, how] {
            selectSimilar(static_cast<int>(how));
        });
        a->setObjectName(QString::fromLatin1(name));
    };
    similarBy(tr("Same &Texture or Flat"), edit::Similarity::Texture, "selectSimilarTexture");
    similarBy(tr("Same Thing T&ype"), edit::Similarity::Type, "selectSimilarType");
    similarBy(tr("Same &Special"), edit::Similarity::Special, "selectSimilarSpecial");
    add(tr("C&opy Properties"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), "copyProperties",
        &ToolActions::copyProperties);
    add(tr("Paste Propert&ies"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V),
        "pasteProperties", &ToolActions::pasteProperties);
}

std::string ToolActions::firstKnownTexture(std::initializer_list<const char*> names) const
{
    const DocumentResources& resources = m_document.resources();
    for (const char* name : names)
        if (!resources.wallTextureMissing(name) && !resources.wallTexture(name).isNull())
            return name;
    return {};
}

void ToolActions::makeStairs()
{
    const std::vector<Index>& run = m_document.selection().sectorOrder;
    if (run.size() < 2) {
        m_view.showMessage(tr("Select at least two sectors, in the order the stairs climb."));
        return;
    }
    const Map& map = m_document.map();
    const AvatarProfile profile = map.profiles.empty() ? AvatarProfile{} : map.profiles.front();
    StairsDialog dialog(map, run, profile, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString why;
    if (auto command = MakeStairs::create(m_document, run, dialog.spec(), &why))
        m_document.push(command.release());
    else
        m_view.showMessage(why);
}

void ToolActions::makeDoor()
{
    const std::vector<Index>& sectors = m_document.selection().sectors;
    if (sectors.empty()) {
        m_view.showMessage(tr("Select the sectors to make into doors."));
        return;
    }
    DoorDialog dialog(m_document.resources().game().get(), m_doorSpecial, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_doorSpecial = dialog.special();
    QString why;
    const std::string texture = firstKnownTexture({"BIGDOOR2", "BIGDOOR1", "DOOR3"});
    auto command = MakeDoor::create(m_document, sectors, texture, &why, m_doorSpecial);
    if (!command) {
        m_view.showMessage(why);
        return;
    }
    const edit::MechanismResult result = command->result();
    m_document.push(command.release());
    m_view.showMessage(tr("Door made: special %1 on %2 walls facing out, %3 door tracks "
                          "lower-unpegged.")
                           .arg(m_doorSpecial)
                           .arg(result.walls)
                           .arg(result.tracks));
}

void ToolActions::makeLift()
{
    QString why;
    const std::string texture = firstKnownTexture({"PLAT1", "SUPPORT2"});
    auto command = MakeLift::create(m_document, m_document.selection().sectors, texture, &why);
    if (!command) {
        m_view.showMessage(why);
        return;
    }
    const edit::MechanismResult result = command->result();
    m_document.push(command.release());
    m_view.showMessage(tr("Lift made with tag %1: special 88 on %2 walls.")
                           .arg(result.tag)
                           .arg(result.walls));
}

void ToolActions::findAndReplace()
{
    const Selection& selected = m_document.selection();
    edit::FindScope selection;
    selection.walls = selected.walls;
    selection.sectors = selected.sectors;
    selection.things = selected.things;
    FindReplaceDialog dialog(m_document.map(), selection, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString why;
    auto command = ReplaceValues::create(m_document, dialog.query(), dialog.replacement(),
                                         dialog.scope(), &why);
    if (!command) {
        m_view.showMessage(why);
        return;
    }
    const edit::FindCount count = command->count();
    m_document.push(command.release());
    m_view.showMessage(tr("Replaced in %1.").arg(FindReplaceDialog::describe(count)));
}

void ToolActions::copyProperties()
{
    const Selection& s = m_document.selection();
    const Map& map = m_document.map();
    switch (m_view.mode()) {
    case EditMode::Walls:
        if (!s.walls.empty())
            m_copied = map.walls[static_cast<std::size_t>(s.walls.front())];
        break;
    case EditMode::Things:
        if (!s.things.empty())
            m_copied = map.things[static_cast<std::size_t>(s.things.front())];
        break;
    case EditMode::Sectors:
        if (!s.sectorOrder.empty())
            m_copied = map.sectors[static_cast<std::size_t>(s.sectorOrder.front())];
        break;
    default:
        break;
    }
    m_view.showMessage(std::holds_alternative<Wall>(m_copied)     ? tr("Copied the wall's properties.")
                       : std::holds_alternative<Sector>(m_copied) ? tr("Copied the sector's properties.")
                       : std::holds_alternative<Thing>(m_copied)  ? tr("Copied the thing's properties.")
                                                                  : tr("Select a wall, sector or thing to copy its properties."));
}

void ToolActions::pasteProperties()
{
    QString why;
    if (auto command = PasteProperties::create(m_document, m_copied, m_document.selection(), &why))
        m_document.push(command.release());
    else
        m_view.showMessage(why);
}

void ToolActions::selectSimilar(int similarity)
{
    const auto how = static_cast<edit::Similarity>(similarity);
    const Selection& s = m_document.selection();
    const Map& map = m_document.map();
    Selection result;
    switch (m_view.mode()) {
    case EditMode::Walls:
        if (!s.walls.empty())
            result.walls = edit::similarWalls(map, s.walls.front(), how);
        break;
    case EditMode::Things:
        if (!s.things.empty())
            result.things = edit::similarThings(map, s.things.front(), how);
        break;
    case EditMode::Sectors:
        if (!s.sectorOrder.empty())
            result.sectors = edit::similarSectors(map, s.sectorOrder.front(), how);
        break;
    default:
        break;
    }
    if (result.empty()) {
        m_view.showMessage(tr("Select a wall, sector or thing to find ones like it."));
        return;
    }
    m_document.setSelection(std::move(result));
    m_view.showMessage(tr("Selected %1 like it.").arg(m_document.selection().size()));
}

} // namespace sw::editor
