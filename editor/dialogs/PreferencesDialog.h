#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace sw::editor {

// Language, autosave interval and how many recent files to list, stored with QSettings when
// accepted. A new language applies at the next start.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    void accept() override;

    QComboBox* languageBox() const { return m_language; }
    QSpinBox* autosaveBox() const { return m_autosave; }
    QSpinBox* recentBox() const { return m_recent; }

private:
    QComboBox* m_language;
    QSpinBox* m_autosave;
    QSpinBox* m_recent;
};

} // namespace sw::editor
