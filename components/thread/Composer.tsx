"use client";
import { useRef, type FormEvent, type KeyboardEvent } from "react";

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  onStop?: () => void;
  running: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}

export function Composer({ value, onChange, onSend, onStop, running, disabled, placeholder, autoFocus }: ComposerProps) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  const canSend = !running && !disabled && value.trim().length > 0;

  const send = () => {
    if (!canSend) return;
    onSend(value.trim());
    textRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter breaks the line; an IME composition's Enter confirms text.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="mx-auto w-full max-w-3xl px-4 pb-4">
      <div className="flex items-end gap-2 rounded-2xl border border-line bg-canvas p-2 shadow-sm focus-within:border-accent">
        <textarea
          ref={textRef}
          aria-label="Message"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder ?? "Send a message"}
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
            Stop
          </button>
        ) : null}
        <button
          type="submit"
          disabled={!canSend}
          className="rounded-xl bg-accent px-3.5 py-2 text-sm font-medium text-on-accent disabled:cursor-not-allowed disabled:opacity-40"
        >
          Send
        </button>
      </div>
    </form>
  );
}
