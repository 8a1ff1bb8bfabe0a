import { expect, test } from "@playwright/test";

test("more than 50 threads stay reachable, newest first", async ({ page, request }) => {
  const tag = `bulk-${Date.now()}`;
  for (let i = 0; i < 55; i++) {
    const response = await request.post("/api/langgraph/threads", { data: { metadata: { title: `${tag} #${i}` } } });
    expect(response.ok()).toBe(true);
  }
  await page.goto("/");
  const sidebar = page.getByRole("navigation", { name: "Threads" });
  const links = sidebar.getByRole("link", { name: new RegExp(tag) });
  // Newest first: the last one created leads.
  await expect(links.first()).toContainText(`${tag} #54`);
  // The oldest lies beyond the first page; scrolling to the end of the list loads it.
  const oldest = sidebar.getByRole("link", { name: `${tag} #0` });
  await expect(async () => {
    await sidebar.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(oldest).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(links).toHaveCount(55);
});
