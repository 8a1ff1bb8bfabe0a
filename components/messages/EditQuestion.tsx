"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";

/**
 * A question opened for editing in place: sending asks it again, in a new version of the thread.
 * `children` shows what is sent along unchanged (the question's files).
 */
export function EditQuestion({ text, onSend, onCancel, children }: { text: string; onSend: (text: string) => void; onCancel: () => void; children?: ReactNode }) {
  const t = useTranslations();
  const [value, setValue] = useState(text);
  const canSend = value.trim().length > 0 && value.trim() !== text.trim();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // As in the composer: Enter sends, Shift+Enter breaks the line; Escape leaves it as it was.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape") onCancel();
  };
  return (
    <form onSubmit={submit} className="flex w-full max-w-[85%] flex-col gap-2 rounded-2xl border border-accent bg-canvas p-2">
      {children}
      <textarea
        aria-label={t("message.editField")}
        value={value}
        autoFocus
        rows={Math.min(8, Math.max(2, value.split("\n").length))}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full resize-y bg-transparent px-2 py-1 text-[15px] outline-none"
      />
      <div className="flex justify-end gap-2 text-sm">
        <button type="button" onClick={onCancel} className="rounded-md px-2.5 py-1 text-muted hover:bg-panel hover:text-ink">
          {t("message.cancelEdit")}
        </button>
        <button type="submit" disabled={!canSend} className="rounded-md bg-accent px-2.5 py-1 font-medium text-on-accent disabled:cursor-not-allowed disabled:opacity-40">
          {t("message.sendEdit")}
        </button>
      </div>
    </form>
  );
}
