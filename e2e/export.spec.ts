import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { generateThread, type SeededThread } from "../agent/seed/generate";
import { seedThread } from "../agent/seed/write";
import { headerAction, messageLog } from "./support/app";

// Export: the whole thread as Markdown, not the part the reader has scrolled through. The
// thread is seeded with more pages than the first one, compactions and hidden context.
const COMPACTIONS = 3;

let thread: SeededThread;
let threadId: string;

test.beforeAll(async () => {
  thread = generateThread({ messages: 900, compactions: COMPACTIONS, seed: 11 });
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  ({ threadId } = await seedThread({ apiUrl: `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`, dataDir }, thread));
});

test("Export downloads the whole thread as Markdown, compactions in place, hidden context left out even when shown", async ({ page }) => {
  await page.goto(`/threads/${threadId}`);
  const log = messageLog(page);
  await expect(log.getByText(thread.probes.last)).toBeAttached();
  // Only the newest page is loaded: the first message is not in the page yet.
  await expect(log.getByRole("button", { name: /earlier messages/ })).toBeAttached();

  // Shown on the page, still never exported (docs/wire-contracts.md, "Hidden context").
  await headerAction(page, "Show hidden context");
  await expect(log.getByRole("region", { name: "Hidden context" }).first()).toBeAttached();

  const downloading = page.waitForEvent("download");
  await headerAction(page, "Export as Markdown");
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.md$/);
  // The download does not happen silently: a notice names the file.
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(`Saved ${download.suggestedFilename()}`);
  const markdown = await readFile((await download.path())!, "utf8");

  expect(markdown.startsWith(`# ${thread.values.title}\n`)).toBe(true);
  // From the first message to the newest answer, in that order.
  const first = markdown.indexOf(thread.probes.first);
  expect(first).toBeGreaterThan(0);
  expect(markdown.indexOf(thread.probes.last)).toBeGreaterThan(first);
  // Each compaction is a quoted card, none a user message.
  expect(markdown.match(/^> \*\*\d+ messages? condensed\.\*\*/gm)).toHaveLength(COMPACTIONS);
  expect(markdown).not.toContain("Here is a summary of the conversation");
  expect(markdown).not.toContain("durable_context");
  // The earlier pages it loaded stay loaded: the log now reaches the first message.
  await expect(log.getByRole("button", { name: /earlier messages/ })).toHaveCount(0);
});
