#include "panels/ProblemsPanel.h"

#include "commands/SetIgnoredFindings.h"
#include "document/ChangeSet.h"
#include "document/DerivedData.h"
#include "document/Document.h"

#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <map>

namespace sw::editor {

namespace {

// Replays the probes of `map` against the world of its latest version (the probes themselves
// do not change the world, so a version made before they were saved has the same one); the
// snapshot keeps that world alive meanwhile.
std::vector<ProbeReport> checkSnapshot(const Map& map, std::shared_ptr<const MapSnapshot> snapshot)
{
    return checkProbes(map, *snapshot->world->world);
}

Selection selectionOf(const Finding& f)
{
    Selection s;
    s.walls = f.walls;
    s.sectors = f.sectors;
    s.vertices = f.vertices;
    s.things = f.things;
    s.normalize();
    return s;
}

} // namespace

ProblemsPanel::ProblemsPanel(Document& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_tree(new QTreeWidget(this)),
      m_status(new QLabel(this)), m_ignore(new QPushButton(tr("Ignore for This Map"), this)),
      m_probes(new QFutureWatcher<std::vector<ProbeReport>>(this))
{
    m_tree->setObjectName(QStringLiteral("problemsTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_ignore->setObjectName(QStringLiteral("ignoreFinding"));
    auto* runProbesButton = new QPushButton(tr("Run Probes"), this);
    runProbesButton->setObjectName(QStringLiteral("runProbes"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_ignore);
    buttons->addWidget(runProbesButton);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_status);
    layout->addWidget(m_tree, 1);
    layout->addLayout(buttons);

    DerivedData& derived = m_document.derived();
    connect(&derived, &DerivedData::analysisStarted, this,
            [this] { m_status->setText(tr("Analysing...")); });
    connect(&derived, &DerivedData::findingsChanged, this, &ProblemsPanel::analysisDone);
    connect(m_probes, &QFutureWatcherBase::finished, this, &ProblemsPanel::probesDone);
    connect(&m_document, &Document::mapReplaced, this, [this] {
        m_reports.clear();
        m_probesRun = false;
        m_findings.clear();
        rebuildTree();
    });
    connect(&m_document, &Document::mapChanged, this, &ProblemsPanel::mapChanged);
    connect(m_tree, &QTreeWidget::itemActivated, this, &ProblemsPanel::itemActivated);
    connect(m_tree, &QTreeWidget::itemClicked, this, &ProblemsPanel::itemActivated);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &ProblemsPanel::updateButtons);
    connect(m_ignore, &QPushButton::clicked, this, [this] {
        const QTreeWidgetItem* item = m_tree->currentItem();
        const QVariant v = item ? item->data(0, kFindingRole) : QVariant();
        if (!v.isValid())
            return;
        const auto i = static_cast<std::size_t>(v.toInt());
        setIgnored(i, !isIgnored(m_findings[i]));
    });
    connect(runProbesButton, &QPushButton::clicked, this, &ProblemsPanel::runProbes);
    updateButtons();
    derived.use(DerivedData::Need::Findings);
    analysisDone();
}

ProblemsPanel::~ProblemsPanel()
{
    m_probes->waitForFinished();
}

bool ProblemsPanel::analysing() const
{
    return m_document.derived().analysing();
}

bool ProblemsPanel::runningProbes() const
{
    return m_probesBusy;
}

void ProblemsPanel::waitUntilIdle()
{
    while (analysing() || runningProbes()) {
        m_document.derived().waitForFindings();
        m_probes->waitForFinished();
        // Delivers the finished signals, which may start the next run.
        QCoreApplication::processEvents();
    }
}

void ProblemsPanel::mapChanged(const ChangeSet& changes)
{
    // The ignored list or the probes changed (an empty change set): only the tree changes.
    const bool content = changes.contentChanged();
    if (!content) {
        rebuildTree();
        return;
    }
    if (m_probesRun)
        m_status->setText(tr("Edited since the probes ran: run them again to check."));
}

void ProblemsPanel::analysisDone()
{
    const auto findings = m_document.derived().findings();
    if (!findings)
        return;
    m_findings = *findings;
    rebuildTree();
    emit analysisFinished();
}

void ProblemsPanel::runProbes()
{
    if (m_probesBusy)
        return;
    DerivedData& derived = m_document.derived();
    // The probes replay against the world of the map as it is now.
    derived.waitForSnapshot();
    const std::shared_ptr<const MapSnapshot> snapshot = derived.snapshot();
    if (!snapshot)
        return;
    m_probesBusy = true;
    m_status->setText(tr("Running probes..."));
    m_probes->setFuture(QtConcurrent::run(
        [map = m_document.map(), snapshot] { return checkSnapshot(map, snapshot); }));
}

void ProblemsPanel::probesDone()
{
    m_probesBusy = false;
    m_reports = m_probes->result();
    m_probesRun = true;
    rebuildTree();
    emit probesFinished();
}

bool ProblemsPanel::isIgnored(const Finding& finding) const
{
    const std::vector<std::string>& ignored = m_document.map().ignoredFindings;
    return std::find(ignored.begin(), ignored.end(), finding.key()) != ignored.end();
}

void ProblemsPanel::setIgnored(std::size_t finding, bool ignored)
{
    if (finding >= m_findings.size() || isIgnored(m_findings[finding]) == ignored)
        return;
    std::vector<std::string> keys = m_document.map().ignoredFindings;
    const std::string key = m_findings[finding].key();
    if (ignored)
        keys.push_back(key);
    else
        keys.erase(std::remove(keys.begin(), keys.end(), key), keys.end());
    m_document.push(new SetIgnoredFindings(
        m_document, std::move(keys), ignored ? tr("Ignore Finding") : tr("Stop Ignoring Finding")));
}

void ProblemsPanel::rebuildTree()
{
    m_tree->clear();
    const auto addGroup = [](QTreeWidgetItem* parent, const QString& text) {
        auto* item = new QTreeWidgetItem(parent, {text});
        item->setExpanded(true);
        return item;
    };

    // Severity, then kind; the findings come sorted that way already.
    std::size_t shown = 0, ignoredCount = 0;
    std::map<std::pair<int, std::string>, std::vector<std::size_t>> groups;
    std::vector<std::size_t> ignored;
    for (std::size_t i = 0; i < m_findings.size(); ++i) {
        if (isIgnored(m_findings[i])) {
            ignored.push_back(i);
            continue;
        }
        groups[{static_cast<int>(m_findings[i].severity), m_findings[i].kind}].push_back(i);
        ++shown;
    }
    ignoredCount = ignored.size();
    for (Severity severity : {Severity::Error, Severity::Warning}) {
        std::size_t count = 0;
        for (const auto& [key, list] : groups)
            if (key.first == static_cast<int>(severity))
                count += list.size();
        if (count == 0)
            continue;
        auto* top = new QTreeWidgetItem(
            m_tree,
            {(severity == Severity::Error ? tr("Errors (%1)") : tr("Warnings (%1)")).arg(count)});
        top->setExpanded(true);
        for (const auto& [key, list] : groups) {
            if (key.first != static_cast<int>(severity))
                continue;
            QTreeWidgetItem* kind = addGroup(
                top, tr("%1 (%2)").arg(QString::fromStdString(key.second)).arg(list.size()));
            for (std::size_t i : list) {
                auto* item =
                    new QTreeWidgetItem(kind, {QString::fromStdString(m_findings[i].message)});
                item->setData(0, kFindingRole, static_cast<int>(i));
            }
        }
    }
    if (!ignored.empty()) {
        auto* top =
            new QTreeWidgetItem(m_tree, {tr("Ignored for this map (%1)").arg(ignoredCount)});
        for (std::size_t i : ignored) {
            auto* item = new QTreeWidgetItem(
                top, {tr("%1: %2").arg(QString::fromStdString(m_findings[i].kind),
                                       QString::fromStdString(m_findings[i].message))});
            item->setData(0, kFindingRole, static_cast<int>(i));
        }
    }

    std::size_t failing = 0;
    if (m_probesRun) {
        for (const ProbeReport& r : m_reports)
            failing += r.ok() ? 0 : 1;
        auto* top = new QTreeWidgetItem(
            m_tree, {tr("Probes: %1 of %2 need a look").arg(failing).arg(m_reports.size())});
        top->setExpanded(true);
        for (std::size_t i = 0; i < m_reports.size(); ++i) {
            const ProbeReport& r = m_reports[i];
            const QString state = !r.error.empty()         ? tr("cannot run")
                                  : r.changed && r.differs ? tr("changed, depends on tick rate")
                                  : r.changed              ? tr("changed")
                                  : r.differs              ? tr("depends on tick rate")
                                                           : tr("as recorded");
            auto* item = new QTreeWidgetItem(top, {tr("%1 (%2): %3")
                                                       .arg(QString::fromStdString(r.name), state,
                                                            QString::fromStdString(r.message))});
            item->setData(0, kProbeRole, static_cast<int>(i));
        }
    }
    m_status->setText(tr("%n problem(s)", nullptr, static_cast<int>(shown)) +
                      (ignoredCount ? tr(", %1 ignored").arg(ignoredCount) : QString()) +
                      (m_probesRun ? tr(", %1 probe(s) changed").arg(failing) : QString()));
    updateButtons();
}

void ProblemsPanel::itemActivated(QTreeWidgetItem* item)
{
    if (!item)
        return;
    if (const QVariant f = item->data(0, kFindingRole); f.isValid()) {
        const Finding& finding = m_findings[static_cast<std::size_t>(f.toInt())];
        emit showRequested(finding.where, selectionOf(finding));
        return;
    }
    if (const QVariant p = item->data(0, kProbeRole); p.isValid()) {
        const ProbeReport& r = m_reports[static_cast<std::size_t>(p.toInt())];
        // Show where it ends now at its own rate (the first run is the comparison's first
        // rate; any one shows the place).
        if (!r.runs.empty())
            emit showRequested(Vec2{r.runs.front().end.x, r.runs.front().end.y}, Selection{});
    }
}

void ProblemsPanel::updateButtons()
{
    const QTreeWidgetItem* item = m_tree->currentItem();
    const QVariant v = item ? item->data(0, kFindingRole) : QVariant();
    m_ignore->setEnabled(v.isValid());
    if (v.isValid())
        m_ignore->setText(isIgnored(m_findings[static_cast<std::size_t>(v.toInt())])
                              ? tr("Stop Ignoring")
                              : tr("Ignore for This Map"));
}

} // namespace sw::editor
