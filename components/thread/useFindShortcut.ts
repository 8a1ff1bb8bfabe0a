"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Whether the find bar is open, and Ctrl/Cmd+F to open it (or focus it again): the
 * browser's own find sees only the rows the virtualized log has mounted.
 */
export function useFindShortcut() {
  const [isOpen, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const open = useCallback(() => {
    setOpen(true);
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "f") {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  return { isOpen, open, close, inputRef };
}
