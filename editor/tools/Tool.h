#pragma once

#include "views/PlanInteraction.h"

namespace sw::editor {

class PlanView;

// The plan's edit tools (select and drag, draw): interactions that work on one plan view.
class Tool : public PlanInteraction {
public:
    explicit Tool(PlanView& view) : m_view(view) {}

protected:
    PlanView& m_view;
};

// The tool of each edit mode: SelectTool for the four element modes, DrawSectorTool and
// DrawRectangleTool for drawing. Installed on a view by the application.
std::unique_ptr<PlanInteraction> makePlanTool(EditMode mode, PlanView& view);

// Installs makePlanTool as the view's interaction factory.
void installPlanTools(PlanView& view);

} // namespace sw::editor
