import { expect, test, type Response } from "@playwright/test";
import { messageLog, sendMessage, startChat, waitForAnswers } from "./support/app";
import { ANSWERS, PROMPTS, thirdPartyApp } from "./support/third-party";
import { CARD_FOLLOW_UP, CARD_TITLE } from "./third-party/scripts";

// An agent's own UI component, from the bundle the LangGraph dev server builds (`ui` in
// e2e/third-party/langgraph.json, the card of e2e/third-party/ui.tsx), runs in Threadline's
// sandboxed frame: no cookies, storage or page for the agent's code (docs/architecture.md,
// "Agent UI in a sandbox"). The card itself tries to read them and shows what came of it.

test.use({ baseURL: thirdPartyApp("langchain_agent") });

const GRAPH = "langchain_agent";

function directives(header: string | undefined): Map<string, string> {
  return new Map((header ?? "").split(/;\s*/).filter(Boolean).map((d) => [d.split(" ")[0]!, d.split(" ").slice(1).join(" ")]));
}

test("the frame document is sandboxed by its own policy, and the page still runs only its own script", async ({ request }) => {
  const frame = await request.get("/ui-frame");
  expect(frame.status()).toBe(200);
  const policy = directives(frame.headers()["content-security-policy"]);
  expect(policy.get("sandbox")).toBe("allow-scripts");
  expect(policy.get("default-src")).toBe("'none'");
  expect(policy.get("script-src")).toMatch(/^'nonce-[A-Za-z0-9+/=]+' blob:$/);
  expect(policy.get("connect-src")).toBe("'none'");
  expect(policy.get("frame-ancestors")).toBe("'self'");
  expect(frame.headers()["x-frame-options"]).toBeUndefined();

  const page = directives((await request.get("/")).headers()["content-security-policy"]);
  expect(page.get("script-src")).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
  expect(page.get("frame-src")).toBe("'self'");
});

test("the proxy serves the configured graph's bundle, and no other graph's", async ({ request }) => {
  const bundle = await request.get(`/api/langgraph/ui/${GRAPH}/entrypoint.js`);
  expect(bundle.status()).toBe(200);
  expect(await bundle.text()).toContain(`var __LGUI_${GRAPH} =`);
  // Served as data: never as a script the page could run.
  expect(bundle.headers()["content-type"]).toMatch(/^text\/plain/);
  expect((await request.get("/api/langgraph/ui/deepagent/entrypoint.js")).status()).toBe(404);
  expect((await request.post(`/api/langgraph/ui/${GRAPH}`, { data: { name: "bundle_card" } })).status()).toBe(404);
});

test("the agent's component renders in its sandbox, cannot reach the page, and its button sends through the app", async ({ page, context, baseURL }) => {
  // Something to steal, were the frame able to read it.
  await context.addCookies([{ name: "threadline-probe", value: "secret-cookie", url: baseURL! }]);
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("threadline", "secret-storage"));
  const frameResponse = page.waitForResponse((r: Response) => new URL(r.url()).pathname === "/ui-frame");

  await startChat(page, PROMPTS.card);
  await waitForAnswers(page, 1);
  const log = messageLog(page);
  await expect(log.locator("[data-role=assistant]")).toContainText(ANSWERS.card);

  const iframe = log.locator('iframe[data-ui-frame="bundle_card"]');
  await expect(iframe).toHaveAttribute("sandbox", "allow-scripts");
  await expect(iframe).toHaveAttribute("title", "bundle_card, a component from the agent");
  expect(directives((await frameResponse).headers()["content-security-policy"]).get("sandbox")).toBe("allow-scripts");
  const card = page.frameLocator('iframe[data-ui-frame="bundle_card"]');
  await expect(card.getByText(CARD_TITLE)).toBeVisible();
  // Its styles come from the bundle's CSS, applied inside the frame.
  await expect(card.locator(".bundle-card")).toHaveCSS("border-top-color", "rgb(1, 2, 3)");
  for (const probe of ["cookie", "localStorage", "sessionStorage", "parentDocument", "topDocument"]) {
    await expect(card.locator(`[data-probe=${probe}]`)).toHaveText(`${probe}: blocked`);
  }
  // Sized to its content: the whole card shows, button included.
  await expect(card.getByRole("button", { name: CARD_FOLLOW_UP })).toBeInViewport();
  expect((await iframe.boundingBox())!.height).toBeGreaterThan(60);

  await card.getByRole("button", { name: CARD_FOLLOW_UP }).click();
  await expect(log.locator("[data-role=human]", { hasText: CARD_FOLLOW_UP })).toBeVisible();
  await waitForAnswers(page, 2);
  await expect(log.locator("[data-role=assistant]").last()).toContainText(ANSWERS.reply(CARD_FOLLOW_UP));

  await page.reload();
  await expect(page.frameLocator('iframe[data-ui-frame="bundle_card"]').getByText(CARD_TITLE)).toBeVisible();
});

test("a component that throws, or that the bundle lacks, shows its fallback and leaves the rest of the log alone", async ({ page }) => {
  await startChat(page, PROMPTS.brokenCards);
  await waitForAnswers(page, 1);
  const log = messageLog(page);
  for (const name of ["broken_card", "no_such_card"]) {
    await expect(log.locator(`[data-ui-fallback][data-ui-name=${name}]`)).toBeVisible();
    await expect(log.locator(`iframe[data-ui-frame=${name}]`)).toHaveCount(0);
  }
  await expect(log.locator("[data-role=assistant]")).toContainText(ANSWERS.brokenCards);
  // The page goes on: the next message is sent and answered.
  await sendMessage(page, PROMPTS.card);
  await waitForAnswers(page, 2);
  await expect(page.frameLocator('iframe[data-ui-frame="bundle_card"]').getByText(CARD_TITLE)).toBeVisible();
});
