import { expect, test, type Page } from "@playwright/test";
import { generateThread, type SeededThread } from "../agent/seed/generate";
import { composer, messageLog } from "./support/app";
import { openSeeded, seedOnBackend } from "./support/seeded";

// The UI's fonts come from the app itself (Inter, and Noto Sans SC for Chinese where the system
// has no CJK font), within the CSP's font-src 'self'; the text column stays readable; a disabled
// Send looks disabled in the dark theme; the to-do line fits a phone.

// An entry with a long unbroken path, as agents write them.
const LONG_TODO = `Check https://docs.example.com/${"a_very_long_path_segment/".repeat(12)}index.html`;

let thread: SeededThread;
let threadId: string;

test.beforeAll(async () => {
  thread = generateThread({ messages: 200, compactions: 1, seed: 7, title: "Typography" });
  // The newest to-do list is the one shown: give it the long entry, in progress.
  const lists = [...thread.rows.map((row) => row.content), ...thread.values.messages]
    .flatMap((message) => ("tool_calls" in message && Array.isArray(message.tool_calls) ? message.tool_calls : []))
    .filter((call) => call.name === "write_todos");
  if (lists.length === 0) throw new Error("the seeded thread has no to-do list");
  for (const call of lists) call.args = { todos: [{ content: LONG_TODO, status: "in_progress" }, { content: "Send the summary", status: "pending" }] };
  threadId = await seedOnBackend(thread);
});

const openThread = (page: Page) => openSeeded(page, threadId, thread);

test("fonts are bundled and served by the app, Chinese included", async ({ page, baseURL }) => {
  const fonts: { url: string; status: number }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") fonts.push({ url: response.url(), status: response.status() });
  });
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openThread(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable",/);
  // Asked for Chinese text, the CJK face loads (this machine has no CJK font of its own).
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    const latin = await document.fonts.load('16px "Inter Variable"', "Threadline");
    const chinese = await document.fonts.load('16px "Noto Sans SC Variable"', "消息");
    return { latin: latin.length, chinese: chinese.length };
  });
  expect(loaded.latin).toBeGreaterThan(0);
  expect(loaded.chinese).toBeGreaterThan(0);
  expect(fonts.length).toBeGreaterThan(1);
  for (const font of fonts) {
    expect(new URL(font.url).origin).toBe(new URL(baseURL!).origin);
    expect(font.status).toBe(200);
  }
  // Only the slices a page shows are fetched, not the whole CJK family.
  expect(fonts.length).toBeLessThan(10);
  expect(blocked).toEqual([]);
});

test("the text column is about 720 px wide however wide the window", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await openThread(page);
  const widths = await messageLog(page).locator("[data-item]").evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().width));
  expect(widths.length).toBeGreaterThan(0);
  for (const width of widths) expect(width).toBeLessThanOrEqual(720);
  const box = await composer(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(720);
});

test("a disabled Send looks disabled in the dark theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await openThread(page);
  await composer(page).fill("");
  const send = page.getByRole("button", { name: "Send", exact: true });
  await expect(send).toBeDisabled();
  const look = await send.evaluate((el) => {
    const probe = document.createElement("span");
    probe.style.color = "var(--color-accent)";
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return { background: getComputedStyle(el).backgroundColor, accent };
  });
  // Not the accent colour, faded or not: the neutral colours of an inactive control.
  expect(look.background).not.toBe(look.accent);
  await composer(page).fill("hello");
  await expect(send).toBeEnabled();
  expect(await send.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(look.accent);
});

test("on a phone the to-do line and its list stay inside their box", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openThread(page);
  const todos = page.getByRole("region", { name: "To-do list" });
  await expect(todos).toContainText("Check https://docs.example.com/");
  const fits = (locator: ReturnType<Page["locator"]>) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth);
  const region = (await todos.boundingBox())!;
  expect(region.x + region.width).toBeLessThanOrEqual(390);
  const line = todos.getByRole("button", { expanded: false });
  const lineBox = (await line.boundingBox())!;
  expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(region.x + region.width);
  expect(await fits(line)).toBe(true);

  await line.click();
  const list = todos.getByRole("list", { name: /./ });
  await expect(list).toContainText("index.html");
  expect(await fits(list)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
