import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { signEmbedToken } from "../core/auth/tokens";
import { messageLog, startChat, waitForAnswers } from "./support/app";
import { SECURE, secureBaseUrl } from "./support/secure";

// Per-user threads on the app with sign-in on (e2e/support/secure.ts), whose proxy shares the
// main backend with the other specs: a user reaches only the threads the proxy made for them.
const api = () => `${secureBaseUrl()}/api/langgraph`;
const run = Date.now();

async function userContext(browser: Browser, user: string) {
  return browser.newContext({ baseURL: secureBaseUrl(), extraHTTPHeaders: { [SECURE.authHeader]: user } });
}

interface Row {
  thread_id: string;
  metadata?: { owner?: unknown; title?: unknown };
}

async function search(request: APIRequestContext, body: Record<string, unknown> = {}): Promise<Row[]> {
  const response = await request.post(`${api()}/threads/search`, { data: { limit: 1000, select: ["thread_id", "metadata"], ...body } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Row[];
}

test("the API asks for sign-in before anything else", async ({ playwright }) => {
  const anonymous = await playwright.request.newContext();
  for (const [method, path] of [["POST", "threads/search"], ["POST", "threads"], ["GET", "threads/x/state"], ["POST", "internal/truncate"]] as const) {
    const response = await anonymous.fetch(`${api()}/${path}`, { method, data: method === "POST" ? {} : undefined });
    expect(response.status(), `${method} ${path}`).toBe(401);
    expect(await response.json()).toEqual({ error: "Sign-in required" });
  }
  const forged = await anonymous.post(`${api()}/threads/search`, { data: {}, headers: { authorization: "Bearer not.a.token" } });
  expect(forged.status()).toBe(401);
  await anonymous.dispose();
});

test("two users see and open only their own threads", async ({ browser }) => {
  const alice = await userContext(browser, `alice-${run}`);
  const bob = await userContext(browser, `bob-${run}`);
  const alicePage = await alice.newPage();
  const bobPage = await bob.newPage();

  const bobText = `Bob's secret plan ${run}`;
  const bobThread = await startChat(bobPage, bobText);
  await waitForAnswers(bobPage, 1);
  const aliceText = `Alice's own question ${run}`;
  const aliceThread = await startChat(alicePage, aliceText);
  await waitForAnswers(alicePage, 1);

  // Each chat list holds its user's chat only.
  const aliceList = alicePage.getByRole("navigation", { name: "Threads" });
  await expect(aliceList.getByRole("link", { name: new RegExp(`Alice's own question ${run}`) })).toBeVisible();
  await expect(aliceList.getByRole("link", { name: new RegExp(`Bob's secret plan ${run}`) })).toHaveCount(0);
  await bobPage.reload();
  const bobList = bobPage.getByRole("navigation", { name: "Threads" });
  await expect(bobList.getByRole("link", { name: new RegExp(`Bob's secret plan ${run}`) })).toBeVisible();
  await expect(bobList.getByRole("link", { name: new RegExp(`Alice's own question ${run}`) })).toHaveCount(0);

  // Bob's thread, opened by Alice, is as missing as a thread that does not exist.
  await alicePage.goto(`/threads/${bobThread}`);
  await expect(alicePage.getByRole("main").getByRole("alert")).toContainText("Could not load this conversation");
  await expect(messageLog(alicePage)).not.toContainText(bobText);

  // Every route of Bob's thread answers 404 to Alice, writes included.
  const asAlice = alice.request;
  const calls: [string, string, unknown?][] = [
    ["GET", ""],
    ["GET", "/state"],
    ["GET", "/messages/page?limit=5"],
    ["POST", "/history", { limit: 5 }],
    ["GET", "/runs"],
    ["POST", "/runs/stream", { assistant_id: "agent", input: { messages: [{ type: "human", content: "hijack" }] } }],
    ["PATCH", "", { metadata: { title: "Renamed by Alice" } }],
    ["DELETE", ""],
  ];
  for (const [method, suffix, data] of calls) {
    const response = await asAlice.fetch(`${api()}/threads/${bobThread}${suffix}`, { method, data });
    expect(response.status(), `${method} ${suffix}`).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  }
  const bobsView = await bob.request.get(`${api()}/threads/${bobThread}`);
  expect(bobsView.status()).toBe(200);
  expect(((await bobsView.json()) as Row).metadata?.title).not.toBe("Renamed by Alice");

  // A search cannot be widened by its body: not by naming another owner, nor by ids.
  const own = await search(asAlice);
  expect(own.map((r) => r.thread_id)).toContain(aliceThread);
  expect(own.every((r) => r.metadata?.owner === `alice-${run}`)).toBe(true);
  const ids = (rows: Row[]) => rows.map((r) => r.thread_id);
  expect(ids(await search(asAlice, { metadata: { owner: `bob-${run}` } }))).toEqual(ids(own));
  expect(await search(asAlice, { ids: [bobThread] })).toEqual([]);

  // Nor can a thread be created in someone else's name.
  const forged = await asAlice.post(`${api()}/threads`, { data: { metadata: { owner: `bob-${run}`, title: `Forged ${run}` } } });
  expect(forged.status()).toBe(200);
  const forgedId = ((await forged.json()) as Row).thread_id;
  expect((await search(bob.request)).map((r) => r.thread_id)).not.toContain(forgedId);
  expect((await search(asAlice)).map((r) => r.thread_id)).toContain(forgedId);

  await alice.close();
  await bob.close();
});

test("an embed token limited to one thread reaches that thread only", async ({ playwright }) => {
  const key = new TextEncoder().encode(SECURE.embedSecret);
  const threadId = crypto.randomUUID();
  const as = async (user: string, thread: string) =>
    playwright.request.newContext({ extraHTTPHeaders: { authorization: `Bearer ${await signEmbedToken(key, { userId: user, threadId: thread, seconds: 300 })}` } });
  const carol = await as(`carol-${run}`, threadId);

  // "New chat" creates the token's thread, once.
  const created = await carol.post(`${api()}/threads`, { data: { metadata: {} } });
  expect(created.status()).toBe(200);
  expect(((await created.json()) as Row).thread_id).toBe(threadId);
  const again = await carol.post(`${api()}/threads`, { data: { metadata: {} } });
  expect(((await again.json()) as Row).thread_id).toBe(threadId);
  expect((await search(carol)).map((r) => r.thread_id)).toEqual([threadId]);
  expect((await carol.get(`${api()}/threads/${threadId}/state`)).status()).toBe(200);

  // Any other thread, even one of Carol's own, is out of reach.
  const carolElsewhere = await as(`carol-${run}`, crypto.randomUUID());
  const otherId = ((await (await carolElsewhere.post(`${api()}/threads`, { data: {} })).json()) as Row).thread_id;
  await carolElsewhere.dispose();
  expect((await carol.get(`${api()}/threads/${otherId}`)).status()).toBe(404);

  // Another user's token for the same thread gets nothing.
  const dave = await as(`dave-${run}`, threadId);
  expect((await dave.post(`${api()}/threads`, { data: {} })).status()).toBe(404);
  expect((await dave.get(`${api()}/threads/${threadId}/state`)).status()).toBe(404);
  expect(await search(dave)).toEqual([]);
  await carol.dispose();
  await dave.dispose();
});
