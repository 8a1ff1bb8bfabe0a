// A Chromium profile that blocks third-party cookies and, with them, a cross-site frame's
// localStorage and sessionStorage: what an embedded chat meets in such browsers (issue 21).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, type BrowserContext, type Frame } from "@playwright/test";
import { fullChromiumPath } from "./browser";

// "Block third-party cookies" in the profile's settings (Debian's Chromium 156 defaults to it;
// set here so a build that does not still blocks). Chromium denies a cross-site frame its
// storage under it only while storage is not partitioned (partitioned storage stays usable),
// Playwright's default: the one --disable-features Chromium reads (the last) must keep
// partitioning off next to the Local Network Access checks the loopback app needs off.
const PREFERENCES = { profile: { cookie_controls_mode: 1 } };
const DISABLED_FEATURES = ["LocalNetworkAccessChecks", "ThirdPartyStoragePartitioning"];

/** `blockingContext`: a persistent context on such a profile, launched as the config says. */
export const test = base.extend<{ blockingContext: BrowserContext }>({
  blockingContext: async ({ playwright, launchOptions, locale, viewport }, provide) => {
    const userDataDir = mkdtempSync(path.join(tmpdir(), "threadline-e2e-profile-"));
    mkdirSync(path.join(userDataDir, "Default"));
    writeFileSync(path.join(userDataDir, "Default", "Preferences"), JSON.stringify(PREFERENCES));
    const context = await playwright.chromium.launchPersistentContext(userDataDir, {
      ...launchOptions,
      executablePath: fullChromiumPath,
      args: [...(launchOptions.args ?? []), `--disable-features=${DISABLED_FEATURES.join(",")}`],
      locale,
      viewport,
    });
    await provide(context);
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  },
});

/** The Web Storage properties that throw in `frame`: both, where storage is blocked. */
export const deniedStorage = (frame: Frame) =>
  frame.evaluate(() =>
    (["localStorage", "sessionStorage"] as const).filter((name) => {
      try {
        return !window[name];
      } catch {
        return true;
      }
    }),
  );
