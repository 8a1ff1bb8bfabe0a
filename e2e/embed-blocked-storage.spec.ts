import { expect } from "@playwright/test";
import { deniedStorage, test } from "./support/blocked-storage";
import { eventTypes, hostEvents, openHostPage, signEmbed } from "./support/embed-host";
import { secureBaseUrl } from "./support/secure";

// A browser that blocks third-party storage denies a chat framed by another site its
// localStorage and sessionStorage: the chat keeps what it would store there in memory.
test("a chat embedded on another site works where the browser denies the frame its storage", async ({ blockingContext }) => {
  const page = blockingContext.pages()[0] ?? (await blockingContext.newPage());
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openHostPage(page, await signEmbed({ userId: "embed-user-4", seconds: 600 }));
  await expect.poll(() => eventTypes(page)).toContain("threadline:ready");

  // The host's own storage is first-party and works; the chat's frame is denied its own.
  expect(await page.evaluate(() => (localStorage.setItem("host", "kept"), localStorage.getItem("host")))).toBe("kept");
  const chatFrame = (part: string) => page.frames().find((f) => f.url().startsWith(`${secureBaseUrl()}/embed/${part}`));
  expect(await deniedStorage(chatFrame("new")!)).toEqual(["localStorage", "sessionStorage"]);

  const chat = page.frameLocator("#chat iframe");
  const composer = chat.getByRole("textbox", { name: "Message" });
  await composer.fill("hello from a site that blocks storage");
  await composer.press("Enter");
  const answers = chat.getByRole("log").locator("[data-role=assistant]");
  await expect(answers).toHaveCount(1, { timeout: 45_000 });
  await expect(chat.getByRole("button", { name: "Stop", exact: true })).toHaveCount(0, { timeout: 45_000 });
  await expect.poll(() => eventTypes(page)).toContain("threadline:run-finished");

  const threadFrame = chatFrame("threads/");
  const threadId = new URL(threadFrame!.url()).pathname.split("/").pop();
  const finished = (await hostEvents(page)).find((e) => e.type === "threadline:run-finished");
  expect(finished?.detail.threadId).toBe(threadId);
  expect(await deniedStorage(threadFrame!)).toEqual(["localStorage", "sessionStorage"]);

  // A reload of the frame opens the thread as stored; a draft lived in the frame's memory only.
  await composer.fill("an unsent thought");
  await threadFrame!.evaluate(() => location.reload());
  await expect(answers).toHaveCount(1, { timeout: 30_000 });
  await expect(composer).toBeEditable();
  await expect(composer).toHaveValue("");
  await expect(chat.getByText("Could not start a conversation")).toHaveCount(0);
  expect(errors).toEqual([]);
});
