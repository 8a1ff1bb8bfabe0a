import type { OutgoingAttachment } from "../attachments/blocks";
import { classify } from "../attachments/limits";
import { type Dict, dict, isDict, nonEmptyStr, nonNegativeInt, str } from "../messages/guards";

// What an assistant tells the workspace about itself (README, "What Threadline reads from a
// backend"): its model's context window, the starter prompts of the new-chat page, and whether
// its graph compacts on request. Read from the assistant's `metadata`, else its
// `config.configurable`, else its `context`, so a deployment can declare them either way.

/** The graph compacts when a run carries `config.configurable.compact_now` (core/context/compact.ts). */
export type DeclaredCompaction = "run";

export interface StarterPrompt {
  /** The button's text. */
  readonly label: string;
  /** The message sent. */
  readonly prompt: string;
  /** Text files sent with it. */
  readonly files: readonly OutgoingAttachment[];
}

export interface AssistantProfile {
  readonly contextWindow: number | undefined;
  readonly starterPrompts: readonly StarterPrompt[];
  readonly compaction: DeclaredCompaction | undefined;
}

export const EMPTY_PROFILE: AssistantProfile = Object.freeze({ contextWindow: undefined, starterPrompts: Object.freeze([]), compaction: undefined });

const MAX_PROMPTS = 6;
const MAX_LABEL = 60;
const MAX_PROMPT = 4_000;
const MAX_FILES = 3;
/** Starter files are samples: small ones only. */
const MAX_FILE_BYTES = 64 * 1024;

function sources(assistant: Dict): Dict[] {
  return [dict(assistant.metadata), dict(dict(assistant.config)?.configurable), dict(assistant.context)].filter((d): d is Dict => d !== undefined);
}

/** The first source whose `key` reads as something. */
function first<T>(all: readonly Dict[], key: string, read: (value: unknown) => T | undefined): T | undefined {
  for (const source of all) {
    const value = read(source[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

const positive = (value: unknown) => {
  const n = nonNegativeInt(value);
  return n !== undefined && n > 0 ? n : undefined;
};

function cut(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

function starterFile(raw: unknown): OutgoingAttachment | undefined {
  const file = dict(raw);
  const name = nonEmptyStr(file?.name)?.trim();
  const text = str(file?.text);
  if (!file || name === undefined || text === undefined) return undefined;
  const declared = str(file.mime_type) ?? str(file.type) ?? "";
  const type = classify({ name, type: declared });
  const size = utf8Bytes(text);
  // Only text files: a sample travels as its text, never as base64 data.
  if (type?.kind !== "text" || size > MAX_FILE_BYTES) return undefined;
  return { kind: "text", name, mimeType: type.mimeType, size, text };
}

/**
 * Text an assistant declares once (a string) or per locale (`{"en": "...", "zh-CN": "..."}`):
 * the locale's own, else one in its language, else English, else the first given.
 */
export function declaredText(value: unknown, locale: string): string | undefined {
  const plain = nonEmptyStr(value);
  if (plain !== undefined) return plain;
  const byLocale = dict(value);
  if (!byLocale) return undefined;
  const language = (tag: string) => tag.split("-")[0]!.toLowerCase();
  const keys = Object.keys(byLocale);
  const order = [locale, ...keys.filter((key) => language(key) === language(locale)), "en", ...keys];
  for (const key of order) {
    const text = nonEmptyStr(byLocale[key]);
    if (text !== undefined) return text;
  }
  return undefined;
}

function starterPrompt(raw: unknown, locale: string): StarterPrompt | undefined {
  if (typeof raw === "string") {
    const prompt = nonEmptyStr(raw);
    return prompt === undefined ? undefined : { label: cut(prompt, MAX_LABEL), prompt: prompt.trim().slice(0, MAX_PROMPT), files: [] };
  }
  const entry = dict(raw);
  const prompt = declaredText(entry?.prompt, locale) ?? declaredText(entry?.text, locale);
  if (!entry || prompt === undefined) return undefined;
  const label = declaredText(entry.label, locale) ?? declaredText(entry.title, locale) ?? prompt;
  const files = Array.isArray(entry.files) ? entry.files.slice(0, MAX_FILES).flatMap((f) => starterFile(f) ?? []) : [];
  return { label: cut(label, MAX_LABEL), prompt: prompt.trim().slice(0, MAX_PROMPT), files };
}

function starterPrompts(value: unknown, locale: string): StarterPrompt[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const prompts = value.slice(0, MAX_PROMPTS * 2).flatMap((p) => starterPrompt(p, locale) ?? []);
  return prompts.length === 0 ? undefined : prompts.slice(0, MAX_PROMPTS);
}

const compaction = (value: unknown): DeclaredCompaction | undefined => (value === "run" ? "run" : undefined);

/**
 * The profile of an assistant as the API returns it (`GET /assistants/{id}`), its texts in
 * `locale` where it declares them per locale (declaredText). Never throws.
 */
export function readAssistantProfile(assistant: unknown, locale = "en"): AssistantProfile {
  try {
    if (!isDict(assistant)) return EMPTY_PROFILE;
    const all = sources(assistant);
    return {
      contextWindow: first(all, "context_window", positive),
      starterPrompts: first(all, "starter_prompts", (value) => starterPrompts(value, locale)) ?? [],
      compaction: first(all, "compact_now", compaction),
    };
  } catch {
    return EMPTY_PROFILE;
  }
}

/** The assistant a search answered with (the first one), if any. */
export function firstAssistant(rows: unknown): unknown {
  return Array.isArray(rows) ? rows[0] : undefined;
}
