import { expect, type Locator, type Page } from "@playwright/test";
import { type SeededThread } from "../../agent/seed/generate";
import { seedThread } from "../../agent/seed/write";
import { messageLog } from "./app";

/** Writes `thread` into the main embedded backend (the one the e2e app uses); returns its id. */
export async function seedOnBackend(thread: SeededThread): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through a Playwright config of this project");
  return (await seedThread({ apiUrl: `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`, dataDir }, thread)).threadId;
}

/** Opens a seeded thread and waits until its newest message is in and the log has settled. */
export async function openSeeded(page: Page, threadId: string, thread: SeededThread): Promise<void> {
  await page.goto(`/threads/${threadId}`);
  const log = messageLog(page);
  await expect(log.getByText(thread.probes.last)).toBeAttached();
  await expect(log).toHaveAttribute("aria-busy", "false");
}

/** A laid-out element's box (the layout specs compare them). */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}
