import type { TodoEntry } from "@/core/todos";

const MARK: Record<string, string> = { completed: "☑", in_progress: "◐" };
const LABEL: Record<string, string> = { completed: "done", in_progress: "in progress" };

/** A to-do checklist: done entries struck through, the one in progress marked. */
export function TodoList({ todos, className = "" }: { todos: readonly TodoEntry[]; className?: string }) {
  return (
    <ul aria-label="To-dos" className={`flex flex-col gap-0.5 text-sm ${className}`}>
      {todos.map((todo, i) => (
        <li key={i} className="flex gap-2">
          <span role="img" aria-label={LABEL[todo.status] ?? "to do"}>
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
