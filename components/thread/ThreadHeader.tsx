"use client";
import { useUiStore } from "@/components/providers/UiStoreContext";

export function ThreadHeader({ title }: { title: string | null }) {
  const showHidden = useUiStore((s) => s.showHidden);
  const setShowHidden = useUiStore((s) => s.setShowHidden);
  return (
    <header className="flex h-12 shrink-0 items-center gap-3 border-b border-line px-4">
      <h1 className="min-w-0 flex-1 truncate text-sm font-semibold">{title ?? "New chat"}</h1>
      <button
        type="button"
        aria-pressed={showHidden}
        onClick={() => setShowHidden(!showHidden)}
        className="rounded-md border border-line px-2 py-1 text-xs text-muted hover:bg-panel aria-pressed:bg-accent-soft aria-pressed:text-ink"
      >
        Show hidden context
      </button>
    </header>
  );
}
