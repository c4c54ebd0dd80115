#include "panels/VocabularyPicker.h"

#include "game/GameConfig.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QRegularExpression>
#include <QStandardItemModel>

#include <algorithm>

namespace sw::editor {

namespace {

constexpr int kNumberRole = Qt::UserRole + 1;

// Sector specials by words (GameConfig searches things and line specials itself): every word
// is in the name, or is the number.
std::vector<std::int32_t> findSectorSpecials(const GameConfig& game, const QString& words)
{
    const QStringList list = words.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    std::vector<std::int32_t> out;
    if (list.isEmpty())
        return out;
    for (const SectorSpecial& s : game.sectorSpecials()) {
        const QString name = QString::fromStdString(s.name).toLower();
        const bool all = std::all_of(list.begin(), list.end(), [&](const QString& w) {
            return name.contains(w) || w == QString::number(s.special);
        });
        if (all)
            out.push_back(s.special);
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

VocabularyPicker::VocabularyPicker(Kind kind, QWidget* parent)
    : QLineEdit(parent), m_kind(kind), m_model(new QStandardItemModel(this))
{
    auto* completer = new QCompleter(m_model, this);
    // The offers are already the matches of all the words; the completer must not filter them
    // again by prefix.
    completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    completer->setMaxVisibleItems(12);
    setCompleter(completer);
    connect(this, &QLineEdit::textEdited, this, &VocabularyPicker::updateOffers);
    connect(completer, qOverload<const QModelIndex&>(&QCompleter::activated), this,
            [this](const QModelIndex& index) {
                const QVariant number = index.data(kNumberRole);
                if (!number.isValid())
                    return;
                m_shown.reset(); // always apply what was picked
                showValue(number.toInt());
                emit chosen(number.toInt());
            });
    connect(this, &QLineEdit::editingFinished, this, &VocabularyPicker::commit);
}

void VocabularyPicker::setGame(std::shared_ptr<const GameConfig> game)
{
    m_game = std::move(game);
    setPlaceholderText(m_game ? tr("Type a name or a number") : tr("Type a number"));
}

QString VocabularyPicker::label(std::int32_t n) const
{
    if (n == 0 && m_kind != Kind::Thing)
        return tr("None (0)");
    if (m_kind == Kind::Thing) {
        if (m_game && m_game->thing(n))
            return QString::fromStdString(m_game->thingLabel(n));
        return tr("Type %1").arg(n);
    }
    if (m_kind == Kind::LineSpecial) {
        if (m_game && m_game->lineSpecial(n))
            return QString::fromStdString(m_game->lineSpecialLabel(n));
        return tr("Special %1").arg(n);
    }
    if (m_game) {
        const std::string name = m_game->sectorSpecialName(n);
        if (name.rfind("unknown", 0) != 0)
            return QStringLiteral("%1 (%2)").arg(QString::fromStdString(name)).arg(n);
    }
    return tr("Special %1").arg(n);
}

std::vector<std::int32_t> VocabularyPicker::offers(const QString& words) const
{
    std::vector<std::int32_t> out;
    if (!m_game)
        return out;
    const std::string w = words.toStdString();
    if (words.trimmed().isEmpty()) {
        // No words: everything, for browsing.
        if (m_kind == Kind::Thing)
            for (const ThingType& t : m_game->things())
                out.push_back(t.type);
        else if (m_kind == Kind::LineSpecial)
            for (const LineSpecial& s : m_game->lineSpecials())
                out.push_back(s.special);
        else
            for (const SectorSpecial& s : m_game->sectorSpecials())
                out.push_back(s.special);
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        if (out.size() > kMaxOffers)
            out.resize(kMaxOffers);
        return out;
    }
    switch (m_kind) {
    case Kind::Thing:
        for (const ThingType* t : m_game->findThings(w))
            out.push_back(t->type);
        break;
    case Kind::LineSpecial:
        for (const LineSpecial* s : m_game->findLineSpecials(w))
            out.push_back(s->special);
        break;
    case Kind::SectorSpecial:
        out = findSectorSpecials(*m_game, words);
        break;
    }
    // The entry named exactly so first, then names that start with the words ("imp" offers
    // the Imp before the Dead imp); number order within each.
    const QString typed = words.trimmed();
    const auto rank = [&](std::int32_t n) {
        static const QRegularExpression trailing(QStringLiteral("\\s*\\(\\d+\\)$"));
        QString name = label(n);
        name.remove(trailing);
        QStringList names{name};
        if (m_kind == Kind::LineSpecial) // also without the trigger: "door: open and stay"
            names << name.section(QLatin1Char(' '), 1);
        int best = 2;
        for (const QString& candidate : names)
            best = std::min(best, candidate.compare(typed, Qt::CaseInsensitive) == 0 ? 0
                                  : candidate.startsWith(typed, Qt::CaseInsensitive) ? 1
                                                                                     : 2);
        return best;
    };
    std::stable_sort(out.begin(), out.end(),
                     [&](std::int32_t a, std::int32_t b) { return rank(a) < rank(b); });
    if (out.size() > kMaxOffers)
        out.resize(kMaxOffers);
    return out;
}

std::optional<std::int32_t> VocabularyPicker::resolve(const QString& textIn) const
{
    const QString text = textIn.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool isNumber = false;
    const int number = text.toInt(&isNumber);
    if (isNumber)
        return number >= 0 ? std::optional<std::int32_t>(number) : std::nullopt;
    if (m_shown && text == label(*m_shown))
        return m_shown;
    // A label ends in its number: "Imp (3001)".
    static const QRegularExpression trailing(QStringLiteral("\\((\\d+)\\)$"));
    if (const QRegularExpressionMatch m = trailing.match(text); m.hasMatch())
        return m.captured(1).toInt();
    const std::vector<std::int32_t> found = offers(text);
    for (std::int32_t n : found) {
        QString name = label(n);
        name.remove(trailing);
        if (name.trimmed().compare(text, Qt::CaseInsensitive) == 0)
            return n;
    }
    if (found.size() == 1)
        return found.front();
    return std::nullopt;
}

void VocabularyPicker::showValue(std::int32_t number)
{
    m_shown = number;
    setText(label(number));
    setCursorPosition(0);
    setToolTip(label(number));
}

void VocabularyPicker::showMixed()
{
    m_shown.reset();
    clear();
    setToolTip({});
    setPlaceholderText(tr("mixed"));
}

void VocabularyPicker::keyPressEvent(QKeyEvent* event)
{
    // Down with no list open lists what the words match, or everything when there are none.
    const bool popupOpen = completer()->popup() && completer()->popup()->isVisible();
    if (event->key() == Qt::Key_Down && !popupOpen && m_game) {
        const bool showsLabel = m_shown && text() == label(*m_shown);
        updateOffers(showsLabel ? QString() : text());
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void VocabularyPicker::updateOffers(const QString& words)
{
    m_model->clear();
    for (std::int32_t n : offers(words)) {
        auto* item = new QStandardItem(label(n));
        item->setData(n, kNumberRole);
        m_model->appendRow(item);
    }
    if (m_model->rowCount() > 0)
        completer()->complete();
    else if (completer()->popup())
        completer()->popup()->hide();
}

void VocabularyPicker::commit()
{
    const std::optional<std::int32_t> n = resolve(text());
    if (!n) {
        // Words with no single match (or none): show the value again rather than guess.
        if (m_shown)
            showValue(*m_shown);
        else
            showMixed();
        return;
    }
    if (m_shown == n) {
        showValue(*n);
        return;
    }
    showValue(*n);
    emit chosen(*n);
}

} // namespace sw::editor
