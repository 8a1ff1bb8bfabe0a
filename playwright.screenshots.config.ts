import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// `npm run screenshots`: the README's pictures, taken from the real app on the embedded backend
// with the e2e setup (its first web server only). The one command that writes docs/screenshots.
const [app] = Array.isArray(base.webServer) ? base.webServer : [base.webServer];

export default defineConfig({
  ...base,
  testDir: "scripts/screenshots",
  testMatch: "*.shot.ts",
  webServer: app,
});
