import { expect, test, type Browser, type Page } from "@playwright/test";
import { messageLog, sendMessage, startChat, waitForAnswers, waitForHydratedLog } from "./support/app";
import { SECURE, secureBaseUrl } from "./support/secure";

// "Search chats" (the sidebar's search box) on the embedded backend: its message search,
// condensed messages included, confined to the user's own chats.
const run = Date.now();
// The main e2e backend compacts once its model window holds 8 messages (DEMO_COMPACT_AFTER).
const cards = (page: Page) => messageLog(page).getByRole("button", { name: /messages? condensed/ });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search chats" });
const results = (page: Page) => page.getByRole("navigation", { name: "Search results" });
const chatList = (page: Page) => page.getByRole("navigation", { name: "Threads" });

async function userPage(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: secureBaseUrl(), extraHTTPHeaders: { [SECURE.authHeader]: user } });
  return context.newPage();
}

test("a word of a condensed message in an older chat opens it there; another user's chat is never found", async ({ browser }) => {
  const word = `quokka${run}`;
  const alice = await userPage(browser, `alice-search-${run}`);
  const bob = await userPage(browser, `bob-search-${run}`);

  // Bob's chat holds the word too: it must never reach Alice's results.
  const bobThread = await startChat(bob, `bob writes about the ${word} as well`);
  await waitForAnswers(bob, 1);

  const aliceThread = await startChat(alice, `tell me about the ${word} of Rottnest`);
  await waitForAnswers(alice, 1);
  for (const [i, text] of ["second question about bananas", "third question about cherries", "fourth question about dates"].entries()) {
    await sendMessage(alice, text);
    await waitForAnswers(alice, i + 2);
  }
  await expect(cards(alice)).toHaveCount(1);
  // A newer chat, so the compacted one is no longer the one open or the newest.
  await startChat(alice, `a newer chat about figs ${run}`);
  await waitForAnswers(alice, 1);

  // Opened plainly, the chat shows its newest messages: the condensed question is out of view.
  await alice.goto(`/threads/${aliceThread}`);
  await waitForHydratedLog(alice);
  const condensed = messageLog(alice).locator("[data-role=human]", { hasText: word });
  const inView = () =>
    condensed.evaluateAll((els) =>
      els.some((el) => {
        const log = el.closest("[role=log]")?.getBoundingClientRect();
        const row = el.getBoundingClientRect();
        if (!log) return false;
        return row.bottom > log.top && row.top < log.bottom;
      }),
    );
  await expect(messageLog(alice).locator("[data-role=assistant]").last()).toBeInViewport();
  await expect.poll(inView).toBe(false);

  await searchBox(alice).fill(word);
  const found = results(alice).getByRole("link");
  await expect(found.filter({ has: alice.locator("mark", { hasText: word }) }).first()).toBeVisible();
  // Every result is Alice's compacted chat: her question, the agent's answer quoting it, its name.
  for (const href of await found.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
    expect(href).toContain(`/threads/${aliceThread}`);
    expect(href).not.toContain(bobThread);
  }
  const question = found.filter({ hasText: `tell me about the ${word} of Rottnest` }).filter({ has: alice.locator("mark") });
  await question.last().click();
  await alice.waitForURL(new RegExp(`/threads/${aliceThread}\\?message=`));
  await expect(condensed).toBeInViewport();
  // The box keeps its text, and its results, while the chat is open.
  await expect(searchBox(alice)).toHaveValue(word);
  await expect(results(alice)).toBeVisible();

  await searchBox(bob).fill(word);
  await expect(results(bob).getByRole("link").first()).toBeVisible();
  for (const href of await results(bob).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
    expect(href).toContain(`/threads/${bobThread}`);
  }
  await searchBox(bob).fill("Rottnest");
  await expect(results(bob)).toContainText("No chats found.");
});

test("search text matches literally; an empty search does nothing; Escape brings the list back", async ({ page }) => {
  const thread = await startChat(page, `literal ${run} a.*b 100% "quoted" 榅桲果酱`);
  await waitForAnswers(page, 1);

  await page.keyboard.press("ControlOrMeta+k");
  await expect(searchBox(page)).toBeFocused();

  // Whitespace is nothing to search for: the chat list stays.
  await searchBox(page).fill("   ");
  await expect(chatList(page)).toBeVisible();
  await expect(results(page)).toHaveCount(0);

  const link = (p: Page) => results(p).locator(`a[href^="/threads/${thread}"]`);
  for (const text of [`${run} a.*b`, `100% "quoted" 榅桲`, "榅桲果酱"]) {
    await searchBox(page).fill(text);
    await expect(link(page).first()).toBeVisible();
    await expect(link(page).locator("mark").first()).toHaveText(text);
  }
  // As a pattern, this would match the chat; as text, it matches nothing.
  await searchBox(page).fill(`${run} a.+b`);
  await expect(results(page)).toContainText("No chats found.");
  await searchBox(page).fill(`${run} a.*b 100%_`);
  await expect(results(page)).toContainText("No chats found.");

  // A search the backend fails says why, and the box keeps its text.
  await page.route("**/api/langgraph/threads/search/messages", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ detail: "index unavailable" }) }));
  await searchBox(page).fill(`${run} fails`);
  await expect(results(page).getByRole("alert")).toContainText("Search failed");
  await expect(results(page).getByRole("alert")).toContainText("index unavailable");
  await expect(searchBox(page)).toHaveValue(`${run} fails`);
  await page.unroute("**/api/langgraph/threads/search/messages");

  await searchBox(page).press("Escape");
  await expect(searchBox(page)).toHaveValue("");
  await expect(chatList(page)).toBeVisible();
});

test.describe("on a backend without message search", () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });

  test("names are searched, the page says so, and no thread is read to search it", async ({ page }) => {
    await page.goto("/");
    const first = chatList(page).getByRole("listitem").getByRole("link").first();
    await expect(first).toBeVisible();
    const name = (await first.locator("span").first().textContent()) ?? "";
    const word = name.split(/\s+/).find((w) => w.length >= 4) ?? name;
    const reads: { url: string; body: string | null }[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/langgraph/")) reads.push({ url: new URL(request.url()).pathname, body: request.postData() });
    });
    await searchBox(page).fill(word.toUpperCase());
    await expect(results(page)).toContainText("Searching titles only");
    await expect(results(page).locator("mark").first()).toHaveText(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"));
    // One ask of the message search (refused), then the list's own narrow records: no thread read.
    const paths = reads.map((r) => r.url);
    expect(paths).toContain("/api/langgraph/threads/search/messages");
    expect(paths).toContain("/api/langgraph/threads/search");
    expect(paths.filter((path) => path.startsWith("/api/langgraph/threads/") && !path.startsWith("/api/langgraph/threads/search"))).toEqual([]);
    for (const read of reads.filter((r) => r.url.endsWith("/threads/search"))) expect(read.body).not.toContain("values");
  });
});
