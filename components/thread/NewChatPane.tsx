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
import type { ComposerAttachment } from "@/components/attachments/read-file";
import type { StarterPrompt } from "@/core/assistant/profile";
import { randomId } from "@/core/ids";
import { Composer } from "./Composer";
import { StarterPrompts } from "./StarterPrompts";

/** What the first message holds; a starter prompt's leaves the composer as it was. */
type FirstMessage = { text: string; files: readonly ComposerAttachment[]; starter: boolean };

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
    mutationFn: ({ text, files }: FirstMessage) => client.threads.create({ metadata: newThreadMetadata(text || files.map((file) => file.name).join(", ")) }),
    onSuccess: (thread, { text, files, starter }: FirstMessage) => {
      const store = storeApi.getState();
      // The text and files move with the thread: if its first send fails they are still in that box.
      store.setDraft(thread.thread_id, text);
      // A starter prompt leaves what was being typed here.
      if (!starter) store.setDraft(NEW_CHAT_DRAFT, "");
      store.setPendingFirstMessage({ threadId: thread.thread_id, text, files });
      if (!starter) attachments.removeSent(files.map((file) => file.id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.threadLists() });
      router.push(threadPath(thread.thread_id));
    },
  });

  const send = (text: string) => create.mutate({ text, files: attachments.items, starter: false });
  const sendStarter = (prompt: StarterPrompt) => create.mutate({ text: prompt.prompt, files: prompt.files.map((file) => ({ ...file, id: randomId() })), starter: true });

  return (
    <FileDropZone onFiles={attachments.add} className="flex min-h-0 flex-1 flex-col">
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-line px-4">
        <SidebarToggle />
        <h1 className="text-sm font-semibold">{t("common.newChat")}</h1>
      </header>
      <div role="log" aria-label={t("log.label")} className="flex min-h-0 flex-1 flex-col items-center justify-center gap-2 px-6 text-center">
        <p className="text-2xl font-semibold tracking-tight">{t("newChat.heading")}</p>
        <p className="max-w-md text-sm text-muted">{t("newChat.intro")}</p>
        <StarterPrompts disabled={create.isPending} onPick={sendStarter} />
      </div>
      {create.isError ? (
        <div className="mx-auto w-full max-w-column px-4 pb-2">
          <Alert title={t("newChat.createFailed")} onRetry={() => (create.variables?.starter ? create.mutate(create.variables) : send(draft))}>
            {t("common.textKept", { problem: describeError(create.error, t) })}
          </Alert>
        </div>
      ) : null}
      <Composer
        value={draft}
        onChange={(text) => setDraft(NEW_CHAT_DRAFT, text)}
        onSend={send}
        running={create.isPending}
        disabled={create.isPending}
        autoFocus
        attachments={attachments}
      />
    </FileDropZone>
  );
}
