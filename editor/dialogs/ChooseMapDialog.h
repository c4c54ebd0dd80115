#pragma once

#include <QDialog>
#include <QStringList>

#include <optional>

class QListWidget;

namespace sw::editor {

// Asks which map of a WAD to open when it holds several and none was named.
class ChooseMapDialog : public QDialog {
    Q_OBJECT

public:
    ChooseMapDialog(const QString& fileName, const QStringList& maps, QWidget* parent = nullptr);

    // The highlighted map; empty when the list is empty.
    QString selectedMap() const;
    // Highlights the map called name; false when the list has no such map.
    bool selectMap(const QString& name);

    // Shows the dialog modally; the chosen map, or nothing when the user cancels.
    static std::optional<QString> choose(QWidget* parent, const QString& fileName,
                                         const QStringList& maps);

private:
    QListWidget* m_list;
};

} // namespace sw::editor
