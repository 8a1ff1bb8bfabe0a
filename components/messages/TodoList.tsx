import { useTranslations } from "next-intl";
import type { TodoEntry } from "@/core/todos";

const MARK: Record<string, string> = { completed: "☑", in_progress: "◐" };

/** A to-do checklist: done entries struck through, the one in progress marked. */
export function TodoList({ todos, className = "" }: { todos: readonly TodoEntry[]; className?: string }) {
  const t = useTranslations();
  return (
    <ul aria-label={t("todos.list")} className={`flex flex-col gap-0.5 text-sm ${className}`}>
      {todos.map((todo, i) => (
        <li key={i} className="flex gap-2">
          <span role="img" aria-label={t(todo.status === "completed" ? "todos.status.completed" : todo.status === "in_progress" ? "todos.status.in_progress" : "todos.status.pending")}>
            {MARK[todo.status] ?? "☐"}
          </span>
          <span className={todo.status === "completed" ? "text-muted line-through" : todo.status === "in_progress" ? "font-medium" : ""}>
            {todo.content}
          </span>
        </li>
      ))}
    </ul>
  );
}
