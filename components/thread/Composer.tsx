"use client";
import { useTranslations } from "next-intl";
import { useImperativeHandle, useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent, type Ref } from "react";
import { AttachButton } from "@/components/attachments/AttachButton";
import { AttachmentTray } from "@/components/attachments/AttachmentTray";
import type { Attachments } from "@/components/attachments/useAttachments";

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  onStop?: () => void;
  running: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** The files to send with the text; the parent sends them (a message may be files alone). */
  attachments?: Attachments;
  /** Where the message box is focused from outside (after an approval card is answered). */
  focusRef?: Ref<{ focus: () => void }>;
}

export function Composer({ value, onChange, onSend, onStop, running, disabled, placeholder, autoFocus, attachments, focusRef }: ComposerProps) {
  const t = useTranslations();
  const textRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(focusRef, () => ({ focus: () => textRef.current?.focus() }), []);
  const hasFiles = (attachments?.items.length ?? 0) > 0;
  // A message sent while a run goes is queued (useRunQueue), so running does not block sending.
  const canSend = !disabled && !attachments?.reading && (value.trim().length > 0 || hasFiles);

  const send = () => {
    if (!canSend) return;
    onSend(value.trim());
    textRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  // A pasted image or file is attached; pasted text stays text.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData.files);
    if (!attachments || files.length === 0) return;
    event.preventDefault();
    attachments.add(files);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter breaks the line; an IME composition's Enter confirms text.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="mx-auto w-full max-w-column px-4 pb-4">
      {attachments ? <AttachmentTray attachments={attachments} /> : null}
      <div className="flex items-end gap-2 rounded-2xl border border-line bg-canvas p-2 shadow-sm focus-within:border-accent">
        {attachments ? <AttachButton onFiles={attachments.add} /> : null}
        <textarea
          ref={textRef}
          aria-label={t("composer.message")}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          placeholder={placeholder ?? t("composer.placeholder")}
          rows={1}
          autoFocus={autoFocus}
          className="max-h-60 min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-[15px] outline-none [field-sizing:content] placeholder:text-muted"
        />
        {running ? (
          <button
            type="button"
            onClick={onStop}
            className="rounded-xl border border-line px-3.5 py-2 text-sm font-medium hover:bg-panel"
          >
            {t("composer.stop")}
          </button>
        ) : null}
        <button
          type="submit"
          disabled={!canSend}
          className="rounded-xl bg-accent px-3.5 py-2 text-sm font-medium text-on-accent disabled:cursor-not-allowed disabled:bg-line disabled:text-muted"
        >
          {t("composer.send")}
        </button>
      </div>
    </form>
  );
}
