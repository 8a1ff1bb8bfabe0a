import { expect, test, type Page } from "@playwright/test";
import { generateThread, type SeededThread } from "../agent/seed/generate";
import { seedThread } from "../agent/seed/write";
import { messageLog } from "./support/app";
import { translatorFor } from "./support/i18n";

// Find in thread as a reader sees it, on a seeded thread in the main e2e backend: the match
// lands mid-log, marks never outlive a match, and the status line is read in full.
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
// A query no message holds.
const NOWHERE = "qzxj";
const en = translatorFor("en");

let thread: SeededThread;
let threadId: string;
// A user's question a few turns back, found nowhere else in the thread: rows below it let
// the log centre it, and it is on the first page loaded.
let question: string;

test.beforeAll(async () => {
  thread = generateThread({ messages: 400, compactions: 2, seed: 11 });
  const texts = thread.rows.map((row) => JSON.stringify(row.content).toLowerCase());
  const unique = thread.rows
    .flatMap(({ content }) => (content.type === "human" && "content" in content && typeof content.content === "string" ? [content.content] : []))
    .filter((text) => !text.includes("<"))
    .filter((text) => texts.filter((t) => t.includes(text.toLowerCase())).length === 1);
  const picked = unique.at(-4);
  if (!picked) throw new Error("the seeded thread has too few distinct questions");
  question = picked;
  const apiUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  ({ threadId } = await seedThread({ apiUrl, dataDir }, thread));
});

/** How many ranges Find has marked (0 when none). */
const markCount = (page: Page) =>
  page.evaluate(() => (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get("threadline-find")?.size ?? 0);

/** Waits until the log has not scrolled for 20 frames in a row: a reveal under way has landed. */
const logAtRest = (page: Page) =>
  messageLog(page).evaluate(async (log) => {
    let still = 0;
    let last = log.scrollTop;
    for (let frame = 0; frame < 1_200 && still < 20; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      still = log.scrollTop === last ? still + 1 : 0;
      last = log.scrollTop;
    }
  });

/** The vertical centres of the row holding the first mark and of the log, in px on screen. */
const centres = (page: Page) =>
  messageLog(page).evaluate((log) => {
    const ranges = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get("threadline-find");
    const first = ranges ? [...ranges][0] : undefined;
    const node = first?.startContainer;
    const row = (node instanceof Element ? node : node?.parentElement)?.closest("[data-index]");
    if (!row) return null;
    const box = row.getBoundingClientRect();
    const view = log.getBoundingClientRect();
    return { row: (box.top + box.bottom) / 2, log: (view.top + view.bottom) / 2 };
  });

/** The status line shows all of its text: nothing cut, nothing past the bar's edge. */
async function expectStatusFits(page: Page, label: string) {
  const bar = page.getByRole("search", { name: label });
  const fit = await bar.locator("[aria-live]").evaluate((status) => {
    const box = status.getBoundingClientRect();
    const edge = status.closest("[role=search]")?.getBoundingClientRect();
    return {
      text: status.textContent ?? "",
      cut: status.scrollWidth > status.clientWidth || status.scrollHeight > status.clientHeight,
      inside: edge !== undefined && box.left >= edge.left - 0.5 && box.right <= edge.right + 0.5,
    };
  });
  expect(fit.text).not.toBe("");
  expect(fit, `"${fit.text}" fits`).toEqual({ text: fit.text, cut: false, inside: true });
}

async function openFind(page: Page, label = "Find in thread") {
  await page.goto(`/threads/${threadId}`);
  await expect(messageLog(page).getByText(thread.probes.last)).toBeAttached();
  await page.keyboard.press("ControlOrMeta+f");
  const box = page.getByRole("search", { name: label }).getByRole("searchbox");
  await expect(box).toBeFocused();
  return { box, status: page.getByRole("search", { name: label }).locator("[aria-live]") };
}

for (const [name, size] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport: size });

    test("Find puts the match mid-log, marked", async ({ page }) => {
      const { box, status } = await openFind(page);
      await box.fill(question);
      await expect(status).toHaveText(/^1 of 1\+?$/);
      await expect.poll(() => markCount(page)).toBeGreaterThan(0);
      await logAtRest(page);
      const at = await centres(page);
      expect(at).not.toBeNull();
      // Mid-log, not parked at its top edge (a row's height either way is far more than this).
      expect(Math.abs((at?.row ?? 0) - (at?.log ?? 0))).toBeLessThan(24);
    });

    test("Find's status line is shown in full", async ({ page }) => {
      const { box, status } = await openFind(page);
      await box.fill(question);
      await expect(status).toHaveText(/^1 of 1\+?$/);
      await expectStatusFits(page, "Find in thread");
      await box.fill(NOWHERE);
      await expect(status).toHaveText(en("find.noMatchLoaded"));
      await expectStatusFits(page, "Find in thread");
      expect(await markCount(page)).toBe(0);
    });

    // Typed on while the first match is still being scrolled to: that reveal must not mark
    // anything once it lands, for the query has stopped matching.
    test("no mark outlives the match, nor an emptied query", async ({ page }) => {
      const { box, status } = await openFind(page);
      // Both in one task, as fast typing does: the first match's reveal cannot have landed.
      await box.evaluate((input: HTMLInputElement, values) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
        for (const value of values) {
          setValue?.call(input, value);
          input.dispatchEvent(new Event("input", { bubbles: true }));
        }
      }, [question, `${question}${NOWHERE}`]);
      await expect(status).toHaveText(en("find.noMatchLoaded"));
      await logAtRest(page);
      expect(await markCount(page)).toBe(0);

      await box.fill(question);
      await expect.poll(() => markCount(page)).toBeGreaterThan(0);
      await box.fill("");
      await expect(status).toHaveText("");
      await logAtRest(page);
      expect(await markCount(page)).toBe(0);
    });
  });
}

test.describe("in Chinese on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone, locale: "zh-CN" });

  test("the status line fits", async ({ page }) => {
    const t = translatorFor("zh-CN");
    const label = t("find.label");
    const { box, status } = await openFind(page, label);
    await box.fill(question);
    await expect.poll(() => markCount(page)).toBeGreaterThan(0);
    await expect(status).toHaveText(/1/);
    await expectStatusFits(page, label);
    await box.fill(NOWHERE);
    await expect(status).toHaveText(t("find.noMatchLoaded"));
    await expectStatusFits(page, label);
  });
});
