// The e2e app with every sign-in mode on (playwright.config.ts, "secure"), on the main
// embedded backend: password sign-in, an SSO header, signed embedding for one host origin.
export const SECURE = {
  password: "e2e-correct-horse",
  sessionSecret: "e2e-session-secret-0123456789abcdef",
  authHeader: "x-forwarded-user",
  embedSecret: "e2e-embed-secret-0123456789abcdefgh",
  /** A host site's origin; its pages are served by the test itself (page.route). */
  hostOrigin: "http://host.test",
} as const;

export const secureBaseUrl = () => `http://127.0.0.1:${process.env.E2E_SECURE_WEB_PORT}`;
