import { useTranslations } from "next-intl";
import type { ComponentType } from "react";
import { FileIcon } from "@/components/ui/icons";
import type { ToolDisplay, ToolKind, UiComponentFields, UiComponentName } from "@/core/tools";
import type { UiAction } from "@/core/ui-messages";
import type { ClarificationItem, SubagentsItem, ToolStep } from "@/core/timeline/types";
import { ClarificationCard } from "./ClarificationCard";
import { FollowupCard } from "./FollowupCard";
import { SubagentCards } from "./SubagentCards";
import { TodoList } from "./TodoList";

// The components of the tool registry (core/tools/registry.ts): one renderer per kind of entry
// there, and per display for the tools shown as steps. When core gains a display or a kind,
// the type check asks for its component here.

type StepWith<D extends ToolDisplay> = Extract<ToolStep, { display: D }>;

interface Renderers {
  /** What a tool step shows of its call under its name, by the display core read. */
  step: { [D in ToolDisplay]: ComponentType<{ step: StepWith<D> }> };
  /** The cards of a message's `task` calls. */
  subagent: ComponentType<{ item: SubagentsItem }>;
  clarification: ComponentType<{ item: ClarificationItem }>;
}

export const TOOL_RENDERERS: { readonly [K in ToolKind]: Renderers[K] } = {
  step: { generic: NoDisplay, files: FilesDisplay, todos: TodosDisplay },
  subagent: SubagentCards,
  clarification: ClarificationCard,
};

type UiFieldsOf<C extends UiComponentName> = Extract<UiComponentFields, { component: C }>;

/** What a built-in agent UI component takes: its props as core read them, and the action callback. */
export interface UiComponentProps<C extends UiComponentName = UiComponentName> {
  fields: UiFieldsOf<C>;
  /** Asks the app to act (send a message); null where the log is read only. */
  act: ((action: UiAction) => void) | null;
}

/**
 * The agent UI components Threadline draws itself, by the name the agent pushes them under
 * (core/tools/ui-components.ts reads their props). To add one: name it and read its props
 * there, then add its component here, where the type check asks for it.
 */
export const UI_COMPONENTS: { readonly [C in UiComponentName]: ComponentType<UiComponentProps<C>> } = {
  followup_card: FollowupCard,
};

/** What a tool step shows of its call, looked up by its display. */
export function ToolDisplayView({ step }: { step: ToolStep }) {
  // Indexed by the step's own display, so the component takes this very step.
  const View = TOOL_RENDERERS.step[step.display] as ComponentType<{ step: ToolStep }>;
  return <View step={step} />;
}

function NoDisplay() {
  return null;
}

function FilesDisplay({ step }: { step: StepWith<"files"> }) {
  const t = useTranslations();
  if (step.files.length === 0) return null;
  return (
    <ul aria-label={t("steps.files")} className="mt-1.5 flex flex-col gap-0.5 text-sm">
      {step.files.map((file, i) => (
        <li key={i} className="flex items-center gap-1.5 truncate font-mono text-[13px]">
          <FileIcon /> {file}
        </li>
      ))}
    </ul>
  );
}

function TodosDisplay({ step }: { step: StepWith<"todos"> }) {
  return step.todos.length > 0 ? <TodoList todos={step.todos} className="mt-1.5" /> : null;
}
