import { expect, type Locator, type Page } from "@playwright/test";
import { type SeededThread } from "../../agent/seed/generate";
import { seedThread } from "../../agent/seed/write";
import { messageLog, waitForHydratedLog } from "./app";

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
  await waitForHydratedLog(page);
}

/** A laid-out element's box (the layout specs compare them). */
export async function box(locator: Locator) {
  let found: Awaited<ReturnType<Locator["boundingBox"]>> = null;
  // A row the virtualizer is placing has no box for a moment.
  await expect.poll(async () => (found = await locator.boundingBox()) !== null, { message: "laid out" }).toBe(true);
  return found!;
}
