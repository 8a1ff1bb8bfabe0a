"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useSidebarDrawer } from "./SidebarContext";

/**
 * The sidebar's "Search chats" box. Ctrl+K (Cmd+K on a Mac) focuses it from anywhere, opening
 * the drawer on a narrow screen; Escape empties it, which brings the chat list back.
 */
export function SearchBox({ text, onText }: { text: string; onText: (text: string) => void }) {
  const t = useTranslations();
  const input = useRef<HTMLInputElement>(null);
  const setOpen = useSidebarDrawer()?.setOpen;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== "k") return;
      event.preventDefault();
      setOpen?.(true);
      // After the drawer renders, when it was closed.
      requestAnimationFrame(() => {
        input.current?.focus();
        input.current?.select();
      });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [setOpen]);
  return (
    <div className="px-3 pb-2">
      <input
        ref={input}
        type="search"
        value={text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Escape" || text === "") return;
          // Only the box's text: the drawer stays open.
          event.preventDefault();
          event.stopPropagation();
          onText("");
        }}
        aria-label={t("search.label")}
        placeholder={t("search.placeholder")}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded-lg border border-line bg-canvas px-3 py-1.5 text-sm placeholder:text-muted focus:border-accent focus:outline-none"
      />
    </div>
  );
}
