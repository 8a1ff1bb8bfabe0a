import { expect, test } from "@playwright/test";
import { backendClient, mainBackend } from "./support/backend";

// A chat another client started (the SDK, Studio) has no name in its metadata: the list names it
// after what its user first wrote, read from the thread's first step alone.
test("a chat started by another client is named after its first message, without reading the thread", async ({ page }) => {
  const client = backendClient(mainBackend());
  const first = `Plan the garden party for Saturday ${Date.now()}`;
  const thread = await client.threads.create();
  await client.runs.wait(thread.thread_id, "agent", { input: { messages: [{ type: "human", content: first }] } });
  await client.runs.wait(thread.thread_id, "agent", { input: { messages: [{ type: "human", content: "And the guest list?" }] } });
  // Metadata naming it would make this test pass for another reason: the agent's title (which
  // the embedded server copies into metadata when a run ends) is taken away.
  await client.threads.update(thread.thread_id, { metadata: { agent_title: "" } });

  const histories: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(`/threads/${thread.thread_id}/history`)) histories.push(request.postDataJSON());
  });
  await page.goto("/");
  const sidebar = page.getByRole("navigation", { name: "Threads" });
  await expect(sidebar.getByRole("link", { name: new RegExp(first) })).toBeVisible();
  expect(histories).toEqual([{ limit: 1, metadata: { step: 0 } }]);
});
