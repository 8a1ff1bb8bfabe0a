import { expect, test } from "@playwright/test";
import { eventTypes, hostEvents, openHostPage, signEmbed as sign } from "./support/embed-host";
import { secureBaseUrl } from "./support/secure";
import { chromiumPath } from "./support/browser";

// The host page counts as public (the test serves it) and the app is on loopback: Chromium's
// Local Network Access checks would keep the host from loading embed.js, which deployments
// (both sites on public addresses) never meet.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-features=LocalNetworkAccessChecks"],
  },
});

test("a host page embeds a chat with a signed token and hears about its runs", async ({ page }) => {
  await openHostPage(page, await sign({ userId: "embed-user-1", seconds: 600 }));
  const iframe = page.locator("#chat iframe");
  await expect(iframe).toHaveAttribute("title", "Chat");
  await expect(iframe).toHaveCSS("height", "500px");
  await expect.poll(() => eventTypes(page)).toContain("threadline:ready");

  // A message the host page posts to itself is not the chat's: embed.js does not relay it.
  await page.evaluate(() => window.postMessage({ type: "threadline:run-finished", threadId: "forged" }, "*"));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { hostMessages: { threadId?: string }[] }).hostMessages.some((m) => m?.threadId === "forged")))
    .toBe(true);
  expect((await hostEvents(page)).some((e) => e.detail?.threadId === "forged")).toBe(false);

  const chat = page.frameLocator("#chat iframe");
  const composer = chat.getByRole("textbox", { name: "Message" });
  await composer.fill("hello from the host page");
  await composer.press("Enter");
  await expect(chat.getByRole("log").locator("[data-role=assistant]")).toHaveCount(1, { timeout: 45_000 });
  await expect(chat.getByRole("button", { name: "Stop", exact: true })).toHaveCount(0, { timeout: 45_000 });

  // The new chat moved to its thread's embed page, keeping its token.
  const frame = page.frames().find((f) => f.url().includes("/embed/threads/"));
  const frameUrl = new URL(frame!.url());
  expect(frameUrl.origin).toBe(secureBaseUrl());
  expect(frameUrl.searchParams.get("token")).toBeTruthy();
  const threadId = frameUrl.pathname.split("/").pop();

  await expect.poll(() => eventTypes(page)).toContain("threadline:run-finished");
  const events = await hostEvents(page);
  const started = events.find((e) => e.type === "threadline:run-started");
  const finished = events.find((e) => e.type === "threadline:run-finished");
  expect(started?.detail.threadId).toBe(threadId);
  expect(finished?.detail.threadId).toBe(threadId);
  expect(events.indexOf(started!)).toBeLessThan(events.indexOf(finished!));
  expect(events.every((e) => e.target === "IFRAME")).toBe(true);
  const resize = events.find((e) => e.type === "threadline:resize");
  expect(resize?.detail.height).toBeGreaterThan(0);
});

test("an expired token shows the expired-link page", async ({ page }) => {
  const expired = await sign({ userId: "embed-user-2", seconds: -60 });
  const response = await page.goto(`${secureBaseUrl()}/embed/new?token=${expired}`);
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { name: "This chat link has expired" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);
});

test("a token limited to one thread opens that thread only", async ({ page }) => {
  const thread = "00000000-0000-4000-8000-00000000000a";
  const token = await sign({ userId: "embed-user-3", threadId: thread, seconds: 600 });
  for (const path of ["/embed/new", "/embed/threads/00000000-0000-4000-8000-00000000000b"]) {
    const response = await page.goto(`${secureBaseUrl()}${path}?token=${token}`);
    expect(response?.status(), path).toBe(401);
    await expect(page.getByRole("heading", { name: "This chat link has expired" })).toBeVisible();
  }
  const own = await page.goto(`${secureBaseUrl()}/embed/threads/${thread}?token=${token}`);
  expect(own?.status()).toBe(200);
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
});

test("embed pages without a token need one when sign-in is on, and check thread ids", async ({ page }) => {
  expect((await page.goto(`${secureBaseUrl()}/embed/new`))?.status()).toBe(401);
  expect((await page.goto(`${secureBaseUrl()}/embed/threads/a.b`))?.status()).toBe(404);
});

// Holds once the API proxy checks identities (app/api/langgraph, built alongside this).
test("the API refuses an expired embed token", async ({ request }) => {
  const expired = await sign({ userId: "embed-user-2", seconds: -60 });
  const response = await request.post(`${secureBaseUrl()}/api/langgraph/threads/search`, {
    headers: { authorization: `Bearer ${expired}` },
    data: { limit: 1 },
  });
  expect(response.status()).toBe(401);
});

test("without any sign-in mode, embed pages open without a token as before", async ({ page }) => {
  // The main e2e app is anonymous.
  expect((await page.goto("/embed/new"))?.status()).toBe(200);
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
});
