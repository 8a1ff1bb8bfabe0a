import { createHash } from "node:crypto";

// The journal next to a store file: one line per changed record, appended and synced, so a
// write costs what changed rather than everything stored. A record names where in the store's
// data it belongs (a path of keys) and holds the whole new value there, or its removal. Every
// record sets a place to a value, so replaying records already in the snapshot changes
// nothing: a crash between writing a snapshot and emptying the journal loses nothing.
//
// A line is `<digest> <payload>`: a line whose digest does not match (a write torn by a crash)
// ends the replay there.

export type RecordPath = readonly string[];

export interface JournalRecord {
  path: RecordPath;
  /** The new value; absent when the place was removed. */
  value?: unknown;
  removed?: true;
}

export interface Codec {
  serialize(value: unknown): string;
  deserialize(text: string): Promise<unknown>;
}

const DIGEST_CHARS = 16;
const digestOf = (payload: string) => createHash("sha1").update(payload).digest("hex").slice(0, DIGEST_CHARS);

export function encodeRecord(record: JournalRecord, codec: Codec): string {
  const payload = codec.serialize(record.removed ? { p: record.path, r: 1 } : { p: record.path, v: record.value });
  // Serialized JSON has no raw line breaks: one record, one line.
  return `${digestOf(payload)} ${payload}\n`;
}

export interface ParsedJournal {
  records: JournalRecord[];
  /** Bytes of the valid prefix; less than the text's when a torn or damaged line ended it. */
  validBytes: number;
  /** Why the replay stopped early, if it did. */
  damage?: string;
}

const isPath = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every((key) => typeof key === "string");

export async function parseJournal(text: string, codec: Codec): Promise<ParsedJournal> {
  const records: JournalRecord[] = [];
  let offset = 0;
  while (offset < text.length) {
    const end = text.indexOf("\n", offset);
    if (end === -1) return { records, validBytes: byteLength(text, offset), damage: "an unfinished last line" };
    const line = text.slice(offset, end);
    const space = line.indexOf(" ");
    const payload = line.slice(space + 1);
    if (space !== DIGEST_CHARS || line.slice(0, space) !== digestOf(payload)) {
      return { records, validBytes: byteLength(text, offset), damage: `a damaged line at byte ${byteLength(text, offset)}` };
    }
    let decoded: unknown;
    try {
      decoded = await codec.deserialize(payload);
    } catch (error) {
      return { records, validBytes: byteLength(text, offset), damage: `an unreadable line (${String(error)})` };
    }
    const entry = decoded as { p?: unknown; v?: unknown; r?: unknown } | null;
    if (!entry || !isPath(entry.p)) return { records, validBytes: byteLength(text, offset), damage: "a line without a path" };
    records.push(entry.r === 1 ? { path: entry.p, removed: true } : { path: entry.p, value: entry.v });
    offset = end + 1;
  }
  return { records, validBytes: byteLength(text, offset) };
}

const byteLength = (text: string, chars: number) => Buffer.byteLength(text.slice(0, chars), "utf8");

const isContainer = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Applies one record to the store's data in place (intermediate objects are created). */
export function applyRecord(data: Record<string, unknown>, record: JournalRecord): void {
  let at: Record<string, unknown> = data;
  const keys = record.path;
  for (const key of keys.slice(0, -1)) {
    const next = Object.hasOwn(at, key) ? at[key] : undefined;
    if (!isContainer(next)) {
      if (record.removed) return;
      setOwn(at, key, {});
    }
    at = at[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1]!;
  if (record.removed) delete at[last];
  else setOwn(at, last, record.value);
}

// Defined, not assigned: a key such as "__proto__" is data here, never the prototype.
const setOwn = (at: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(at, key, { value, writable: true, enumerable: true, configurable: true });

/** The value at a path of the data, undefined when some key on the way is missing. */
export function valueAt(data: unknown, path: RecordPath): { found: boolean; value?: unknown } {
  let at = data;
  for (const key of path) {
    if (!isContainer(at) || !Object.hasOwn(at, key)) return { found: false };
    at = (at as Record<string, unknown>)[key];
  }
  return { found: true, value: at };
}
