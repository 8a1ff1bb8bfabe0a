import type { MessageKey, Translate } from "@/core/i18n/translate";

/** An error of ours: its message is a catalog key, worded in the reader's locale where it is shown. */
export class UiError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
    this.name = "UiError";
  }
}

// Human-readable text for errors from the SDK, the proxy or the network. What a server says
// is shown as it said it; only our own words are translated.
export function describeError(error: unknown, t: Translate): string {
  if (error == null) return t("common.unknownError");
  if (error instanceof UiError) return t(error.key);
  if (typeof error === "string") return error;
  if (error instanceof Error) {
    if (error.name === "TypeError" && /fetch/i.test(error.message)) return t("common.networkFailed");
    return error.message || error.name;
  }
  if (typeof error === "object" && "message" in error && typeof error.message === "string") return error.message;
  return t("common.unknownError");
}
