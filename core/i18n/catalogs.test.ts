import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { CATALOGS } from "./test-i18n";

// The catalogs against each other and against the code: same keys in every locale, the same
// arguments in every translation, every message valid ICU, and every key the code names
// present (and every key present named somewhere, so none is left behind).

const ROOT = join(import.meta.dirname, "..", "..");
const SOURCE_DIRS = ["app", "components", "core"];

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The names of a message's arguments and tags: `{count, plural, ...}`, `{name}`, `<user>`. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*(\w+)\s*[,}]/g)) names.add(`{${match[1]}}`);
  for (const match of message.matchAll(/<(\w+)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) && !entry.name.startsWith("test-") ? [path] : [];
  });
}

const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, leaves(CATALOGS[locale] as unknown as Tree)]));
const english = catalogs.en!;
const namespaces = Object.keys(CATALOGS.en);
// A string literal naming a key: a catalog namespace, a dot, more of the path.
const keyLiteral = new RegExp(`["'\`]((?:${namespaces.join("|")})\\.[\\w.]+)["'\`]`, "g");
// Any literal handed straight to a translator, whatever it looks like.
const translated = /\bt(?:\.rich|\.markup)?\(\s*["'`]([^"'`]+)["'`]/g;

const used = new Map<string, string>();
for (const dir of SOURCE_DIRS) {
  for (const file of sourceFiles(join(ROOT, dir))) {
    const text = readFileSync(file, "utf8");
    for (const pattern of [keyLiteral, translated]) for (const match of text.matchAll(pattern)) used.set(match[1]!, relative(ROOT, file));
  }
}

describe("message catalogs", () => {
  it.each(LOCALES.filter((l) => l !== "en"))("%s has exactly the keys of en", (locale) => {
    expect([...catalogs[locale]!.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s's messages take the arguments en's do", (locale) => {
    for (const [key, message] of english) expect(argumentsOf(catalogs[locale]!.get(key) ?? ""), key).toEqual(argumentsOf(message));
  });

  it.each(LOCALES)("every %s message is valid ICU and formats", (locale) => {
    const t = createTranslator({ locale, messages: CATALOGS[locale], onError: (error) => { throw error; } });
    for (const [key, message] of catalogs[locale]!) {
      const values = Object.fromEntries(argumentsOf(message).map((name) => (name.startsWith("<") ? [name.slice(1, -1), (chunks: string) => chunks] : [name.slice(1, -1), 2])));
      expect(() => t.markup(key as never, values as never), key).not.toThrow();
    }
  });

  it("has every key the code names", () => {
    const missing = [...used].filter(([key]) => !english.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("has no key the code never names", () => {
    expect([...english.keys()].filter((key) => !used.has(key))).toEqual([]);
  });
});
