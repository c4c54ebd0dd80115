#pragma once

#include <QLineEdit>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QStandardItemModel;

namespace sw {
class GameConfig;
}

namespace sw::editor {

// A thing type, line special or sector special chosen by name: the field shows the value's
// label ("Imp (3001)", "WR Door: open, wait, close (86)") and, as the user types words
// ("imp", "wr open door", "blink"), offers the game's entries holding all of them in a popup.
// Down lists them all. A number can always be typed. Without a game configuration it is a
// number field.
class VocabularyPicker : public QLineEdit {
    Q_OBJECT

public:
    enum class Kind { Thing, LineSpecial, SectorSpecial };

    explicit VocabularyPicker(Kind kind, QWidget* parent = nullptr);

    void setGame(std::shared_ptr<const GameConfig> game);
    // What the field shows; neither emits.
    void showValue(std::int32_t number);
    void showMixed();

    // The label a number is shown with.
    QString label(std::int32_t number) const;
    // The entries the popup offers for words: an exact name first, then names starting with
    // the words, then number order; every entry when there are no words (at most kMaxOffers).
    std::vector<std::int32_t> offers(const QString& words) const;
    // The number text stands for: a number, a label, an entry's exact name, or words with one
    // match; nothing when it stands for none or several.
    std::optional<std::int32_t> resolve(const QString& text) const;

    static constexpr std::size_t kMaxOffers = 500;

signals:
    // The user chose a value (from the popup or by typing and confirming).
    void chosen(std::int32_t number);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void updateOffers(const QString& words);
    void commit();

    Kind m_kind;
    std::shared_ptr<const GameConfig> m_game;
    QStandardItemModel* m_model;
    std::optional<std::int32_t> m_shown; // empty while mixed
};

} // namespace sw::editor
