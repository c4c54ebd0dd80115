#include "commands/MakeLift.h"

#include "document/Document.h"

namespace sw::editor {

MakeLift::MakeLift(Document& document) : MapPartsCommand(document, tr("Make Lift")) {}

std::unique_ptr<MakeLift> MakeLift::create(Document& document, const std::vector<Index>& sectors,
                                           const std::string& liftTexture, QString* whyNot)
{
    const auto refuse = [whyNot](const QString& why) {
        if (whyNot)
            *whyNot = why;
        return nullptr;
    };
    if (sectors.empty())
        return refuse(tr("Select the sectors to make into a lift."));
    Map after = document.map();
    const edit::MechanismResult result = edit::makeLift(after, sectors, liftTexture);
    if (result.walls == 0)
        return refuse(tr("A lift needs two-sided walls to step onto it; the selected sectors "
                         "have none."));
    std::unique_ptr<MakeLift> command(new MakeLift(document));
    command->m_result = result;
    command->setResult(std::move(after), document.selection());
    return command;
}

} // namespace sw::editor
