// The tool registry: the tools Threadline renders its own way (docs/architecture.md, "Tools").
export { CLARIFICATION_TOOL, PRESENT_FILES_TOOL, TASK_TOOL, WRITE_TODOS_TOOL } from "./names";
export { toolDisplay, toolEntry, type DisplayReader, type ToolDisplay, type ToolDisplayFields, type ToolEntry, type ToolKind } from "./registry";
export { FOLLOWUP_CARD_UI, uiComponent, type UiComponentFields, type UiComponentName } from "./ui-components";
