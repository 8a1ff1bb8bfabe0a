import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTranslator } from "use-intl/core";
import type { Locale } from "../../core/i18n/locales";
import type { Translate } from "../../core/i18n/translate";

// The words a locale's UI uses, from the catalogs themselves (read from disk: Node's ESM loader
// that runs the specs will not import JSON without an import attribute).
const MESSAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "messages");

export function translatorFor(locale: Locale): Translate {
  const messages = JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), "utf8")) as Record<string, unknown>;
  const t = createTranslator({ locale, messages, onError: (error) => { throw error; } });
  return (key, values) => t(key as never, values as never);
}
