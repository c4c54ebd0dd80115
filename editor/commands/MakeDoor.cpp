#include "commands/MakeDoor.h"

#include "document/Document.h"

namespace sw::editor {

MakeDoor::MakeDoor(Document& document) : MapPartsCommand(document, tr("Make Door")) {}

std::unique_ptr<MakeDoor> MakeDoor::create(Document& document, const std::vector<Index>& sectors,
                                           const std::string& doorTexture, QString* whyNot,
                                           std::int32_t special)
{
    const auto refuse = [whyNot](const QString& why) {
        if (whyNot)
            *whyNot = why;
        return nullptr;
    };
    if (sectors.empty())
        return refuse(tr("Select the sectors to make into doors."));
    Map after = document.map();
    const edit::MechanismResult result = edit::makeDoors(after, sectors, doorTexture, special);
    if (result.walls == 0)
        return refuse(tr("A door needs a two-sided wall to open from; the selected sectors "
                         "have none."));
    std::unique_ptr<MakeDoor> command(new MakeDoor(document));
    command->m_result = result;
    command->setResult(std::move(after), document.selection());
    return command;
}

} // namespace sw::editor
