import { useTranslations } from "next-intl";
import { FileIcon } from "@/components/ui/icons";
import type { ToolStep } from "@/core/timeline/types";
import { unreachable } from "@/core/unreachable";
import { TodoList } from "./TodoList";

/**
 * What a tool step shows of its call, by the display core gave it (core/timeline/
 * tool-displays.ts maps tool names to displays). A new display needs a case here: the
 * switch is exhaustive, so the type check points at it.
 */
export function ToolDisplayView({ step }: { step: ToolStep }) {
  const t = useTranslations();
  switch (step.display) {
    case "generic":
      return null;
    case "files":
      return step.files.length > 0 ? (
        <ul aria-label={t("steps.files")} className="mt-1.5 flex flex-col gap-0.5 text-sm">
          {step.files.map((file, i) => (
            <li key={i} className="flex items-center gap-1.5 truncate font-mono text-[13px]">
              <FileIcon /> {file}
            </li>
          ))}
        </ul>
      ) : null;
    case "todos":
      return step.todos.length > 0 ? <TodoList todos={step.todos} className="mt-1.5" /> : null;
    default:
      return unreachable(step);
  }
}
