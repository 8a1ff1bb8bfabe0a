import { existsSync } from "node:fs";

// The browser the e2e tests drive: CHROMIUM_PATH, else Debian's Chromium headless shell (the
// build Playwright itself runs headless tests in) where installed, else the full browser. The
// shell draws the same pages with about a fifth less CPU, and the tests run CPU-bound.
const CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

export const chromiumPath: string = process.env.CHROMIUM_PATH || CANDIDATES.find((file) => existsSync(file)) || "/usr/bin/chromium";

/**
 * The full browser, for what the headless shell does not do as browsers do: it ignores a
 * profile's "block third-party cookies" setting (e2e/support/blocked-storage.ts).
 */
export const fullChromiumPath: string = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
