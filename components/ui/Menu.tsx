"use client";
import { CheckIcon } from "./icons";
import { createPortal } from "react-dom";
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";

export interface MenuItem {
  readonly label: string;
  readonly onSelect: () => void;
  readonly danger?: boolean;
  readonly disabled?: boolean;
  /** Why the item is disabled, or what it does: its tooltip. */
  readonly hint?: string;
  /** Set for an on/off item: a menuitemcheckbox whose aria-checked says its state. */
  readonly checked?: boolean;
  /** The key that does the same outside the menu (aria-keyshortcuts). */
  readonly shortcut?: string;
}

/** Items the keyboard moves between: every enabled item, plain or on/off. */
const ENABLED = "[role=menuitem]:not([aria-disabled=true]),[role=menuitemcheckbox]:not([aria-disabled=true])";

/**
 * A button that opens a menu of actions (the WAI-ARIA menu button pattern): arrow keys,
 * Home and End move between items, Enter or a click runs one, Escape and Tab close it and the
 * focus goes back to the button. The menu is placed with fixed coordinates in a portal, so a
 * scrolling parent does not clip it and later rows of a virtualized list (each its own
 * stacking context) do not cover it.
 */
export function Menu({ label, icon, items, buttonClassName, tabbable = true, buttonRef }: {
  label: string;
  icon: ReactNode;
  items: readonly MenuItem[];
  buttonClassName?: string;
  /** False where a roving Tab stop (a list's current row) owns the focus order. */
  tabbable?: boolean;
  /** The menu button, for an item whose work ends elsewhere and gives the focus back to it. */
  buttonRef?: Ref<HTMLButtonElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  useImperativeHandle<HTMLButtonElement | null, HTMLButtonElement | null>(buttonRef, () => button.current, []);

  useLayoutEffect(() => {
    if (!open || !button.current || !menu.current) return;
    const at = button.current.getBoundingClientRect();
    const size = menu.current.getBoundingClientRect();
    const below = at.bottom + 4 + size.height <= window.innerHeight;
    setPlace({ top: below ? at.bottom + 4 : Math.max(4, at.top - 4 - size.height), left: Math.max(4, Math.min(at.right - size.width, window.innerWidth - size.width - 4)) });
  }, [open]);
  // Once placed (a hidden element takes no focus), the first item has the focus.
  const placed = place !== null;
  useEffect(() => {
    if (placed) menu.current?.querySelector<HTMLElement>(ENABLED)?.focus();
  }, [placed]);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) {
        setOpen(false);
        setPlace(null);
      }
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    setPlace(null);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>(ENABLED) ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => entries[(to + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        move(at + 1);
        break;
      case "ArrowUp":
        move(at - 1);
        break;
      case "Home":
        move(0);
        break;
      case "End":
        move(entries.length - 1);
        break;
      case "Escape":
        closeToButton();
        break;
      case "Tab":
        // From the button, the browser's own Tab then moves on to what follows it.
        closeToButton();
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        tabIndex={tabbable ? undefined : -1}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          setOpen(!open);
          setPlace(null);
        }}
        className={buttonClassName ?? "rounded-md p-1 text-muted hover:bg-panel hover:text-ink"}
      >
        {icon}
      </button>
      {open
        ? createPortal(
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          style={place ?? { visibility: "hidden", top: 0, left: 0 }}
          className="fixed z-50 min-w-40 rounded-lg border border-line bg-canvas p-1 text-sm shadow-lg"
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role={item.checked === undefined ? "menuitem" : "menuitemcheckbox"}
              aria-checked={item.checked}
              aria-keyshortcuts={item.shortcut}
              title={item.hint}
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              onClick={() => {
                if (item.disabled) return;
                closeToButton();
                item.onSelect();
              }}
              className={`flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-left whitespace-nowrap hover:bg-panel focus:bg-panel focus:outline-none aria-disabled:opacity-40 ${item.danger ? "text-red-700 dark:text-red-400" : ""}`}
            >
              {item.checked === undefined ? null : <span aria-hidden className="w-3.5 shrink-0">{item.checked ? <CheckIcon /> : null}</span>}
              {item.label}
            </button>
          ))}
        </div>,
            document.body,
          )
        : null}
    </>
  );
}
