#include "dialogs/ResourcesDialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace sw::editor {

namespace {

constexpr int kEntryRole = Qt::UserRole + 1;

} // namespace

ResourcesDialog::ResourcesDialog(const QStringList& entries, const QString& baseFolder,
                                 const QString& detectedIwad, QWidget* parent)
    : QDialog(parent), m_baseFolder(baseFolder), m_list(new QListWidget(this)),
      m_empty(new QLabel(this)), m_remove(new QPushButton(tr("&Remove"), this)),
      m_up(new QPushButton(tr("Move &Up"), this)), m_down(new QPushButton(tr("Move &Down"), this))
{
    setWindowTitle(tr("Map Resources"));
    auto* intro = new QLabel(
        tr("WAD files and image folders the map's textures, flats and sprites come from. Later "
           "entries override earlier ones; a map opened from a WAD reads that WAD last."),
        this);
    intro->setWordWrap(true);
    m_empty->setWordWrap(true);
    m_empty->setText(detectedIwad.isEmpty()
                         ? tr("While the list is empty the map has no pictures: no IWAD was "
                              "found (install freedoom, or set DOOMWADDIR).")
                         : tr("While the list is empty the map uses the detected IWAD: %1")
                               .arg(QDir::toNativeSeparators(detectedIwad)));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);

    auto* addWad = new QPushButton(tr("Add &WAD..."), this);
    auto* addFolder = new QPushButton(tr("Add &Folder..."), this);
    auto* buttons = new QVBoxLayout;
    for (QPushButton* b : {addWad, addFolder, m_remove, m_up, m_down}) {
        b->setAutoDefault(false);
        buttons->addWidget(b);
    }
    buttons->addStretch(1);
    auto* middle = new QHBoxLayout;
    middle->addWidget(m_list, 1);
    middle->addLayout(buttons);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(middle, 1);
    layout->addWidget(m_empty);
    layout->addWidget(box);
    resize(620, 360);

    connect(addWad, &QPushButton::clicked, this, &ResourcesDialog::addWads);
    connect(addFolder, &QPushButton::clicked, this, &ResourcesDialog::addFolder);
    connect(m_remove, &QPushButton::clicked, this, &ResourcesDialog::removeCurrent);
    connect(m_up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    connect(m_list, &QListWidget::currentRowChanged, this, &ResourcesDialog::updateButtons);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (const QString& e : entries)
        addEntry(e);
    updateButtons();
}

QStringList ResourcesDialog::entries() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out << m_list->item(i)->data(kEntryRole).toString();
    return out;
}

QString ResourcesDialog::resolve(const QString& entry) const
{
    if (QDir::isAbsolutePath(entry) || m_baseFolder.isEmpty())
        return QDir::cleanPath(entry);
    return QDir::cleanPath(QDir(m_baseFolder).filePath(entry));
}

bool ResourcesDialog::readable(const QString& entry) const
{
    const QFileInfo info(resolve(entry));
    return info.isReadable() && (info.isDir() || info.isFile());
}

QString ResourcesDialog::statusOf(int row) const
{
    if (row < 0 || row >= m_list->count())
        return {};
    const QString entry = m_list->item(row)->data(kEntryRole).toString();
    if (!readable(entry))
        return tr("cannot be read");
    return QFileInfo(resolve(entry)).isDir() ? tr("folder, readable") : tr("readable");
}

void ResourcesDialog::addEntry(const QString& entry)
{
    auto* item = new QListWidgetItem(m_list);
    item->setData(kEntryRole, entry);
    const bool ok = readable(entry);
    item->setText(QStringLiteral("%1    (%2)")
                      .arg(QDir::toNativeSeparators(entry), statusOf(m_list->row(item))));
    item->setToolTip(QDir::toNativeSeparators(resolve(entry)));
    if (!ok)
        item->setForeground(QColor(0xd0, 0x30, 0x30));
    item->setIcon(style()->standardIcon(ok ? QStyle::SP_DialogApplyButton
                                           : QStyle::SP_MessageBoxWarning));
}

void ResourcesDialog::addPaths(const QStringList& paths)
{
    for (const QString& path : paths) {
        QString entry = QDir::cleanPath(path);
        // Files in or below the map's folder are stored relative to it, so the map and its
        // resources can move together; others (an installed IWAD) keep their absolute path.
        if (!m_baseFolder.isEmpty() && QDir::isAbsolutePath(entry)) {
            const QString relative = QDir(m_baseFolder).relativeFilePath(entry);
            if (!relative.startsWith(QStringLiteral("..")))
                entry = relative;
        }
        addEntry(entry);
    }
    m_list->setCurrentRow(m_list->count() - 1);
    updateButtons();
}

void ResourcesDialog::addWads()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Add WAD Files"), m_baseFolder, tr("WAD files (*.wad *.WAD);;All files (*)"));
    if (!files.isEmpty())
        addPaths(files);
}

void ResourcesDialog::addFolder()
{
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Add Image Folder"), m_baseFolder);
    if (!folder.isEmpty())
        addPaths({folder});
}

int ResourcesDialog::currentRow() const
{
    return m_list->currentRow();
}

void ResourcesDialog::setCurrentRow(int row)
{
    m_list->setCurrentRow(row);
}

void ResourcesDialog::removeCurrent()
{
    delete m_list->takeItem(m_list->currentRow());
    updateButtons();
}

void ResourcesDialog::moveCurrent(int delta)
{
    const int row = m_list->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_list->count())
        return;
    QListWidgetItem* item = m_list->takeItem(row);
    m_list->insertItem(to, item);
    m_list->setCurrentRow(to);
    updateButtons();
}

void ResourcesDialog::updateButtons()
{
    const int row = m_list->currentRow();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_list->count());
    m_empty->setVisible(m_list->count() == 0);
}

} // namespace sw::editor
