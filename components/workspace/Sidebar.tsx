"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useUiStore } from "@/components/providers/UiStoreContext";
import { searchQuery } from "@/core/search/query";
import type { WorkspaceIdentity } from "@/core/auth/access";
import type { ChatFilter } from "@/core/api/activity";
import { AccountBar } from "./AccountBar";
import { ChatFilters } from "./ChatFilters";
import { FilteredThreads } from "./FilteredThreads";
import { LanguageSelect } from "./LanguageSelect";
import { SearchBox } from "./SearchBox";
import { SearchResults } from "./SearchResults";
import { useSidebarDrawer } from "./SidebarContext";
import { SIDEBAR_ID } from "./SidebarToggle";
import { ThreadList } from "./ThreadList";

/** Results follow the box once typing pauses this long (scripts/bench-store.ts counts it in the search budget). */
const SEARCH_DELAY_MS = 100;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function Sidebar({ activeThreadId, identity }: { activeThreadId: string | null; identity: WorkspaceIdentity }) {
  const t = useTranslations();
  const drawer = useSidebarDrawer();
  const open = drawer?.open ?? false;
  const setOpen = drawer?.setOpen;
  // The drawer closes once a chat is picked (or a new one started).
  const pathname = usePathname();
  const searchText = useUiStore((s) => s.searchText);
  const setSearchText = useUiStore((s) => s.setSearchText);
  const query = useDebounced(searchQuery(searchText), SEARCH_DELAY_MS);
  const [filter, setFilter] = useState<ChatFilter>("all");
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen?.(false);
  }, [pathname, setOpen]);
  useEffect(() => {
    if (!open || !setOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, setOpen]);
  return (
    <>
      {open ? <div aria-hidden className="fixed inset-0 z-30 bg-black/30 md:hidden" onClick={() => setOpen?.(false)} /> : null}
      <aside
        id={SIDEBAR_ID}
        onClick={(event) => {
          // Picking the chat already open changes no path, and must close the drawer too.
          if ((event.target as Element).closest("a")) setOpen?.(false);
        }}
        // Wide screens: a column. Narrow ones: a drawer over the thread, when opened.
        className={`w-72 shrink-0 flex-col border-r border-line bg-panel md:static md:flex md:shadow-none ${
          open ? "fixed inset-y-0 left-0 z-40 flex shadow-xl" : "hidden"
        }`}
      >
        <div className="flex h-12 items-center justify-between px-4">
          <Link href="/" className="text-sm font-semibold tracking-tight">
            {t("app.name")}
          </Link>
        </div>
        <div className="px-3 pb-2">
          <Link
            href="/"
            className="flex w-full items-center justify-center rounded-lg border border-line bg-canvas px-3 py-2 text-sm font-medium hover:border-accent"
          >
            {t("common.newChat")}
          </Link>
        </div>
        <SearchBox text={searchText} onText={setSearchText} />
        {/* The results take the list's place while the box holds something to search for. */}
        {searchQuery(searchText) !== null && query !== null ? (
          <SearchResults query={query} />
        ) : (
          <>
            <ChatFilters filter={filter} onFilter={setFilter} />
            {filter === "all" ? <ThreadList activeThreadId={activeThreadId} /> : <FilteredThreads activity={filter} activeThreadId={activeThreadId} />}
          </>
        )}
        <LanguageSelect />
        <AccountBar identity={identity} />
      </aside>
    </>
  );
}
