#pragma once

#include "analysis/Analysis.h"
#include "collision/Probes.h"
#include "document/Selection.h"

#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <vector>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;
template <typename T> class QFutureWatcher;

namespace sw::editor {

class Document;
struct ChangeSet;

// Where the map will feel wrong, kept current while editing: the document's derived data runs
// the analysis on its worker shortly after each edit (a newer edit cancels a run still going)
// and its findings are
// listed by severity, then kind, with counts. Activating a finding asks to frame it and select
// what it involves. A finding can be ignored for this map (stored in the map file). The same
// panel lists what "Run probes" found: recorded drags and walks that end elsewhere after the
// edits or whose end depends on the tick rate.
class ProblemsPanel : public QWidget {
    Q_OBJECT

public:
    // Item data roles: the index of a finding in findings(), of a probe report in reports().
    static constexpr int kFindingRole = Qt::UserRole + 1;
    static constexpr int kProbeRole = Qt::UserRole + 2;

    explicit ProblemsPanel(Document& document, QWidget* parent = nullptr);
    ~ProblemsPanel() override;

    // The findings of the last finished analysis, ignored ones included.
    const std::vector<Finding>& findings() const { return m_findings; }
    const std::vector<ProbeReport>& probeReports() const { return m_reports; }
    bool analysing() const;
    bool runningProbes() const;
    QTreeWidget* tree() const { return m_tree; }

    // Blocks until no analysis or probe run is pending or running (tests).
    void waitUntilIdle();

public slots:
    // Replays every probe of the map at its own and the comparison tick rates.
    void runProbes();
    // Ignores the finding at index for this map, or stops ignoring it (an undoable edit).
    void setIgnored(std::size_t finding, bool ignored);

signals:
    // A finding or probe was activated: show `where` and select the elements involved.
    void showRequested(sw::Vec2 where, const sw::editor::Selection& selection);
    void analysisFinished();
    void probesFinished();

private:
    void mapChanged(const ChangeSet& changes);
    void analysisDone();
    void probesDone();
    void rebuildTree();
    void itemActivated(QTreeWidgetItem* item);
    void updateButtons();
    bool isIgnored(const Finding& finding) const;

    Document& m_document;
    QTreeWidget* m_tree;
    QLabel* m_status;
    QPushButton* m_ignore;
    QFutureWatcher<std::vector<ProbeReport>>* m_probes;
    // Set from the start of a run until its result has been taken (after the worker ended).
    bool m_probesBusy = false;
    std::vector<Finding> m_findings;
    std::vector<ProbeReport> m_reports;
    bool m_probesRun = false;
};

} // namespace sw::editor
