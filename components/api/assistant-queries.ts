import type { Client } from "@langchain/langgraph-sdk";
import { queryOptions } from "@tanstack/react-query";
import { type AssistantProfile, firstAssistant, readAssistantProfile } from "@/core/assistant/profile";
import { queryKeys } from "@/core/api/keys";

// One selector per locale: TanStack Query reruns a select whose function changed, and the
// meter's header re-renders with every streamed frame.
const selectors = new Map<string, (assistant: unknown) => AssistantProfile>();
function profileIn(locale: string): (assistant: unknown) => AssistantProfile {
  let select = selectors.get(locale);
  if (!select) selectors.set(locale, (select = (assistant) => readAssistantProfile(assistant, locale)));
  return select;
}

/**
 * What the assistant runs are started with says about itself (core/assistant/profile.ts): its
 * context window, starter prompts, Compact now, with its texts in `locale`. The configured id
 * may be an assistant id or a graph id; a server that does not resolve a graph id is asked for
 * that graph's assistant. The assistant is cached as read, so a language switch reads nothing.
 */
export function assistantProfileOptions(client: Client, assistantId: string, locale: string) {
  return queryOptions({
    queryKey: queryKeys.assistantProfile(assistantId),
    queryFn: async ({ signal }): Promise<unknown> => {
      try {
        return await client.assistants.get(assistantId, { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        return firstAssistant(await client.assistants.search({ graphId: assistantId, limit: 1, signal })) ?? null;
      }
    },
    select: profileIn(locale),
    // An assistant's description changes with a deployment, not while a page is open.
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
