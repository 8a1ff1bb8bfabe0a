"use client";
import Link from "next/link";
import { ThreadList } from "./ThreadList";

export function Sidebar({ activeThreadId }: { activeThreadId: string | null }) {
  return (
    <aside className="hidden w-72 shrink-0 flex-col border-r border-line bg-panel md:flex">
      <div className="flex h-12 items-center justify-between px-4">
        <Link href="/" className="text-sm font-semibold tracking-tight">
          Threadline
        </Link>
      </div>
      <div className="px-3 pb-2">
        <Link
          href="/"
          className="flex w-full items-center justify-center rounded-lg border border-line bg-canvas px-3 py-2 text-sm font-medium hover:border-accent"
        >
          New chat
        </Link>
      </div>
      <ThreadList activeThreadId={activeThreadId} />
    </aside>
  );
}
