"use client";
import { useTranslations } from "next-intl";
import { MenuIcon } from "@/components/ui/icons";
import { useSidebarDrawer } from "./SidebarContext";

export const SIDEBAR_ID = "threadline-sidebar";

/** Opens the chat list on narrow screens, where the sidebar is a drawer; absent on wide ones. */
export function SidebarToggle() {
  const t = useTranslations();
  const drawer = useSidebarDrawer();
  if (!drawer) return null;
  const { open, setOpen } = drawer;
  return (
    <button
      type="button"
      aria-label={t("sidebar.chats")}
      aria-expanded={open}
      aria-controls={SIDEBAR_ID}
      onClick={() => setOpen(!open)}
      className="-ml-1 shrink-0 rounded-md px-1.5 py-1 text-muted hover:bg-panel md:hidden"
    >
      <MenuIcon />
    </button>
  );
}
