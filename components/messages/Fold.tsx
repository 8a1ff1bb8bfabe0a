"use client";
import { useId, useState, type ReactNode } from "react";
import { ChevronIcon } from "@/components/ui/icons";

/**
 * A disclosure whose body is mounted only while open, so folded steps and long results cost
 * nothing until asked for.
 */
export function Fold({ summary, children, defaultOpen = false, className = "" }: {
  summary: ReactNode;
  children: () => ReactNode;
  defaultOpen?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
        className="flex max-w-full min-w-0 items-center gap-1.5 text-left text-sm text-muted hover:text-ink"
      >
        <ChevronIcon open={open} />
        {summary}
      </button>
      {open ? (
        <div id={bodyId} className="mt-2">
          {children()}
        </div>
      ) : null}
    </div>
  );
}
