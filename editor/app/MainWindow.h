#pragma once

#include "base/Result.h"

#include <QMainWindow>

#include <optional>

class QLabel;

namespace sw::editor {

class Document;
class PlanView;

// The editor's window: the plan in the middle, menus on top, cursor position and zoom below.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    Document& document() { return *m_document; }
    PlanView& planView() { return *m_planView; }

    // Opens a map the way a user asks for it: when a WAD holds several maps and mapName is
    // not given, asks which one. Shows any error in a message box; false when nothing was
    // opened (error or cancel).
    bool openFile(const QString& path, const std::optional<QString>& mapName = {});

    // Loads exactly the named map without asking or showing anything, for callers that report
    // errors their own way.
    Status loadFile(const QString& path, const std::optional<QString>& mapName = {});

private slots:
    void openFromDialog();
    void updateTitle();
    void showCursorPosition(QPointF mapPoint);
    void showZoom();

private:
    void createMenus();
    void createStatusBar();

    Document* m_document;
    PlanView* m_planView;
    QLabel* m_positionLabel;
    QLabel* m_zoomLabel;
    // The folder of the last opened file, where File > Open starts.
    QString m_lastFolder;
};

} // namespace sw::editor
