"use client";
import { Fold } from "@/components/messages/Fold";
import { TodoList } from "@/components/messages/TodoList";
import { todoProgress } from "@/core/todos";
import { useThreadView } from "./ThreadStoreContext";

/**
 * The agent's current to-do list, above the composer: one line saying how far it got and
 * what it is on, the whole list on demand. Absent when the agent keeps no list.
 */
export function TodoPanel() {
  const todos = useThreadView((view) => view.todos);
  if (todos.length === 0) return null;
  const { done, total, current } = todoProgress(todos);
  return (
    <section aria-label="To-do list" className="mx-auto w-full max-w-3xl px-4 pb-2">
      <div className="rounded-xl border border-line bg-panel px-3 py-2">
        <Fold
          summary={
            <span className="min-w-0 truncate">
              To-dos · {done} of {total} done
              {current ? <span className="text-ink"> · {current.status === "in_progress" ? "Now" : "Next"}: {current.content}</span> : null}
            </span>
          }
        >
          {() => <TodoList todos={todos} className="max-h-48 overflow-y-auto" />}
        </Fold>
      </div>
    </section>
  );
}
