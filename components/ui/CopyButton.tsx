"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

/** Copies `text` to the clipboard and says so for a moment; says "Copy failed" if it could not. */
export function CopyButton({ text, label, className = "" }: { text: string | (() => string); label?: string; className?: string }) {
  const t = useTranslations();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(typeof text === "function" ? text() : text);
      setState("copied");
    } catch {
      // No clipboard permission, or not a secure context.
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), 1500);
  };
  return (
    <button type="button" onClick={() => void copy()} className={className}>
      {state === "copied" ? t("common.copied") : state === "failed" ? t("common.copyFailed") : (label ?? t("common.copy"))}
    </button>
  );
}
