import { request as httpRequest } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { SECURE, secureBaseUrl } from "./support/secure";

// The secure app (playwright.config.ts): password sign-in and the SSO header both on.
test.use({ baseURL: secureBaseUrl() });

const password = (page: Page) => page.getByLabel("Password");
const THREAD = "00000000-0000-4000-8000-000000000001";

test("the workspace asks to sign in first, and comes back to the page asked for", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/signin$/);
  await expect(password(page)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);

  await page.goto(`/threads/${THREAD}`);
  await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(`/threads/${THREAD}`)}`);
  await password(page).fill(SECURE.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`/threads/${THREAD}`);
});

test("a wrong password is refused and keeps nothing", async ({ page, context }) => {
  await page.goto("/signin");
  await password(page).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  // (Next.js keeps an empty route announcer with the alert role on every page.)
  await expect(page.getByRole("alert").filter({ hasText: "That password is not right." })).toBeVisible();
  await expect(page).toHaveURL(/\/signin\?error=wrong$/);
  await expect(password(page)).toHaveValue("");
  expect((await context.cookies()).map((c) => c.name)).not.toContain("threadline_session");
  await page.goto("/");
  await expect(page).toHaveURL(/\/signin$/);
});

test("the right password opens the workspace, which says so and signs out", async ({ page, context }) => {
  await page.goto("/signin");
  await password(page).fill(SECURE.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await expect(page.getByText("Signed in", { exact: true })).toBeVisible();

  const session = (await context.cookies()).find((c) => c.name === "threadline_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain("threadline_session");
  await page.goto("/");
  await expect(page).toHaveURL(/\/signin$/);
});

test("sign-in never sends the browser to another site", async ({ request }) => {
  for (const next of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
    const response = await request.post("/auth/signin", { form: { password: SECURE.password, next }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/");
  }
});

test("a way back that leaves the site once normalised is never followed", async ({ request, playwright }) => {
  const sends = ["/.//evil.example/x", "/a/..//evil.example/x", "/%2F%2Fevil.example/x", "/%5C%5Cevil.example/x", "/%252F%252Fevil.example/x", "/\tevil.example"];
  /** The answer redirects, and its Location stays on `base`'s site. */
  const staysOn = (base: string, status: number, location: string | undefined) => {
    expect(status).toBeGreaterThanOrEqual(300);
    expect(status).toBeLessThan(400);
    expect(location, "a redirect").toBeDefined();
    expect(new URL(location!, base).origin).toBe(new URL(base).origin);
    expect(location).not.toMatch(/^\s*[/\\]{2}/);
  };
  // The main e2e app has no sign-in: everyone is signed in, anonymously.
  const mainBaseUrl = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`;
  const anonymous = await playwright.request.newContext({ baseURL: mainBaseUrl });
  const sso = await playwright.request.newContext({ baseURL: secureBaseUrl(), extraHTTPHeaders: { [SECURE.authHeader]: "alice" } });
  try {
    for (const next of sends) {
      // Signing in with the password, then signed in already (its session cookie).
      const posted = await request.post("/auth/signin", { form: { password: SECURE.password, next }, maxRedirects: 0 });
      staysOn(secureBaseUrl(), posted.status(), posted.headers()["location"]);
      const signInPage = `/signin?next=${encodeURIComponent(next)}`;
      for (const [base, client] of [[secureBaseUrl(), request], [secureBaseUrl(), sso], [mainBaseUrl, anonymous]] as const) {
        const response = await client.get(signInPage, { maxRedirects: 0 });
        staysOn(base, response.status(), response.headers()["location"]);
      }
    }
  } finally {
    await sso.dispose();
    await anonymous.dispose();
  }
});

/** A sign-in post from the loopback address `from`, answering where it sends the browser. */
function signInFrom(from: string, password: string, forwardedFor: string): Promise<string | undefined> {
  const url = new URL("/auth/signin", secureBaseUrl());
  const body = new URLSearchParams({ password }).toString();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), "x-forwarded-for": forwardedFor },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.headers.location));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test("wrong guesses are slowed per connection, whatever X-Forwarded-For says", async () => {
  // An address of its own in 127/8, so the brake it sets holds no other test back.
  const from = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
  const answers: (string | undefined)[] = [];
  for (let i = 1; i <= 16; i++) answers.push(await signInFrom(from, "not-the-password", `203.0.113.${i}`));
  // The brake lets 10 wrong guesses through a minute, then answers "busy".
  expect(answers.slice(0, 10)).toEqual(Array(10).fill("/signin?error=wrong"));
  expect(answers.slice(10)).toEqual(Array(6).fill("/signin?error=busy"));
  // The right password waits too: it is the same client.
  expect(await signInFrom(from, SECURE.password, "198.51.100.1")).toBe("/signin?error=busy");
});

test("sign-in and sign-out with another site's Origin are refused, without fetch metadata too", async ({ request }) => {
  const foreign = { origin: "http://evil.example" };
  const signIn = await request.post("/auth/signin", { form: { password: SECURE.password }, headers: foreign, maxRedirects: 0 });
  expect(signIn.status()).toBe(403);
  expect(signIn.headers()["set-cookie"]).toBeUndefined();
  const signOut = await request.post("/auth/signout", { headers: foreign, maxRedirects: 0 });
  expect(signOut.status()).toBe(403);
  // Our own origin still signs in.
  const own = await request.post("/auth/signin", { form: { password: SECURE.password }, headers: { origin: new URL(secureBaseUrl()).origin }, maxRedirects: 0 });
  expect(own.status()).toBe(303);
  expect(own.headers()["location"]).toBe("/");
});

test("sign-in and sign-out posted from another site are refused", async ({ request }) => {
  const crossSite = { "sec-fetch-site": "cross-site" };
  const signIn = await request.post("/auth/signin", { form: { password: SECURE.password }, headers: crossSite, maxRedirects: 0 });
  expect(signIn.status()).toBe(403);
  expect(signIn.headers()["set-cookie"]).toBeUndefined();
  const signOut = await request.post("/auth/signout", { headers: crossSite, maxRedirects: 0 });
  expect(signOut.status()).toBe(403);
});

test.describe("behind an SSO proxy", () => {
  test.use({ extraHTTPHeaders: { [SECURE.authHeader]: "alice" } });

  test("the header's user sees the workspace and who is signed in", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
    await expect(page.getByText("Signed in as alice")).toBeVisible();
    // Signing out is the SSO proxy's business.
    await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  });
});
