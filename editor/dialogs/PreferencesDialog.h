#pragma once

#include <QDialog>
#include <QStringList>

class QComboBox;
class QSpinBox;

namespace sw::editor {

// What the Preferences dialog edits. The application reads and stores them (app/Settings).
struct Preferences {
    QString language; // a locale name; empty follows the system
    int autosaveSeconds = 60;
    int recentFilesCount = 10;
};

// Language, autosave interval and how many recent files to list. A new language applies at the
// next start.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    // languages: the interface languages offered besides English and the system's.
    PreferencesDialog(const Preferences& current, const QStringList& languages,
                      QWidget* parent = nullptr);

    // What the dialog shows now (after it was accepted: what the user chose).
    Preferences chosen() const;

    QComboBox* languageBox() const { return m_language; }
    QSpinBox* autosaveBox() const { return m_autosave; }
    QSpinBox* recentBox() const { return m_recent; }

private:
    QComboBox* m_language;
    QSpinBox* m_autosave;
    QSpinBox* m_recent;
};

} // namespace sw::editor
