import { expect, test } from "@playwright/test";

// The icons browsers and phones ask for on their own, and those the page and its manifest
// declare: each answers with an image, so none of these requests 404s.
const ASKED_UNPROMPTED = ["/favicon.ico", "/apple-touch-icon.png", "/apple-touch-icon-precomposed.png"];

test("every icon a browser or phone asks for is served", async ({ page, request }) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await page.goto("/");
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();

  const declared = await page.locator('link[rel~="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(declared.length).toBeGreaterThanOrEqual(3);
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestUrl).toBeTruthy();
  const manifest = await request.get(manifestUrl!);
  expect(manifest.ok()).toBe(true);
  const { icons } = (await manifest.json()) as { icons: { src: string; sizes: string }[] };
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));

  for (const url of [...ASKED_UNPROMPTED, ...declared, ...icons.map((i) => i.src)]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toMatch(/^image\//);
    expect((await response.body()).length, url).toBeGreaterThan(100);
  }
  expect(missing).toEqual([]);
});
