"use client";
import { useTranslations } from "next-intl";
import { useToasts } from "@/components/providers/NoticesContext";
import { CrossIcon } from "./icons";

/** The notices, newest last, announced politely (errors assertively) to screen readers. */
export function Toaster() {
  const t = useTranslations();
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <section aria-label={t("toast.region")} className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex flex-col items-center gap-2 px-4">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === "error" ? "alert" : "status"}
          className={`toast pointer-events-auto flex max-w-md items-center gap-3 rounded-lg border bg-panel px-3 py-2 text-sm shadow-lg ${toast.tone === "error" ? "border-red-400" : "border-line"}`}
        >
          <span className="min-w-0 flex-1">{toast.text}</span>
          {toast.action ? (
            <button
              type="button"
              onClick={() => {
                toast.action!.run();
                dismiss(toast.id);
              }}
              className="rounded-md px-2 py-0.5 font-medium text-accent hover:bg-accent-soft"
            >
              {toast.action.label}
            </button>
          ) : null}
          <button type="button" onClick={() => dismiss(toast.id)} aria-label={t("toast.dismiss")} title={t("toast.dismiss")} className="rounded-md p-0.5 text-muted hover:text-ink">
            <CrossIcon />
          </button>
        </div>
      ))}
    </section>
  );
}
