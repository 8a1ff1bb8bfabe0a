import { expect, test, type APIResponse } from "@playwright/test";
import { SECURE, secureBaseUrl } from "./support/secure";

function policy(response: APIResponse): Map<string, string> {
  const header = response.headers()["content-security-policy"] ?? "";
  return new Map(header.split(/;\s*/).filter(Boolean).map((d) => [d.split(" ")[0]!, d.split(" ").slice(1).join(" ")]));
}

function expectCommonHeaders(response: APIResponse, url: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], url).toBe("nosniff");
  expect(headers["referrer-policy"], url).toBe("same-origin");
  expect(headers["permissions-policy"], url).toMatch(/camera=\(\)/);
  expect(headers["content-security-policy"], url).toBeTruthy();
}

test("pages, static files and the API forbid framing and sniffing", async ({ request, baseURL }) => {
  const home = await request.get("/");
  const csp = policy(home);
  expect(csp.get("default-src")).toBe("'self'");
  expect(csp.get("script-src")).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
  expect(csp.get("object-src")).toBe("'none'");
  expect(csp.get("frame-ancestors")).toBe("'none'");
  // Next.js carries this response's nonce on its scripts.
  const nonce = /'nonce-([^']+)'/.exec(csp.get("script-src")!)![1]!;
  const html = await home.text();
  expect(html).toContain(`nonce="${nonce}"`);

  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const url of ["/", "/icon.svg", script!, "/embed.js", "/embed/threads/x"]) {
    const response = url === "/" ? home : await request.get(url);
    expectCommonHeaders(response, url);
    expect(response.headers()["x-frame-options"], url).toBe("DENY");
    expect(policy(response).get("frame-ancestors"), url).toBe("'none'");
  }

  const api = await request.get(`${baseURL}/api/langgraph/info`);
  expectCommonHeaders(api, "/api/langgraph/info");
  expect(policy(api).get("default-src")).toBe("'none'");
  expect(policy(api).get("frame-ancestors")).toBe("'none'");
});

test("only the configured host origins may frame the embed pages", async ({ request }) => {
  const secure = secureBaseUrl();
  for (const path of ["/embed/new", "/embed/threads/00000000-0000-4000-8000-000000000001"]) {
    const response = await request.get(`${secure}${path}`);
    expectCommonHeaders(response, path);
    expect(policy(response).get("frame-ancestors"), path).toBe(SECURE.hostOrigin);
    expect(response.headers()["x-frame-options"], path).toBeUndefined();
  }
  for (const path of ["/signin", "/icon.svg"]) {
    const response = await request.get(`${secure}${path}`);
    expectCommonHeaders(response, path);
    expect(policy(response).get("frame-ancestors"), path).toBe("'none'");
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
  }
});

test("the policy blocks nothing the app itself does", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  const composer = page.getByRole("textbox", { name: "Message" });
  await composer.fill("a message under the content security policy");
  await composer.press("Enter");
  await page.waitForURL(/\/threads\//);
  await expect(page.getByRole("log").locator("[data-role=assistant]")).toHaveCount(1, { timeout: 45_000 });
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toHaveCount(0, { timeout: 45_000 });
  expect(violations).toEqual([]);
});
