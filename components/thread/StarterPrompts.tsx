"use client";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { assistantProfileOptions } from "@/components/api/assistant-queries";
import { useApiClient, useRuntimeConfig } from "@/components/providers/RuntimeContext";
import type { StarterPrompt } from "@/core/assistant/profile";

/**
 * The new-chat page's starter prompts: what the assistant declares (core/assistant/profile.ts;
 * the embedded demo agent declares one per thing the workspace shows). None where it declares
 * none. A click sends the prompt, with its sample files.
 */
export function StarterPrompts({ disabled, onPick }: { disabled: boolean; onPick: (prompt: StarterPrompt) => void }) {
  const t = useTranslations();
  const client = useApiClient();
  const { assistantId } = useRuntimeConfig();
  const profile = useQuery(assistantProfileOptions(client, assistantId, useLocale()));
  const prompts = profile.data?.starterPrompts ?? [];
  if (prompts.length === 0) return null;
  return (
    <ul aria-label={t("starter.group")} className="mt-4 flex max-w-2xl flex-wrap justify-center gap-2">
      {prompts.map((prompt) => (
        <li key={prompt.label}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(prompt)}
            title={prompt.files.length > 0 ? `${prompt.prompt}\n${t("starter.withFiles", { names: prompt.files.map((file) => file.name).join(t("common.listSeparator")) })}` : prompt.prompt}
            className="rounded-full border border-line px-3 py-1.5 text-sm hover:bg-panel disabled:opacity-60"
          >
            {prompt.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
