import { expect, type Page } from "@playwright/test";

export const messageLog = (page: Page) => page.getByRole("log");
export const composer = (page: Page) => page.getByRole("textbox", { name: "Message" });

/**
 * Waits until the log has taken over from the rows the server painted first (the page is
 * hydrated): a click on a server-painted button before that does nothing, which a loaded
 * machine makes likely.
 */
export async function waitForHydratedLog(page: Page) {
  await expect(messageLog(page)).not.toHaveAttribute("data-first-paint");
}

/** Opens a thread page and waits until React has hydrated its log: a click before that does nothing. */
export async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(messageLog(page)).toHaveAttribute("aria-busy", "false");
  await page.waitForFunction(() => {
    const log = document.querySelector("[role=log]");
    return log !== null && Object.keys(log).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Types into the composer and presses Enter, the way a user sends. */
export async function sendMessage(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press("Enter");
}

/** Sends the first message of a new chat and waits for its thread URL. */
export async function startChat(page: Page, text: string): Promise<string> {
  await page.goto("/");
  await sendMessage(page, text);
  await page.waitForURL(/\/threads\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  if (!id) throw new Error("no thread id in the URL");
  return id;
}

/** Waits until the run is over: Stop is gone and Send is back. */
export async function waitForIdle(page: Page) {
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toHaveCount(0, { timeout: 45_000 });
}

/** Waits for the thread to hold `count` answers and its run to be over. */
export async function waitForAnswers(page: Page, count: number) {
  await expect(messageLog(page).locator("[data-role=assistant]")).toHaveCount(count, { timeout: 45_000 });
  await waitForIdle(page);
}

/** Collects uncaught page errors so a test can assert there were none. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

/**
 * Runs an action of the thread header's "More actions" menu (Find, Export as Markdown, Show
 * hidden context, Rename, Jump to start, Delete). `name` is matched exactly; `label` names the
 * menu in another locale.
 */
export async function headerAction(page: Page, name: string, label = "More actions") {
  const button = page.getByRole("button", { name: label, exact: true });
  const menu = page.getByRole("menu", { name: label });
  // A click before the page has hydrated opens nothing: click again until the menu shows.
  await expect(async () => {
    if (!(await menu.isVisible())) await button.click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await menu.getByRole("menuitem", { name, exact: true }).or(menu.getByRole("menuitemcheckbox", { name, exact: true })).click();
}
