"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { FOLLOWUP_CARD_UI, UiComponentFields } from "@/core/tools";
import type { UiAction } from "@/core/ui-messages";

type Fields = Extract<UiComponentFields, { component: typeof FOLLOWUP_CARD_UI }>;

/** The demo agent's card: a suggested follow-up, sent through the app in one click. */
export function FollowupCard({ fields, act }: { fields: Fields; act: ((action: UiAction) => void) | null }) {
  const t = useTranslations();
  // One click sends once; the sent message then shows in the log (a reload offers it again).
  const [sent, setSent] = useState(false);
  const label = fields.title || t("agentUi.followupTitle");
  return (
    <section aria-label={label} data-role="ui" data-ui-name={fields.component} className="rounded-xl border border-line bg-panel px-4 py-3">
      <p className="text-sm font-medium">{label}</p>
      <p className="mt-1 text-sm text-muted">{fields.followUp}</p>
      <button
        type="button"
        disabled={act === null || sent}
        onClick={() => {
          if (act === null) return;
          setSent(true);
          act({ type: "send", text: fields.followUp });
        }}
        className="mt-2 rounded-full border border-line px-3 py-1 text-sm hover:bg-surface disabled:opacity-60"
      >
        {t(sent ? "agentUi.followupSent" : "agentUi.sendFollowup")}
      </button>
    </section>
  );
}
