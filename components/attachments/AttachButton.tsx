"use client";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { ACCEPT_ATTRIBUTE } from "@/core/attachments/limits";
import { PaperclipIcon } from "./icons";

/**
 * "Attach files" (docs/ui-contract.md, "Composer"): a button opening the file input behind it.
 */
export function AttachButton({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const t = useTranslations();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        aria-label={t("attachments.attach")}
        title={t("attachments.attach")}
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="rounded-xl p-2.5 text-muted hover:bg-panel hover:text-ink disabled:opacity-40"
      >
        <PaperclipIcon />
      </button>
      {/* display:none keeps it out of the tab order and the accessibility tree: the button stands for it. */}
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file chosen again must fire change again.
          event.target.value = "";
        }}
      />
    </>
  );
}
