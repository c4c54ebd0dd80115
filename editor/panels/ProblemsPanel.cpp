#include "panels/ProblemsPanel.h"

#include "commands/SetIgnoredFindings.h"
#include "document/ChangeSet.h"
#include "document/DerivedData.h"
#include "document/Document.h"

#include <QAction>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <map>

namespace sw::editor {

namespace {

// Replays the probes of `map` against the world of its latest version (the probes themselves
// do not change the world, so a version made before they were saved has the same one); the
// snapshot keeps that world alive meanwhile.
std::vector<ProbeReport> checkSnapshot(std::shared_ptr<const Map> map,
                                       std::shared_ptr<const MapSnapshot> snapshot)
{
    return checkProbes(*map, *snapshot->world->world);
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
      m_previous(new QPushButton(tr("Previous"), this)),
      m_next(new QPushButton(tr("Next"), this)), m_details(new QLabel(this)),
      m_probes(new QFutureWatcher<std::vector<ProbeReport>>(this))
{
    m_tree->setObjectName(QStringLiteral("problemsTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_ignore->setObjectName(QStringLiteral("ignoreFinding"));
    auto* runProbesButton = new QPushButton(tr("Run Probes"), this);
    runProbesButton->setObjectName(QStringLiteral("runProbes"));
    // Next and Previous step through the places of a group, then on to the next group; their
    // keys work wherever the focus is in the window.
    m_previous->setObjectName(QStringLiteral("previousPlace"));
    m_next->setObjectName(QStringLiteral("nextPlace"));
    auto* previousAction = new QAction(tr("Previous Place"), this);
    previousAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    previousAction->setShortcutContext(Qt::WindowShortcut);
    auto* nextAction = new QAction(tr("Next Place"), this);
    nextAction->setShortcut(QKeySequence(Qt::Key_F8));
    nextAction->setShortcutContext(Qt::WindowShortcut);
    addAction(previousAction);
    addAction(nextAction);
    m_previous->setToolTip(tr("Show the previous place (Shift+F8)"));
    m_next->setToolTip(tr("Show the next place of this finding, then the next finding (F8)"));
    // The full text of the current row, however long, wrapped.
    m_details->setObjectName(QStringLiteral("problemDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setFrameShape(QFrame::StyledPanel);
    m_details->setMargin(4);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);

    auto* steps = new QHBoxLayout;
    steps->addWidget(m_previous);
    steps->addWidget(m_next);
    steps->addStretch();
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_ignore);
    buttons->addWidget(runProbesButton);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_status);
    layout->addWidget(m_tree, 1);
    layout->addLayout(steps);
    layout->addWidget(m_details);
    layout->addLayout(buttons);
    connect(m_previous, &QPushButton::clicked, this, &ProblemsPanel::showPrevious);
    connect(m_next, &QPushButton::clicked, this, &ProblemsPanel::showNext);
    connect(previousAction, &QAction::triggered, this, &ProblemsPanel::showPrevious);
    connect(nextAction, &QAction::triggered, this, &ProblemsPanel::showNext);

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
        [map = m_document.sharedMap(), snapshot] { return checkSnapshot(map, snapshot); }));
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
    const auto addFinding = [this](QTreeWidgetItem* parent, std::size_t i, const QString& text) {
        auto* item = new QTreeWidgetItem(parent, {text});
        item->setData(0, kFindingRole, static_cast<int>(i));
        item->setToolTip(0, QString::fromStdString(m_findings[i].message));
        return item;
    };

    // The groups of one pattern (analyzeMap grouped them), without the ignored places.
    m_groups.clear();
    m_order.clear();
    m_groupOf.assign(m_findings.size(), -1);
    std::vector<std::size_t> ignored;
    for (FindingGroup g : findingGroups(m_findings)) {
        std::vector<std::size_t> shownPlaces;
        for (std::size_t i : g.places)
            (isIgnored(m_findings[i]) ? ignored : shownPlaces).push_back(i);
        if (shownPlaces.empty())
            continue;
        g.places = std::move(shownPlaces);
        m_groups.push_back(std::move(g));
    }
    std::sort(ignored.begin(), ignored.end());

    // Severity, then kind, then the groups in the order of their first places.
    std::size_t shown = 0;
    for (Severity severity : {Severity::Error, Severity::Warning}) {
        std::map<std::string, std::vector<std::size_t>> kinds; // kind -> groups
        std::vector<std::string> kindOrder;
        std::size_t count = 0;
        for (std::size_t g = 0; g < m_groups.size(); ++g) {
            const Finding& first = m_findings[m_groups[g].places.front()];
            if (first.severity != severity)
                continue;
            if (!kinds.count(first.kind))
                kindOrder.push_back(first.kind);
            kinds[first.kind].push_back(g);
            count += m_groups[g].places.size();
        }
        if (count == 0)
            continue;
        shown += count;
        auto* top = new QTreeWidgetItem(
            m_tree,
            {(severity == Severity::Error ? tr("Errors (%1)") : tr("Warnings (%1)")).arg(count)});
        top->setExpanded(true);
        std::sort(kindOrder.begin(), kindOrder.end());
        for (const std::string& kind : kindOrder) {
            std::size_t places = 0;
            for (std::size_t g : kinds[kind])
                places += m_groups[g].places.size();
            QTreeWidgetItem* kindItem =
                addGroup(top, tr("%1 (%2)").arg(QString::fromStdString(kind)).arg(places));
            for (std::size_t g : kinds[kind]) {
                const FindingGroup& group = m_groups[g];
                for (std::size_t i : group.places) {
                    m_groupOf[i] = static_cast<int>(g);
                    m_order.push_back(i);
                }
                if (group.places.size() == 1) {
                    const std::size_t i = group.places.front();
                    addFinding(kindItem, i, QString::fromStdString(m_findings[i].message));
                    continue;
                }
                // One row for the pattern, its places below it (folded: Next opens them).
                const Finding& first = m_findings[group.places.front()];
                auto* row = new QTreeWidgetItem(
                    kindItem, {tr("%1 places: %2")
                                   .arg(group.places.size())
                                   .arg(QString::fromStdString(messagePattern(first.message)))});
                row->setData(0, kGroupRole, static_cast<int>(g));
                row->setToolTip(0, QString::fromStdString(first.message));
                for (std::size_t k = 0; k < group.places.size(); ++k) {
                    const std::size_t i = group.places[k];
                    addFinding(row,
                               i, tr("%1. %2").arg(k + 1).arg(QString::fromStdString(
                                                                m_findings[i].message)));
                }
            }
        }
    }
    const std::size_t ignoredCount = ignored.size();
    if (!ignored.empty()) {
        auto* top =
            new QTreeWidgetItem(m_tree, {tr("Ignored for this map (%1)").arg(ignoredCount)});
        for (std::size_t i : ignored)
            addFinding(top, i,
                       tr("%1: %2").arg(QString::fromStdString(m_findings[i].kind),
                                        QString::fromStdString(m_findings[i].message)));
    }
    if (m_current >= 0 && static_cast<std::size_t>(m_current) >= m_findings.size())
        m_current = -1;

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
        showFinding(static_cast<std::size_t>(f.toInt()));
        return;
    }
    // A group's row shows its first place.
    if (const QVariant g = item->data(0, kGroupRole); g.isValid()) {
        showFinding(m_groups[static_cast<std::size_t>(g.toInt())].places.front());
        return;
    }
    if (const QVariant p = item->data(0, kProbeRole); p.isValid()) {
        const ProbeReport& r = m_reports[static_cast<std::size_t>(p.toInt())];
        // Show where it ends now at its own rate (the first run is the comparison's first
        // rate; any one shows the place).
        if (!r.runs.empty())
            emit showRequested(Vec2{r.runs.front().end.x, r.runs.front().end.y}, Selection{},
                               Box2{});
    }
}

void ProblemsPanel::showFinding(std::size_t i)
{
    if (i >= m_findings.size())
        return;
    m_current = static_cast<int>(i);
    if (QTreeWidgetItem* item = itemOfFinding(i); item && m_tree->currentItem() != item) {
        for (QTreeWidgetItem* p = item->parent(); p; p = p->parent())
            p->setExpanded(true);
        const QSignalBlocker block(m_tree);
        m_tree->setCurrentItem(item);
        m_tree->scrollToItem(item);
    }
    updateButtons();
    const Finding& finding = m_findings[i];
    emit showRequested(finding.where, selectionOf(finding), finding.bounds);
}

QTreeWidgetItem* ProblemsPanel::itemOfFinding(std::size_t finding) const
{
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if (const QVariant v = (*it)->data(0, kFindingRole);
            v.isValid() && static_cast<std::size_t>(v.toInt()) == finding)
            return *it;
    return nullptr;
}

void ProblemsPanel::showNext()
{
    step(1);
}

void ProblemsPanel::showPrevious()
{
    step(-1);
}

void ProblemsPanel::step(int direction)
{
    if (m_order.empty())
        return;
    // From the current row: a place, or a group's row (Next starts at its first place).
    const QTreeWidgetItem* item = m_tree->currentItem();
    int at = -1;
    if (item) {
        if (const QVariant f = item->data(0, kFindingRole); f.isValid()) {
            const auto it = std::find(m_order.begin(), m_order.end(), std::size_t(f.toInt()));
            if (it != m_order.end())
                at = static_cast<int>(it - m_order.begin());
        } else if (const QVariant g = item->data(0, kGroupRole); g.isValid()) {
            const std::size_t first = m_groups[static_cast<std::size_t>(g.toInt())].places.front();
            const auto it = std::find(m_order.begin(), m_order.end(), first);
            if (it != m_order.end())
                at = static_cast<int>(it - m_order.begin()) - (direction > 0 ? 1 : 0);
        }
    }
    const int n = static_cast<int>(m_order.size());
    const int next = at < 0 ? (direction > 0 ? 0 : n - 1) : ((at + direction) % n + n) % n;
    showFinding(m_order[static_cast<std::size_t>(next)]);
}

QString ProblemsPanel::detailsText() const
{
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!item)
        return {};
    QVariant v = item->data(0, kFindingRole);
    int place = -1, places = 0;
    if (const QVariant g = item->data(0, kGroupRole); g.isValid()) {
        const FindingGroup& group = m_groups[static_cast<std::size_t>(g.toInt())];
        v = static_cast<int>(group.places.front());
        places = static_cast<int>(group.places.size());
    } else if (v.isValid()) {
        const auto i = static_cast<std::size_t>(v.toInt());
        if (m_groupOf[i] >= 0) {
            const FindingGroup& group = m_groups[static_cast<std::size_t>(m_groupOf[i])];
            places = static_cast<int>(group.places.size());
            place = static_cast<int>(
                std::find(group.places.begin(), group.places.end(), i) - group.places.begin());
        }
    }
    if (!v.isValid())
        return item->text(0);
    const Finding& f = m_findings[static_cast<std::size_t>(v.toInt())];
    QString head = tr("%1: %2").arg(f.severity == Severity::Error ? tr("Error") : tr("Warning"),
                                    QString::fromStdString(f.kind));
    if (places > 1)
        head += place >= 0 ? tr(", place %1 of %2").arg(place + 1).arg(places)
                           : tr(", %1 places").arg(places);
    return head + QLatin1Char('\n') + QString::fromStdString(f.message);
}

void ProblemsPanel::updateButtons()
{
    m_previous->setEnabled(!m_order.empty());
    m_next->setEnabled(!m_order.empty());
    m_details->setText(detailsText());
    m_details->setVisible(!m_details->text().isEmpty());
    const QTreeWidgetItem* item = m_tree->currentItem();
    const QVariant v = item ? item->data(0, kFindingRole) : QVariant();
    m_ignore->setEnabled(v.isValid());
    if (v.isValid())
        m_ignore->setText(isIgnored(m_findings[static_cast<std::size_t>(v.toInt())])
                              ? tr("Stop Ignoring")
                              : tr("Ignore for This Map"));
}

} // namespace sw::editor
