import { useTranslations } from "next-intl";
import { propsAsText, type UiMessage } from "@/core/ui-messages";

/**
 * A UI message no component draws: its name and props, as text (React escapes it; nothing the
 * agent sent is ever read as HTML).
 */
export function UiFallback({ message }: { message: UiMessage }) {
  const t = useTranslations();
  return (
    <section
      aria-label={t("agentUi.fallback", { name: message.name })}
      data-role="ui"
      data-ui-name={message.name}
      data-ui-fallback=""
      className="rounded-xl border border-dashed border-line px-4 py-3 text-sm"
    >
      <p className="font-medium">{t("agentUi.fallback", { name: message.name })}</p>
      <p className="mb-1 text-xs text-muted">{t("agentUi.fallbackHint")}</p>
      <figure>
        <figcaption className="text-xs text-muted">{t("agentUi.props")}</figcaption>
        <pre className="max-h-64 overflow-auto rounded-md bg-panel px-2 py-1 font-mono text-[13px] whitespace-pre-wrap">{propsAsText(message.props)}</pre>
      </figure>
    </section>
  );
}
