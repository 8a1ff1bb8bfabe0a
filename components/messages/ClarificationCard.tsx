import type { ClarificationItem } from "@/core/timeline/types";
import { Markdown } from "./Markdown";

export function ClarificationCard({ item }: { item: ClarificationItem }) {
  return (
    <section
      aria-label="Clarification requested"
      data-role="clarification"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="mb-1 text-xs font-medium uppercase tracking-wide text-amber-700 dark:text-amber-300">
        The agent asks{item.answered ? " · answered" : ""}
      </p>
      {item.context ? <p className="mb-1 text-sm text-muted">{item.context}</p> : null}
      <Markdown text={item.question} />
      {item.options.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {item.options.map((option, i) => (
            <li key={i} className="rounded-full border border-amber-300 px-2.5 py-0.5 text-sm dark:border-amber-800">
              {option}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
