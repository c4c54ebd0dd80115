#pragma once

#include "commands/MapPartsCommand.h"
#include "map/FindReplace.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Find and Replace: puts the replacement wherever the query matches in the scope
// (edit::replaceAll). One undo step; the changed elements end up selected.
class ReplaceValues : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(ReplaceValues)

public:
    // Nothing (and a reason) when nothing matches.
    static std::unique_ptr<ReplaceValues> create(Document& document, const edit::FindQuery& find,
                                                 const edit::FindQuery& replacement,
                                                 const edit::FindScope& scope,
                                                 QString* whyNot = nullptr);
    const edit::FindCount& count() const { return m_count; }

private:
    explicit ReplaceValues(Document& document);
    edit::FindCount m_count;
};

} // namespace sw::editor
