#pragma once

#include "base/Result.h"

#include <QMainWindow>

#include <optional>

class QDockWidget;
class QLabel;
class QMenu;
class QToolBar;

namespace sw::editor {

class AvatarPreview;
class Document;
class EditActions;
class EngineTest;
class PlanView;
class PropertiesPanel;
class Recovery;
class View3D;

// The editor's window: the plan in the middle, docks for properties, undo history and the
// avatar profile around it, menus and a toolbar on top, cursor, grid, mode and zoom below.
// Edit commands live in EditActions; this class arranges the window and handles files.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Document& document() { return *m_document; }
    PlanView& planView() { return *m_planView; }
    PropertiesPanel& propertiesPanel() { return *m_properties; }
    EditActions& editActions() { return *m_editActions; }
    Recovery& recovery() { return *m_recovery; }
    // The parts that later set-up steps add to: the 3D view (null where OpenGL is missing),
    // the main toolbar, the undo history's dock and the View menu.
    View3D* view3D() const { return m_view3D; }
    QToolBar* mainToolBar() const { return m_toolBar; }
    QDockWidget* undoDock() const { return m_undoDock; }
    QMenu* viewMenu() const { return m_viewMenu; }

    // Opens a map the way a user asks for it: when a WAD holds several maps and mapName is
    // not given, asks which one. Shows any error in a message box; false when nothing was
    // opened (error or cancel).
    bool openFile(const QString& path, const std::optional<QString>& mapName = {});

    // Loads exactly the named map without asking or showing anything, for callers that report
    // errors their own way.
    Status loadFile(const QString& path, const std::optional<QString>& mapName = {});

    // Saves to path (.swmap) without asking; remembers it as the map's file.
    Status saveTo(const QString& path);
    // Saves as the map mapName of the WAD at path without asking: into a copy of an existing
    // PWAD, or a new PWAD; remembers it as the map's file.
    Status saveWadTo(const QString& path, const QString& mapName);
    // File > Test Map: plays the map as it is now (unsaved edits included) in the engine of
    // Preferences > Engines; fromAvatar puts the player start where the avatar stands. Shows
    // why when it cannot; false then.
    bool testMap(bool fromAvatar);
    EngineTest& engineTest() { return *m_engineTest; }

    // When an earlier session ended without shutting down and left unsaved work, asks whether
    // to bring it back. True when a map was recovered.
    bool offerRecovery();

    // Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();

public slots:
    void newMap();
    bool save();
    bool saveAs();
    void exportBsp();
    void showPreferences();
    void showEngineLog();
    void showAbout();
    // The About box's text: the version and the Git revision of the build.
    QString aboutText() const;

protected:
    void closeEvent(QCloseEvent* event) override;

private slots:
    void openFromDialog();
    void importFromDialog();
    void updateTitle();
    void showCursorPosition(QPointF mapPoint);
    void showZoom();
    void showMode();

private:
    void createMenus();
    void createDocks();
    void createStatusBar();
    void updateRecentMenu();
    void restoreSettings();
    void saved(const QString& path);

    Document* m_document;
    PlanView* m_planView;
    EditActions* m_editActions;
    PropertiesPanel* m_properties = nullptr;
    Recovery* m_recovery;
    EngineTest* m_engineTest;
    AvatarPreview* m_preview = nullptr;
    QMenu* m_viewMenu = nullptr;
    View3D* m_view3D = nullptr;
    QToolBar* m_toolBar = nullptr;
    QDockWidget* m_undoDock = nullptr;
    QMenu* m_recentMenu = nullptr;
    QLabel* m_positionLabel;
    QLabel* m_gridLabel;
    QLabel* m_modeLabel;
    QLabel* m_zoomLabel;
    // The folder of the last opened file, where File > Open starts.
    QString m_lastFolder;
};

} // namespace sw::editor
