"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useThreadView } from "@/components/thread/ThreadStoreContext";
import { PencilIcon } from "@/components/ui/icons";
import type { HumanItem } from "@/core/timeline/types";
import { useBranchActions } from "./BranchContext";
import { EditQuestion } from "./EditQuestion";
import { MessageAttachments } from "./MessageAttachments";
import { VersionSwitcher } from "./VersionSwitcher";

export function HumanMessage({ item }: { item: HumanItem }) {
  const t = useTranslations();
  const actions = useBranchActions();
  // A message being sent, or one read from elsewhere (a condensed range), is not the thread's yet.
  const inThread = useThreadView((view) => view.hasMessage(item.messageId));
  const [editing, setEditing] = useState(false);
  if (editing && actions) {
    return (
      <div data-role="human" className="flex justify-end">
        <EditQuestion
          text={item.text}
          onCancel={() => setEditing(false)}
          onSend={(text) => {
            setEditing(false);
            actions.edit(item.messageId, text);
          }}
        >
          <MessageAttachments images={item.images} files={item.files} />
        </EditQuestion>
      </div>
    );
  }
  return (
    <div className="group flex flex-col items-end gap-1">
      <div data-role="human" className="flex w-full justify-end">
        <div className="max-w-[85%] rounded-2xl bg-accent-soft px-4 py-2.5">
          <MessageAttachments images={item.images} files={item.files} />
          {item.text === "" ? null : <p className="whitespace-pre-wrap break-words text-[15px] leading-[1.6]">{item.text}</p>}
        </div>
      </div>
      {inThread ? (
        <div className="flex items-center gap-1">
          <VersionSwitcher itemId={item.id} />
          <button
            type="button"
            aria-label={t("message.edit")}
            title={t("message.edit")}
            disabled={!actions}
            onClick={() => setEditing(true)}
            className="rounded-md p-1 text-muted hover:bg-panel hover:text-ink disabled:opacity-50"
          >
            <PencilIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
