#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QListWidget;
class QPushButton;

namespace sw::editor {

// Edits a map's resource chain: the WAD files and image folders its pictures come from, in
// order (later ones override earlier ones). Each entry shows whether it can be read. Paths in or
// below baseFolder (the folder of the map's file), when there is one, are kept relative to it;
// when the list
// is empty the map uses the detected IWAD, which the dialog names.
class ResourcesDialog : public QDialog {
    Q_OBJECT

public:
    ResourcesDialog(const QStringList& entries, const QString& baseFolder,
                    const QString& detectedIwad, QWidget* parent = nullptr);

    QStringList entries() const;

    // Appends paths as they would be stored (relative to the base folder when inside it).
    void addPaths(const QStringList& paths);
    // The highlighted entry's row, or -1.
    int currentRow() const;
    void setCurrentRow(int row);
    void removeCurrent();
    // Moves the highlighted entry by delta rows (-1 up, +1 down).
    void moveCurrent(int delta);

    // The absolute path an entry stands for, and whether it is a readable WAD file or folder.
    QString resolve(const QString& entry) const;
    bool readable(const QString& entry) const;
    // The status shown beside the entry at row.
    QString statusOf(int row) const;

private:
    void addWads();
    void addFolder();
    void addEntry(const QString& entry);
    void updateButtons();

    QString m_baseFolder;
    QListWidget* m_list;
    QLabel* m_empty;
    QPushButton *m_remove, *m_up, *m_down;
};

} // namespace sw::editor
