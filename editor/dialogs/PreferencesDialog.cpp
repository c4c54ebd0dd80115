#include "dialogs/PreferencesDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace sw::editor {

namespace {

// An editable list of paths with a Browse button beside it.
QWidget* pathChooser(QComboBox* box, const QStringList& found, const QString& current,
                     const QString& title, const QString& filter, QWidget* parent)
{
    box->setEditable(true);
    box->addItems(found);
    if (!current.isEmpty() && !found.contains(current))
        box->insertItem(0, current);
    box->setCurrentText(current);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(28);
    auto* row = new QWidget(parent);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box, 1);
    auto* browse = new QPushButton(PreferencesDialog::tr("Browse..."), row);
    layout->addWidget(browse);
    QObject::connect(browse, &QPushButton::clicked, box, [box, title, filter, parent] {
        const QString path = QFileDialog::getOpenFileName(parent, title, box->currentText(), filter);
        if (!path.isEmpty())
            box->setCurrentText(path);
    });
    return row;
}

} // namespace

PreferencesDialog::PreferencesDialog(const Preferences& current, const QStringList& languages,
                                     const QStringList& engines, const QStringList& iwads,
                                     QWidget* parent)
    : QDialog(parent), m_language(new QComboBox(this)), m_autosave(new QSpinBox(this)),
      m_recent(new QSpinBox(this)), m_engine(new QComboBox(this)), m_iwad(new QComboBox(this)),
      m_arguments(new QLineEdit(this))
{
    setWindowTitle(tr("Preferences"));
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    for (const QString& name : languages) {
        const QLocale locale(name);
        // Each language in its own words, so a user lost in a foreign interface finds theirs.
        m_language->addItem(locale.nativeLanguageName(), name);
    }
    m_language->setCurrentIndex(std::max(0, m_language->findData(current.language)));
    m_autosave->setRange(5, 3600);
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setValue(current.autosaveSeconds);
    m_recent->setRange(0, 30);
    m_recent->setValue(current.recentFilesCount);

    auto* tabs = m_tabs = new QTabWidget(this);
    auto* general = new QWidget(tabs);
    auto* form = new QFormLayout(general);
    form->addRow(tr("Language"), m_language);
    auto* note = new QLabel(tr("A new language applies when Stepwise starts again."), general);
    note->setWordWrap(true);
    form->addRow(QString(), note);
    form->addRow(tr("Autosave unsaved changes every"), m_autosave);
    form->addRow(tr("Recent files listed"), m_recent);
    tabs->addTab(general, tr("General"));

    auto* enginesPage = new QWidget(tabs);
    auto* engineForm = new QFormLayout(enginesPage);
    engineForm->addRow(tr("Engine"), pathChooser(m_engine, engines, current.engine,
                                                 tr("Choose a Doom Engine"), QString(), this));
    engineForm->addRow(tr("IWAD"), pathChooser(m_iwad, iwads, current.iwad, tr("Choose an IWAD"),
                                               tr("WAD files (*.wad *.WAD)"), this));
    m_arguments->setText(current.engineArguments);
    m_arguments->setPlaceholderText(tr("e.g. -skill 4 -nomonsters"));
    engineForm->addRow(tr("Extra arguments"), m_arguments);
    auto* engineNote = new QLabel(
        tr("File > Test Map (F9) writes the map with its nodes to a temporary WAD and starts the "
           "engine at it with -iwad, -file and -warp."),
        enginesPage);
    engineNote->setWordWrap(true);
    engineForm->addRow(QString(), engineNote);
    tabs->addTab(enginesPage, tr("Engines"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

Preferences PreferencesDialog::chosen() const
{
    return {m_language->currentData().toString(), m_autosave->value(),   m_recent->value(),
            m_engine->currentText().trimmed(),    m_iwad->currentText().trimmed(),
            m_arguments->text().trimmed()};
}

void PreferencesDialog::addPage(QWidget* page, const QString& title)
{
    m_tabs->addTab(page, title);
    // Pages such as the shortcut list need more room than the short forms of the first ones.
    resize(size().expandedTo(QSize(640, 560)));
}

} // namespace sw::editor
