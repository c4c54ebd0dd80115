#pragma once

#include "map/Map.h"

#include <QCoreApplication>
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QMainWindow;

namespace sw::editor {

class Document;
class PlanView;
class ToolActions;

// The Edit and Mode menus: undo, clipboard, the map edits that act on the selection, and the
// mode keys. Kept out of MainWindow so the window only arranges things.
class EditActions : public QObject {
    Q_OBJECT

public:
    EditActions(Document& document, PlanView& view, QMainWindow* window);

    void fillEditMenu(QMenu* menu);
    void fillModeMenu(QMenu* menu);
    QActionGroup* modeGroup() const { return m_modes; }
    // The checkable Auto-Merge toggle (on by default), for the toolbar too.
    QAction* autoMergeAction() const { return m_autoMerge; }
    // Stairs, doors, lifts, find and replace, select similar, copy and paste properties.
    ToolActions& toolActions() const { return *m_tools; }

    // Thing type placed by Insert: what was last placed or edited, Doom's shotgun guy at first.
    int thingType() const { return m_thingType; }

public slots:
    void deleteSelection();
    void copySelection();
    void cutSelection();
    void paste();
    void selectAll();
    void splitWall();
    void mergeVertices();
    void joinSectors();
    void mergeSectors();
    // Gives the closed area of walls under the cursor a new sector (Make Sector).
    void makeSector();
    void flipWalls();
    // Raises (positive) or lowers the selected sectors' floor and/or ceiling by grid steps.
    void changeHeights(bool floor, bool ceiling, int steps);
    void placeThing();
    void rotateThings(double degrees);
    void setPlayerStart();

private:
    QAction* add(QMenu* menu, const QString& text, const QKeySequence& shortcut,
                 void (EditActions::*slot)());
    // The point edits at the cursor use: the snapped cursor, or the view's centre.
    Vec2 pointForEdit() const;

    Document& m_document;
    PlanView& m_view;
    QMainWindow* m_window;
    QActionGroup* m_modes;
    QAction* m_autoMerge = nullptr;
    ToolActions* m_tools;
    int m_thingType = 9;
    // Pastes of the same clipboard in a row land one grid step further each time.
    int m_pasteCount = 0;
};

} // namespace sw::editor
