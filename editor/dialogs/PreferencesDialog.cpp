#include "dialogs/PreferencesDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

namespace sw::editor {

PreferencesDialog::PreferencesDialog(const Preferences& current, const QStringList& languages,
                                     QWidget* parent)
    : QDialog(parent), m_language(new QComboBox(this)), m_autosave(new QSpinBox(this)),
      m_recent(new QSpinBox(this))
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

    auto* form = new QFormLayout(this);
    form->addRow(tr("Language"), m_language);
    auto* note = new QLabel(tr("A new language applies when Stepwise starts again."), this);
    note->setWordWrap(true);
    form->addRow(QString(), note);
    form->addRow(tr("Autosave unsaved changes every"), m_autosave);
    form->addRow(tr("Recent files listed"), m_recent);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

Preferences PreferencesDialog::chosen() const
{
    return {m_language->currentData().toString(), m_autosave->value(), m_recent->value()};
}

} // namespace sw::editor
