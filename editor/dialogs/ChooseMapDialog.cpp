#include "dialogs/ChooseMapDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace sw::editor {

ChooseMapDialog::ChooseMapDialog(const QString& fileName, const QStringList& maps, QWidget* parent)
    : QDialog(parent), m_list(new QListWidget(this))
{
    setWindowTitle(tr("Choose a Map"));
    // Only shown for two maps or more, so the English text can say "maps"; %n still lets
    // translations pick their plural form.
    auto* label = new QLabel(tr("%1 holds %n maps. Which one do you want to open?", nullptr,
                                static_cast<int>(maps.size()))
                                 .arg(fileName),
                             this);
    label->setWordWrap(true);

    m_list->addItems(maps);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    if (!maps.isEmpty())
        m_list->setCurrentRow(0);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    // Nothing to open while nothing is highlighted.
    connect(m_list, &QListWidget::currentRowChanged, this,
            [buttons](int row) { buttons->button(QDialogButtonBox::Open)->setEnabled(row >= 0); });
    buttons->button(QDialogButtonBox::Open)->setEnabled(!maps.isEmpty());

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    // Room for a dozen names at once: Doom II WADs hold 32 maps.
    resize(360, 440);
}

QString ChooseMapDialog::selectedMap() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->text() : QString();
}

bool ChooseMapDialog::selectMap(const QString& name)
{
    const QList<QListWidgetItem*> found = m_list->findItems(name, Qt::MatchExactly);
    if (found.isEmpty())
        return false;
    m_list->setCurrentItem(found.front());
    return true;
}

std::optional<QString> ChooseMapDialog::choose(QWidget* parent, const QString& fileName,
                                               const QStringList& maps)
{
    ChooseMapDialog dialog(fileName, maps, parent);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedMap().isEmpty())
        return std::nullopt;
    return dialog.selectedMap();
}

} // namespace sw::editor
