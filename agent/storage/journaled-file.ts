import { closeSync, fsyncSync, openSync, writeSync } from "node:fs";
import { readFile, rename, stat } from "node:fs/promises";
import { type StorageLog, writeFileAtomicSync } from "./atomic-file";
import { applyRecord, type Codec, encodeRecord, type JournalRecord, parseJournal, type RecordPath, valueAt } from "./journal";
import { PRIVATE_FILE } from "./private-files";

// A store file kept as a snapshot plus a journal of the records changed since (journal.ts).
// A write appends the changed records and syncs; once the journal outgrows the snapshot (and a
// floor), the snapshot is rewritten and the journal emptied, so the whole store is written
// about once per its own size of changes: writes cost what changed, amortized.

export const journalPath = (file: string): string => `${file}.journal`;

/** Journals smaller than this are never folded into the snapshot. */
export const MIN_COMPACT_BYTES = 4 * 1024 * 1024;

export interface JournalState {
  journalBytes: number;
  snapshotBytes: number;
}

/**
 * Replays the journal of `file` onto `data` (the snapshot just loaded). A damaged or torn tail
 * ends the replay; the journal is then moved aside, kept for inspection, and logged, and the
 * caller folds what was replayed into a new snapshot.
 */
export async function replayJournal(file: string, data: Record<string, unknown>, codec: Codec, log: StorageLog): Promise<{ state: JournalState; damaged: boolean }> {
  const journal = journalPath(file);
  const snapshotBytes = await stat(file).then(
    (info) => info.size,
    () => 0,
  );
  let text: string;
  try {
    text = await readFile(journal, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { state: { journalBytes: 0, snapshotBytes }, damaged: false };
    throw error;
  }
  const parsed = await replayText(text, data, codec);
  if (parsed.damage === undefined) return { state: { journalBytes: parsed.validBytes, snapshotBytes }, damaged: false };
  const aside = `${journal}.damaged-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  await rename(journal, aside);
  log("warn", `${journal} ended with ${parsed.damage}; replayed the ${parsed.records.length} records before it and kept the file as ${aside}.`);
  return { state: { journalBytes: 0, snapshotBytes }, damaged: true };
}

/** The records for `paths`, as the data holds them now. */
export function recordsOf(data: unknown, paths: readonly RecordPath[]): JournalRecord[] {
  return paths.map((path) => {
    const at = valueAt(data, path);
    return at.found ? { path, value: at.value } : { path, removed: true };
  });
}

/** Appends `records` to the journal of `file` and syncs it. Synchronous, like a durable write. */
export function appendRecords(file: string, records: readonly JournalRecord[], codec: Codec, state: JournalState): void {
  if (records.length === 0) return;
  const text = records.map((record) => encodeRecord(record, codec)).join("");
  const fd = openSync(journalPath(file), "a", PRIVATE_FILE);
  try {
    writeSync(fd, text, null, "utf8");
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  state.journalBytes += Buffer.byteLength(text, "utf8");
}

export const wantsCompaction = (state: JournalState): boolean => state.journalBytes > Math.max(MIN_COMPACT_BYTES, state.snapshotBytes);

/**
 * Writes the whole data as the new snapshot, then empties the journal. Every change is in the
 * journal before this runs, so a crash between the two steps replays records the snapshot
 * already holds: nothing changes.
 */
export function compact(file: string, snapshotText: string, state: JournalState): void {
  writeFileAtomicSync(file, snapshotText);
  // Emptied in place: a crash leaves it whole or empty, and either replays to the same data.
  const fd = openSync(journalPath(file), "w", PRIVATE_FILE);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  state.snapshotBytes = Buffer.byteLength(snapshotText, "utf8");
  state.journalBytes = 0;
}

/**
 * The data `file` and its journal hold, read without changing either (a damaged tail ends the
 * journal's part): what a server starting on them would load. For tests and tools.
 */
export async function readJournaled(file: string, codec: Codec): Promise<Record<string, unknown>> {
  const snapshot = await readFile(file, "utf8").then(
    (text) => codec.deserialize(text),
    () => ({}),
  );
  const data = (typeof snapshot === "object" && snapshot !== null ? snapshot : {}) as Record<string, unknown>;
  await replayText(await readFile(journalPath(file), "utf8").catch(() => ""), data, codec);
  return data;
}

/** Applies the records of a journal's text to `data`, up to any damage. */
async function replayText(text: string, data: Record<string, unknown>, codec: Codec) {
  const parsed = await parseJournal(text, codec);
  for (const record of parsed.records) applyRecord(data, record);
  return parsed;
}
