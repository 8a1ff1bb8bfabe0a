import type { UnsupportedItem as Item } from "@/core/timeline/types";

export function UnsupportedItem({ item }: { item: Item }) {
  return (
    <p data-role="unsupported" className="rounded-md border border-dashed border-line px-3 py-1.5 text-xs text-muted">
      Unsupported message: {item.reason}
    </p>
  );
}
