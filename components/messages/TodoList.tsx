import { useTranslations } from "next-intl";
import type { TodoEntry } from "@/core/todos";

const MARK: Record<string, string> = { completed: "☑", in_progress: "◐" };

/** A to-do checklist: done entries struck through, the one in progress marked. */
export function TodoList({ todos, className = "" }: { todos: readonly TodoEntry[]; className?: string }) {
  const t = useTranslations();
  return (
    <ul aria-label={t("todos.list")} className={`flex flex-col gap-0.5 text-sm ${className}`}>
      {todos.map((todo, i) => (
        <li key={i} className="flex min-w-0 gap-2">
          <span className="shrink-0" role="img" aria-label={t(todo.status === "completed" ? "todos.status.completed" : todo.status === "in_progress" ? "todos.status.in_progress" : "todos.status.pending")}>
            {MARK[todo.status] ?? "☐"}
          </span>
          {/* A long path or link in an entry wraps rather than widening the list past a phone's screen. */}
          <span className={`min-w-0 [overflow-wrap:anywhere] ${todo.status === "completed" ? "text-muted line-through" : todo.status === "in_progress" ? "font-medium" : ""}`}>
            {todo.content}
          </span>
        </li>
      ))}
    </ul>
  );
}
