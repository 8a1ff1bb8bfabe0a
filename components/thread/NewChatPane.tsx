"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { FileDropZone } from "@/components/attachments/FileDropZone";
import { useAttachments } from "@/components/attachments/useAttachments";
import { SidebarToggle } from "@/components/workspace/SidebarToggle";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { useUiStore, useUiStoreApi } from "@/components/providers/UiStoreContext";
import { NEW_CHAT_DRAFT } from "@/components/state/ui-store";
import { Alert } from "@/components/ui/Alert";
import { describeError } from "@/components/ui/errors";
import { queryKeys } from "@/core/api/keys";
import { newThreadMetadata } from "@/core/api/threads";
import { Composer } from "./Composer";

/**
 * The new-chat page creates the thread first and then hands the message to the thread page,
 * so every conversation is streamed by the same component at its own URL.
 */
export function NewChatPane({ threadPath = (id) => `/threads/${encodeURIComponent(id)}` }: {
  /** Where a created thread opens; embedded chats stay in /embed. */
  threadPath?: (threadId: string) => string;
}) {
  const t = useTranslations();
  const client = useApiClient();
  const router = useRouter();
  const queryClient = useQueryClient();
  const storeApi = useUiStoreApi();
  const draft = useUiStore((s) => s.drafts[NEW_CHAT_DRAFT] ?? "");
  const setDraft = useUiStore((s) => s.setDraft);
  const attachments = useAttachments();

  const create = useMutation({
    // A message of files alone is previewed by their names.
    mutationFn: (text: string) => client.threads.create({ metadata: newThreadMetadata(text || attachments.items.map((file) => file.name).join(", ")) }),
    onSuccess: (thread, text: string) => {
      const store = storeApi.getState();
      // The text and files move with the thread: if its first send fails they are still in that box.
      store.setDraft(thread.thread_id, text);
      store.setDraft(NEW_CHAT_DRAFT, "");
      store.setPendingFirstMessage({ threadId: thread.thread_id, text, files: attachments.items });
      attachments.removeSent(attachments.items.map((file) => file.id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.threadLists() });
      router.push(threadPath(thread.thread_id));
    },
  });

  const send = (text: string) => create.mutate(text);

  return (
    <FileDropZone onFiles={attachments.add} className="flex min-h-0 flex-1 flex-col">
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-line px-4">
        <SidebarToggle />
        <h1 className="text-sm font-semibold">{t("common.newChat")}</h1>
      </header>
      <div role="log" aria-label={t("log.label")} className="flex min-h-0 flex-1 flex-col items-center justify-center gap-2 px-6 text-center">
        <p className="text-2xl font-semibold tracking-tight">{t("newChat.heading")}</p>
        <p className="max-w-md text-sm text-muted">{t("newChat.intro")}</p>
      </div>
      {create.isError ? (
        <div className="mx-auto w-full max-w-3xl px-4 pb-2">
          <Alert title={t("newChat.createFailed")} onRetry={() => send(draft)}>
            {t("common.textKept", { problem: describeError(create.error, t) })}
          </Alert>
        </div>
      ) : null}
      <Composer
        value={draft}
        onChange={(text) => setDraft(NEW_CHAT_DRAFT, text)}
        onSend={send}
        running={create.isPending}
        autoFocus
        attachments={attachments}
      />
    </FileDropZone>
  );
}
