import { chmod, mkdir } from "node:fs/promises";

// Threads hold whatever users wrote, and the data directory holds the backend's key: every
// file and directory the server creates is its owner's alone, whatever the umask.

export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Creates `dir` (and missing parents) for the owner only; an existing one is made so too. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  await chmod(dir, PRIVATE_DIR);
}
