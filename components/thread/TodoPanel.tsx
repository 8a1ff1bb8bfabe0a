"use client";
import { useTranslations } from "next-intl";
import { Fold } from "@/components/messages/Fold";
import { TodoList } from "@/components/messages/TodoList";
import { todoProgress } from "@/core/todos";
import { useThreadView } from "./ThreadStoreContext";

/**
 * The agent's current to-do list, above the composer: one line saying how far it got and
 * what it is on, the whole list on demand. Absent when the agent keeps no list.
 */
export function TodoPanel() {
  const t = useTranslations();
  const todos = useThreadView((view) => view.todos);
  if (todos.length === 0) return null;
  const { done, total, current } = todoProgress(todos);
  return (
    <section aria-label={t("todos.region")} className="mx-auto w-full max-w-column px-4 pb-2">
      <div className="rounded-xl border border-line bg-panel px-3 py-2">
        <Fold
          summary={
            <span className="min-w-0 truncate">
              {t("todos.progress", { done, total })}
              {current ? <span className="text-ink"> · {t(current.status === "in_progress" ? "todos.now" : "todos.next", { content: current.content })}</span> : null}
            </span>
          }
        >
          {() => <TodoList todos={todos} className="max-h-48 overflow-y-auto" />}
        </Fold>
      </div>
    </section>
  );
}
