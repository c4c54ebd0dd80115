#include "tools/Tool.h"

#include "tools/DrawRectangleTool.h"
#include "tools/DrawSectorTool.h"
#include "tools/SelectTool.h"
#include "views/PlanView.h"

namespace sw::editor {

std::unique_ptr<PlanInteraction> makePlanTool(EditMode mode, PlanView& view)
{
    switch (mode) {
    case EditMode::DrawSector:
        return std::make_unique<DrawSectorTool>(view);
    case EditMode::DrawRectangle:
        return std::make_unique<DrawRectangleTool>(view);
    case EditMode::Vertices:
    case EditMode::Walls:
    case EditMode::Sectors:
    case EditMode::Things:
        return std::make_unique<SelectTool>(view);
    }
    return nullptr;
}

void installPlanTools(PlanView& view)
{
    view.setInteractionFactory(&makePlanTool);
}

} // namespace sw::editor
