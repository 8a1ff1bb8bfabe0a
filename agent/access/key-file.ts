import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PRIVATE_FILE } from "../storage/private-files";

// The embedded server's key for one start. The launcher hands it to the app in its
// environment; tools on this machine (`npm run seed`, tests) read it from the data
// directory, where only the user who runs the server can read it.

export const KEY_FILE = "backend.key";

export const keyFileOf = (dataDir: string): string => path.join(dataDir, KEY_FILE);

/** A key given from outside must not be guessable by a page trying keys at loopback speed. */
export const MIN_KEY_LENGTH = 16;

/** 256 random bits, URL-safe so it fits a header and a shell variable as it is. */
export const newKey = (): string => randomBytes(32).toString("base64url");

/** Replaces the key file in one rename, so a reader never sees half a key. */
export function writeKeyFile(dataDir: string, key: string): void {
  const file = keyFileOf(dataDir);
  const temp = `${file}.tmp-${process.pid}`;
  writeFileSync(temp, `${key}\n`, { mode: PRIVATE_FILE });
  renameSync(temp, file);
}

/** The key of the server last started on `dataDir`, or null when there is none. */
export function readKeyFile(dataDir: string): string | null {
  try {
    return readFileSync(keyFileOf(dataDir), "utf8").trim() || null;
  } catch {
    return null;
  }
}

/** Removes the key file if it still holds `key` (another start may have replaced it). */
export function removeKeyFile(dataDir: string, key: string): void {
  if (readKeyFile(dataDir) === key) rmSync(keyFileOf(dataDir), { force: true });
}
