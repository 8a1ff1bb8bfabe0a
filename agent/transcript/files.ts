import { open, type FileHandle } from "node:fs/promises";
import { PRIVATE_FILE } from "../storage/private-files";

// File operations of the transcript store that are not about rows.

export async function openIfExists(file: string, flags: string): Promise<FileHandle | undefined> {
  try {
    return await open(file, flags);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export async function exists(file: string): Promise<boolean> {
  const fh = await openIfExists(file, "r");
  await fh?.close();
  return fh !== undefined;
}

/** Written (and synced) before the first row of the thread's first branch. */
export async function markForked(file: string): Promise<void> {
  const fh = await open(file, "w", PRIVATE_FILE);
  try {
    await fh.writeFile("rows of several branches: see metadata.after_seq\n", "utf8");
    await fh.sync();
  } finally {
    await fh.close();
  }
}
