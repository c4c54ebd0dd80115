#include "commands/ReplaceValues.h"

#include "document/Document.h"

namespace sw::editor {

ReplaceValues::ReplaceValues(Document& document) : MapPartsCommand(document, tr("Replace")) {}

std::unique_ptr<ReplaceValues> ReplaceValues::create(Document& document,
                                                     const edit::FindQuery& find,
                                                     const edit::FindQuery& replacement,
                                                     const edit::FindScope& scope,
                                                     QString* whyNot)
{
    const edit::FindMatches matches = edit::findAll(document.map(), find, scope);
    Map after = document.map();
    const edit::FindCount count = edit::replaceAll(after, find, replacement, scope);
    std::unique_ptr<ReplaceValues> command(new ReplaceValues(document));
    Selection selection;
    selection.walls = matches.walls;
    selection.sectors = matches.sectors;
    selection.things = matches.things;
    command->m_count = count;
    command->setResult(std::move(after), std::move(selection));
    if (count.total() == 0 || !command->changesMap()) {
        if (whyNot)
            *whyNot = count.total() == 0 ? tr("Nothing matches.")
                                         : tr("The replacement is the same as what it replaces.");
        return nullptr;
    }
    const bool named = find.kind == edit::FindKind::WallTexture || find.kind == edit::FindKind::Flat;
    command->setText(named ? tr("Replace %1 with %2")
                                 .arg(QString::fromStdString(find.name),
                                      QString::fromStdString(replacement.name))
                           : tr("Replace %1 with %2").arg(find.number).arg(replacement.number));
    return command;
}

} // namespace sw::editor
