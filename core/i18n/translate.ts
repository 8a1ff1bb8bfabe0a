import type en from "../../messages/en.json";
import type { Locale } from "./locales";

// How core words things without a UI library: functions that show or write text take an
// `I18n` (the UI passes next-intl's translator, tests one built on the same catalogs). The
// English catalog is the source of the keys; a key missing from it does not type-check.

type Join<Prefix extends string, Key extends string> = Prefix extends "" ? Key : `${Prefix}.${Key}`;
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? Join<Prefix, K> : Leaves<T[K], Join<Prefix, K>>;
}[keyof T & string];

export type Messages = typeof en;
/** A message's full key from the catalog's root, e.g. `"summary.condensed"`. */
export type MessageKey = Leaves<Messages>;
export type MessageValues = Readonly<Record<string, string | number>>;
/** The message `key` in the active locale, its ICU arguments filled in from `values`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export interface I18n {
  locale: Locale;
  t: Translate;
}
