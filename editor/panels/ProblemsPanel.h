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
    // Item data roles: the index of a finding in findings(), of a probe report in reports(),
    // of a group of findings of one pattern in groups() (the row that holds its places).
    static constexpr int kFindingRole = Qt::UserRole + 1;
    static constexpr int kProbeRole = Qt::UserRole + 2;
    static constexpr int kGroupRole = Qt::UserRole + 3;

    explicit ProblemsPanel(Document& document, QWidget* parent = nullptr);
    ~ProblemsPanel() override;

    // The findings of the last finished analysis, ignored ones included.
    const std::vector<Finding>& findings() const { return m_findings; }
    const std::vector<ProbeReport>& probeReports() const { return m_reports; }
    bool analysing() const;
    bool runningProbes() const;
    QTreeWidget* tree() const { return m_tree; }
    // The groups of findings shown (ignored findings left out), in the tree's order.
    const std::vector<FindingGroup>& groups() const { return m_groups; }
    // The finding shown last (by a click, Next or Previous), or -1.
    int currentFinding() const { return m_current; }
    // The full text of the current row: what it is, which place of how many, the message.
    QString detailsText() const;

    // Blocks until no analysis or probe run is pending or running (tests).
    void waitUntilIdle();

public slots:
    // Replays every probe of the map at its own and the comparison tick rates.
    void runProbes();
    // Ignores the finding at index for this map, or stops ignoring it (an undoable edit).
    void setIgnored(std::size_t finding, bool ignored);
    // Shows the next (previous) place: the next place of the current group, then the first
    // of the next group; wraps round at the end (F8, Shift+F8).
    void showNext();
    void showPrevious();

signals:
    // A finding or probe was activated: show `where` and select the elements involved;
    // `bounds` is what to frame (a finding's own walls and things, never the whole of a large
    // sector; empty for a probe, framed at `where`).
    void showRequested(sw::Vec2 where, const sw::editor::Selection& selection, sw::Box2 bounds);
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
    void step(int direction);
    void showFinding(std::size_t finding);
    QTreeWidgetItem* itemOfFinding(std::size_t finding) const;

    Document& m_document;
    QTreeWidget* m_tree;
    QLabel* m_status;
    QPushButton* m_ignore;
    QPushButton* m_previous;
    QPushButton* m_next;
    QLabel* m_details; // the current row's full text, wrapped
    QFutureWatcher<std::vector<ProbeReport>>* m_probes;
    // Set from the start of a run until its result has been taken (after the worker ended).
    bool m_probesBusy = false;
    std::vector<Finding> m_findings;
    std::vector<ProbeReport> m_reports;
    bool m_probesRun = false;
    std::vector<FindingGroup> m_groups;  // shown groups, tree order
    std::vector<std::size_t> m_order;    // shown findings, tree order (Next and Previous)
    std::vector<int> m_groupOf;          // per finding: its index in m_groups, or -1
    int m_current = -1;
};

} // namespace sw::editor
