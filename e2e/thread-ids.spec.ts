import { expect, test } from "@playwright/test";

// A thread id in the address is used as it is when id-shaped, and is no thread otherwise:
// never decoded a second time into something else, never sent on to the backend. The chat
// list beside the "not found" page reads its own threads, whose ids the backend issued.
const ISSUED_THREAD = /\/api\/langgraph\/threads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\//;
for (const raw of ["not%20an%20id", "a%252Fb", "a.b", "x".repeat(129)]) {
  test(`/threads/${raw.slice(0, 20)} is not found`, async ({ page }) => {
    const proxied: string[] = [];
    page.on("request", (r) => {
      const url = r.url();
      if (url.includes("/api/langgraph/threads/") && !url.includes("/threads/search") && !ISSUED_THREAD.test(url)) {
        proxied.push(url);
      }
    });
    const response = await page.goto(`/threads/${raw}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    expect(proxied).toEqual([]);
  });
}
