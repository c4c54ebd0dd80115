// The Properties dock on real maps: both sides of a wall with thumbnails, offsets and every
// flag; names missing from the resources marked; thing types and specials by name and picked
// by name; a click on a thumbnail asking the Textures dock for a picture. Each edit is one
// undo step: done, undone, redone.

#include "EditorTestSupport.h"

#include "document/Document.h"
#include "document/DocumentResources.h"
#include "panels/FlagChecks.h"
#include "panels/MixedSpinBox.h"
#include "panels/PropertiesPanel.h"
#include "panels/TextureField.h"
#include "panels/VocabularyPicker.h"
#include "panels/WallSideEditor.h"
#include "views/PlanView.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace sw;
using namespace sw::editor;

namespace {

// Opens a map of freedoom2.wad, or fails the test (Freedoom is a dependency of the editor's
// tests: scripts/setup.sh installs it).
bool openFreedoom(Document& document, const char* map)
{
    const QString wad = swtest::freedoom2Path();
    return !wad.isEmpty() && document.open(wad, QString::fromLatin1(map));
}

// Replaces what a line edit holds as typing would, and confirms it with Return.
void typeInto(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
    // An open completion popup takes Return first (as it has the keyboard), closes, and hands
    // the key on to the field.
    QWidget* popup = edit->completer() ? edit->completer()->popup() : nullptr;
    QTest::keyClick(popup && popup->isVisible() ? popup : static_cast<QWidget*>(edit),
                    Qt::Key_Return);
}

void typeInto(QAbstractSpinBox* box, const QString& text)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClick(box, Qt::Key_Delete);
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

Index firstThingOfType(const Map& map, std::int32_t type)
{
    for (std::size_t i = 0; i < map.things.size(); ++i)
        if (map.things[i].type == type)
            return static_cast<Index>(i);
    return kNone;
}

} // namespace

class PropertiesPanelTest : public QObject {
    Q_OBJECT

private slots:
    void backSideIsShownAndEditable()
    {
        Document document;
        QVERIFY2(openFreedoom(document, "MAP12"), "freedoom2.wad MAP12 could not be opened");
        PropertiesPanel panel(document);
        panel.show();
        constexpr Index kWall = 124;
        const Wall before = document.map().walls[kWall];
        document.setSelection(Selection{.walls = {kWall}});

        // The texture of wall 124 is on its back side; the dock shows it with its picture.
        WallSideEditor* back = panel.wallSide(true);
        QVERIFY(back->isVisible());
        TextureSlot::Part part = TextureSlot::Part::Middle;
        std::string name;
        for (auto [p, n] : {std::pair{TextureSlot::Part::Upper, before.back.upper},
                            std::pair{TextureSlot::Part::Middle, before.back.middle},
                            std::pair{TextureSlot::Part::Lower, before.back.lower}})
            if (!isNoTexture(n)) {
                part = p;
                name = n;
            }
        QVERIFY2(!name.empty(), "wall 124 of MAP12 has no back texture any more");
        TextureField* field = back->field(part);
        QCOMPARE(field->nameEdit()->text(), QString::fromStdString(name));
        QVERIFY(!field->isMarked());
        QVERIFY(!field->thumbnail()->icon().isNull());

        // Another picture of the resources replaces it, in one undo step.
        const std::string other = name == "STARTAN3" ? "STARTAN2" : "STARTAN3";
        QVERIFY(!document.resources().wallTextureMissing(other));
        const int steps = document.undoStack()->count();
        // Typed in lower case, as the resources spell it.
        typeInto(field->nameEdit(), QString::fromStdString(other).toLower());
        const Wall after = document.map().walls[kWall];
        const ShortString& now = part == TextureSlot::Part::Upper   ? after.back.upper
                                 : part == TextureSlot::Part::Lower ? after.back.lower
                                                                    : after.back.middle;
        QCOMPARE(now, other);
        QCOMPARE(after.front, before.front);
        QCOMPARE(document.undoStack()->count(), steps + 1);
        QCOMPARE(field->nameEdit()->text(), QString::fromStdString(other));
        document.undoStack()->undo();
        QCOMPARE(document.map().walls[kWall], before);
        QCOMPARE(field->nameEdit()->text(), QString::fromStdString(name));
        document.undoStack()->redo();
        QCOMPARE(document.map().walls[kWall].back, after.back);
    }

    void wallFlagsOffsetsAndUnknownNames()
    {
        Document document;
        QVERIFY2(openFreedoom(document, "MAP01"), "freedoom2.wad MAP01 could not be opened");
        PropertiesPanel panel(document);
        panel.show();
        // A one-sided wall: no back side to show.
        Index oneSided = kNone;
        for (std::size_t i = 0; i < document.map().walls.size() && oneSided == kNone; ++i)
            if (!document.map().walls[i].twoSided() && document.map().walls[i].backSidedef == kNone)
                oneSided = static_cast<Index>(i);
        QVERIFY(oneSided != kNone);
        document.setSelection(Selection{.walls = {oneSided}});
        QVERIFY(!panel.wallSide(true)->isVisible());
        const Wall before = document.map().walls[oneSided];
        QUndoStack& undo = *document.undoStack();

        // A flag: toggled, undone, redone.
        QCheckBox* secret = panel.wallFlags()->box(kWallSecret);
        QVERIFY(secret);
        QCOMPARE(secret->isChecked(), (before.flags & kWallSecret) != 0);
        secret->click();
        QCOMPARE(document.map().walls[oneSided].flags, before.flags ^ kWallSecret);
        QCOMPARE(secret->isChecked(), (before.flags & kWallSecret) == 0);
        undo.undo();
        QCOMPARE(document.map().walls[oneSided].flags, before.flags);
        QCOMPARE(secret->isChecked(), (before.flags & kWallSecret) != 0);
        undo.redo();
        QCOMPARE(document.map().walls[oneSided].flags, before.flags ^ kWallSecret);
        undo.undo();

        // Offsets: two steps of the arrows are one undo step; a typed value sets it.
        MixedSpinBox* x = panel.wallSide(false)->offsetX();
        const int steps = undo.index();
        x->stepBy(1);
        x->stepBy(1);
        QCOMPARE(document.map().walls[oneSided].front.offsetX, before.front.offsetX + 2);
        QCOMPARE(undo.index(), steps + 1);
        undo.undo();
        QCOMPARE(document.map().walls[oneSided], before);
        undo.redo();
        QCOMPARE(document.map().walls[oneSided].front.offsetX, before.front.offsetX + 2);
        typeInto(panel.wallSide(false)->offsetY(), QStringLiteral("24"));
        QCOMPARE(document.map().walls[oneSided].front.offsetY, 24.0);
        undo.undo();
        QCOMPARE(document.map().walls[oneSided].front.offsetY, before.front.offsetY);

        // An unknown name is applied (the resource may come later) but stays marked.
        TextureField* middle = panel.wallSide(false)->field(TextureSlot::Part::Middle);
        QVERIFY(!middle->isMarked());
        typeInto(middle->nameEdit(), QStringLiteral("NOSUCHTX"));
        QCOMPARE(document.map().walls[oneSided].front.middle, std::string("NOSUCHTX"));
        QVERIFY(middle->isMarked());
        QVERIFY(middle->nameEdit()->toolTip().contains(QStringLiteral("not in the resources")));
        undo.undo();
        QCOMPARE(document.map().walls[oneSided].front.middle, before.front.middle);
        QVERIFY(!middle->isMarked());

        // Thumbnails ask the Textures dock for a picture of their slot.
        QSignalSpy picks(&panel, &PropertiesPanel::pickTexture);
        panel.wallSide(false)->field(TextureSlot::Part::Lower)->thumbnail()->click();
        QCOMPARE(picks.count(), 1);
        QCOMPARE(picks.at(0).at(0).value<TextureSlot>(),
                 (TextureSlot{TextureSlot::Part::Lower, false}));
    }

    void mixedSelectionShowsMixedAndAppliesToAll()
    {
        Document document;
        QVERIFY2(openFreedoom(document, "MAP01"), "freedoom2.wad MAP01 could not be opened");
        PropertiesPanel panel(document);
        panel.show();
        // Two walls, one blocking and one not, with different front middles.
        const CowVector<Wall>& walls = document.map().walls;
        Index on = kNone, off = kNone;
        for (std::size_t i = 0; i < walls.size(); ++i) {
            if (walls[i].blocking() && on == kNone)
                on = static_cast<Index>(i);
            if (!walls[i].blocking() && off == kNone &&
                walls[i].front.middle != walls[0].front.middle)
                off = static_cast<Index>(i);
        }
        QVERIFY(on != kNone && off != kNone);
        Selection both{{}, {on, off}, {}, {}};
        both.normalize();
        document.setSelection(both);
        QCheckBox* blocking = panel.wallFlags()->box(kWallBlocking);
        QCOMPARE(blocking->checkState(), Qt::PartiallyChecked);
        blocking->click();
        QVERIFY(walls[static_cast<std::size_t>(on)].blocking());
        QVERIFY(walls[static_cast<std::size_t>(off)].blocking());
        QCOMPARE(blocking->checkState(), Qt::Checked);
        document.undoStack()->undo();
        QVERIFY(!walls[static_cast<std::size_t>(off)].blocking());
        QCOMPARE(blocking->checkState(), Qt::PartiallyChecked);
    }

    void backThumbnailAndFlatsEmitTheirSlots()
    {
        Document document;
        QVERIFY2(openFreedoom(document, "MAP12"), "freedoom2.wad MAP12 could not be opened");
        PropertiesPanel panel(document);
        panel.show();
        QSignalSpy picks(&panel, &PropertiesPanel::pickTexture);
        document.setSelection(Selection{.walls = {124}});
        panel.wallSide(true)->field(TextureSlot::Part::Upper)->thumbnail()->click();
        document.setSelection(Selection{.sectors = {0}});
        panel.flatField(TextureSlot::Part::Ceiling)->thumbnail()->click();
        QCOMPARE(picks.count(), 2);
        QCOMPARE(picks.at(0).at(0).value<TextureSlot>(),
                 (TextureSlot{TextureSlot::Part::Upper, true}));
        QCOMPARE(picks.at(1).at(0).value<TextureSlot>(),
                 (TextureSlot{TextureSlot::Part::Ceiling, false}));
    }

    void sectorFlatsAndSpecialByName()
    {
        Document document;
        QVERIFY2(openFreedoom(document, "MAP01"), "freedoom2.wad MAP01 could not be opened");
        PropertiesPanel panel(document);
        panel.show();
        document.setSelection(Selection{.sectors = {0}});
        const Sector before = document.map().sectors[0];
        TextureField* floor = panel.flatField(TextureSlot::Part::Floor);
        QCOMPARE(floor->nameEdit()->text(), QString::fromStdString(before.floorMaterial.str()));
        QVERIFY(!floor->isMarked());

        // A flat name that is not in the resources is applied and marked.
        typeInto(floor->nameEdit(), QStringLiteral("NOFLAT"));
        QCOMPARE(document.map().sectors[0].floorMaterial, std::string("NOFLAT"));
        QVERIFY(floor->isMarked());
        document.undoStack()->undo();
        QCOMPARE(document.map().sectors[0], before);
        QVERIFY(!floor->isMarked());

        // The special is shown by name and picked by words.
        VocabularyPicker* special = panel.sectorSpecialField();
        const std::vector<std::int32_t> blink = special->offers(QStringLiteral("Blink"));
        QVERIFY(std::find(blink.begin(), blink.end(), 1) != blink.end());
        typeInto(special, QStringLiteral("blinks at random"));
        QCOMPARE(document.map().sectors[0].special, 1);
        QCOMPARE(special->text(), QStringLiteral("Light blinks at random (1)"));
        document.undoStack()->undo();
        QCOMPARE(document.map().sectors[0], before);
        document.undoStack()->redo();
        QCOMPARE(document.map().sectors[0].special, 1);
        // Words that match several specials choose none: the field shows the value again.
        typeInto(special, QStringLiteral("blinks"));
        QCOMPARE(document.map().sectors[0].special, 1);
        QCOMPARE(special->text(), QStringLiteral("Light blinks at random (1)"));
        // A number can always be typed.
        typeInto(special, QStringLiteral("0"));
        QCOMPARE(document.map().sectors[0].special, 0);
    }

    void thingTypeByName()
    {
        Document document;
        QVERIFY2(openFreedoom(document, "MAP01"), "freedoom2.wad MAP01 could not be opened");
        PropertiesPanel panel(document);
        panel.show();
        const Index imp = firstThingOfType(document.map(), 3001);
        QVERIFY2(imp != kNone, "MAP01 has no imp");
        document.setSelection(Selection{.things = {imp}});
        VocabularyPicker* type = panel.thingTypeField();
        QCOMPARE(type->text(), QStringLiteral("Imp (3001)"));
        QCOMPARE(panel.thingCategoryLabel()->text(), QStringLiteral("monster"));

        const std::vector<std::int32_t> offers = type->offers(QStringLiteral("Imp"));
        QVERIFY(std::find(offers.begin(), offers.end(), 3001) != offers.end());
        QCOMPARE(offers.front(), 3001); // the Imp itself before the Dead imp
        // Down with no words lists every type.
        const std::size_t all = document.resources().game()->things().size();
        QCOMPARE(type->offers(QString()).size(), all);
        type->setFocus();
        QTest::keyClick(type, Qt::Key_Down);
        QVERIFY(type->completer()->popup()->isVisible());
        QCOMPARE(type->completer()->model()->rowCount(), static_cast<int>(all));
        QTest::keyClick(type->completer()->popup(), Qt::Key_Escape);
        QCOMPARE(document.map().things[imp].type, 3001);

        const Thing before = document.map().things[imp];
        typeInto(type, QStringLiteral("demon"));
        QCOMPARE(document.map().things[imp].type, 3002);
        QCOMPARE(type->text(), QStringLiteral("Demon (3002)"));
        document.undoStack()->undo();
        QCOMPARE(document.map().things[imp], before);
        QCOMPARE(type->text(), QStringLiteral("Imp (3001)"));
        document.undoStack()->redo();
        QCOMPARE(document.map().things[imp].type, 3002);

        // Flags as check boxes: ambush toggled and undone.
        QCheckBox* ambush = panel.thingFlags()->box(8);
        QVERIFY(ambush);
        const std::uint32_t flags = document.map().things[imp].flags;
        ambush->click();
        QCOMPARE(document.map().things[imp].flags, flags ^ 8u);
        document.undoStack()->undo();
        QCOMPARE(document.map().things[imp].flags, flags);
    }

    void planToolTipsUseNames()
    {
        Document document;
        QVERIFY2(openFreedoom(document, "MAP01"), "freedoom2.wad MAP01 could not be opened");
        PlanView view(&document);
        view.resize(800, 600);
        view.zoomToFit();
        view.setMode(EditMode::Things);
        const Index imp = firstThingOfType(document.map(), 3001);
        QVERIFY(imp != kNone);
        const Vec2 p = document.map().things[static_cast<std::size_t>(imp)].pos;
        const QPointF screen = view.mapToScreen(QPointF(p.x, p.y));
        QCOMPARE(view.toolTipAt(screen), QStringLiteral("Thing %1: Imp (3001)").arg(imp));

        view.setMode(EditMode::Walls);
        Index door = kNone;
        for (std::size_t i = 0; i < document.map().walls.size() && door == kNone; ++i)
            if (document.map().walls[i].special != 0)
                door = static_cast<Index>(i);
        QVERIFY(door != kNone);
        const Wall& w = document.map().walls[static_cast<std::size_t>(door)];
        const Vec2 a = document.map().vertices[static_cast<std::size_t>(w.v1)].pos;
        const Vec2 b = document.map().vertices[static_cast<std::size_t>(w.v2)].pos;
        const QString tip =
            view.toolTipAt(view.mapToScreen(QPointF((a.x + b.x) / 2, (a.y + b.y) / 2)));
        QVERIFY2(tip.endsWith(QStringLiteral("(%1)").arg(w.special)), qPrintable(tip));
        QVERIFY2(!tip.contains(QStringLiteral("Special")), qPrintable(tip));
    }

    void lineSpecialByName()
    {
        Document document;
        QVERIFY2(openFreedoom(document, "MAP01"), "freedoom2.wad MAP01 could not be opened");
        PropertiesPanel panel(document);
        panel.show();
        document.setSelection(Selection{.walls = {0}});
        VocabularyPicker* special = panel.lineSpecialField();
        const std::vector<std::int32_t> offers = special->offers(QStringLiteral("WR Open door"));
        QVERIFY(std::find(offers.begin(), offers.end(), 86) != offers.end());
        QVERIFY(std::find(offers.begin(), offers.end(), 1) == offers.end()); // DR, not WR
        const Wall before = document.map().walls[0];
        typeInto(special, special->label(86));
        QCOMPARE(document.map().walls[0].special, 86);
        QVERIFY(special->text().startsWith(QStringLiteral("WR Door: open and stay")));
        document.undoStack()->undo();
        QCOMPARE(document.map().walls[0], before);
        document.undoStack()->redo();
        QCOMPARE(document.map().walls[0].special, 86);
    }
};

QTEST_MAIN(PropertiesPanelTest)
#include "PropertiesPanelTest.moc"
