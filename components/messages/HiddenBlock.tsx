import { HIDDEN_REASON_LABEL } from "@/core/timeline/labels";
import type { HiddenItem } from "@/core/timeline/types";

export function HiddenBlock({ item }: { item: HiddenItem }) {
  return (
    <section
      aria-label="Hidden context"
      data-role="hidden"
      className="rounded-lg border border-dashed border-line bg-panel px-3 py-2 text-xs text-muted"
    >
      <p className="mb-1 font-medium uppercase tracking-wide">
        Hidden context <span className="font-normal normal-case">({item.role}, {HIDDEN_REASON_LABEL[item.reason]})</span>
      </p>
      <pre tabIndex={0} className="max-h-64 overflow-auto whitespace-pre-wrap break-words font-mono">{item.text}</pre>
    </section>
  );
}
