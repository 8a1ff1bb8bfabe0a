"use client";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { assistantProfileOptions } from "@/components/api/assistant-queries";
import { useApiClient, useRuntimeConfig } from "@/components/providers/RuntimeContext";
import { type CompactMethod, compactMethod } from "@/core/context/compact";
import { meterReading, shortTokens } from "@/core/context/meter";
import type { Dialect } from "@/core/dialect/types";
import { useThreadView } from "./ThreadStoreContext";

/** "Compact now" as the thread page does it (useCompactNow). */
export interface CompactNow {
  /** The backend dialect's way to compact (core/dialect); undefined until it is known. */
  capability: Dialect["compact"] | undefined;
  compact: (method: CompactMethod) => void;
  busy: boolean;
  failed: boolean;
}

/**
 * The header's context meter (docs/ui-contract.md, "Header"): tokens the model saw on its last
 * call against its window, as a slim bar with "12.3k / 128k", and "Compact now" in its menu
 * where the backend compacts on request (offered beside it once the window is nearly full, where
 * the header has room).
 * Hidden where neither figure is known.
 */
export function ContextMeter({ running, compaction }: {
  /** A run is going: a compaction would start another one. */
  running: boolean;
  compaction: CompactNow;
}) {
  const t = useTranslations();
  const client = useApiClient();
  const config = useRuntimeConfig();
  const profile = useQuery(assistantProfileOptions(client, config.assistantId, useLocale()));
  const context = useThreadView((view) => view.context());
  const reading = meterReading(context.tokens, context.source, profile.data?.contextWindow ?? config.contextWindow);
  const method = compactMethod(compaction.capability, profile.data?.compaction);
  if (reading === undefined) return null;
  const estimated = reading.source === "estimate";
  const max = reading.window ?? Math.max(reading.tokens, 1);
  const { tokens, window } = reading;
  const figures = window === undefined ? t("meter.figuresAlone", { tokens: shortTokens(tokens) }) : t("meter.figures", { tokens: shortTokens(tokens), window: shortTokens(window) });
  return (
    <div className="flex shrink-0 items-center gap-1">
      <div
        role="meter"
        aria-label={t("meter.name")}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(reading.tokens, max)}
        aria-valuetext={window === undefined ? t("meter.valueAlone", { tokens, estimated: String(estimated) }) : t("meter.value", { tokens, window, estimated: String(estimated) })}
        data-source={reading.source}
        title={`${estimated ? "≈" : ""}${figures} · ${t(estimated ? "meter.titleEstimated" : "meter.titleReported")}`}
        className="flex items-center gap-1.5 rounded-md px-1 py-1 text-xs whitespace-nowrap text-muted tabular-nums"
      >
        {reading.fill !== undefined ? (
          <span aria-hidden className="h-1.5 w-10 overflow-hidden @xl:w-16 rounded-full bg-panel ring-1 ring-line">
            <span
              className={`block h-full rounded-full ${reading.nearlyFull ? "bg-amber-500" : "bg-accent"}`}
              style={{ width: `${Math.round(reading.fill * 100)}%` }}
            />
          </span>
        ) : null}
        {/* A narrow header (a container query on it) keeps the bar; the figures are in the name and tooltip. */}
        <span aria-hidden className="@max-xl:hidden">
          {estimated ? "≈" : ""}
          {figures}
        </span>
      </div>
      {method !== undefined ? (
        <CompactMenu nearlyFull={reading.nearlyFull} disabled={running || compaction.busy} onCompact={() => compaction.compact(method)} />
      ) : null}
      {compaction.failed ? (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {t("meter.compactFailed")}
        </span>
      ) : null}
    </div>
  );
}

function CompactMenu({ nearlyFull, disabled, onCompact }: { nearlyFull: boolean; disabled: boolean; onCompact: () => void }) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const item = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    item.current?.focus();
    // Closes on a click elsewhere, as menus do.
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);
  const compact = () => {
    setOpen(false);
    onCompact();
  };
  return (
    <div ref={root} className="relative flex items-center gap-1" onKeyDown={(event) => event.key === "Escape" && setOpen(false)}>
      {nearlyFull ? (
        <button
          type="button"
          onClick={compact}
          disabled={disabled}
          title={t("meter.compactHint")}
          className="rounded-md border border-amber-400 px-2 @max-xl:hidden py-1 text-xs whitespace-nowrap text-ink hover:bg-panel disabled:opacity-60"
        >
          {t("meter.compactNow")}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={t("meter.menu")}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        className="rounded-md px-1 py-1 text-xs text-muted hover:bg-panel"
      >
        <span aria-hidden>▾</span>
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={t("meter.menu")} className="absolute top-full right-0 z-20 mt-1 min-w-36 rounded-md border border-line bg-canvas p-1 shadow-lg">
          <button
            ref={item}
            type="button"
            role="menuitem"
            onClick={compact}
            disabled={disabled}
            className="block w-full rounded px-2 py-1 text-left text-xs hover:bg-panel disabled:opacity-60"
          >
            {t("meter.compactNow")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
