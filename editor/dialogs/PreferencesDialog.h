#pragma once

#include <QDialog>
#include <QStringList>

class QComboBox;
class QLineEdit;
class QSpinBox;
class QTabWidget;

namespace sw::editor {

// What the Preferences dialog edits. The application reads and stores them (app/Settings).
struct Preferences {
    QString language; // a locale name; empty follows the system
    int autosaveSeconds = 60;
    int recentFilesCount = 10;
    // File > Test Map: the engine's program, the IWAD and extra arguments.
    QString engine;
    QString iwad;
    QString engineArguments;
};

// Language, autosave interval and how many recent files to list (General), and the engine that
// File > Test Map runs (Engines). A new language applies at the next start.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    // languages: the interface languages offered besides English and the system's; engines
    // and iwads: what was found on this machine, offered in the lists.
    PreferencesDialog(const Preferences& current, const QStringList& languages,
                      const QStringList& engines = {}, const QStringList& iwads = {},
                      QWidget* parent = nullptr);

    // What the dialog shows now (after it was accepted: what the user chose).
    Preferences chosen() const;

    QComboBox* languageBox() const { return m_language; }
    QSpinBox* autosaveBox() const { return m_autosave; }
    QSpinBox* recentBox() const { return m_recent; }
    QComboBox* engineBox() const { return m_engine; }
    QComboBox* iwadBox() const { return m_iwad; }
    QLineEdit* argumentsBox() const { return m_arguments; }
    // Adds a page after the dialog's own (e.g. Shortcuts), which the dialog then owns.
    void addPage(QWidget* page, const QString& title);

private:
    QComboBox* m_language;
    QSpinBox* m_autosave;
    QSpinBox* m_recent;
    QComboBox* m_engine;
    QComboBox* m_iwad;
    QLineEdit* m_arguments;
    QTabWidget* m_tabs = nullptr;
};

} // namespace sw::editor
