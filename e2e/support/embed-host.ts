// A host site at another origin, served by the test itself (page.route), that embeds a chat
// of the secure app through embed.js with a token its backend signed.
import type { Page } from "@playwright/test";
import { signEmbedToken } from "../../core/auth/tokens";
import { SECURE, secureBaseUrl } from "./secure";

const key = new TextEncoder().encode(SECURE.embedSecret);
export const signEmbed = (claims: { userId: string; threadId?: string; seconds: number }) => signEmbedToken(key, claims);

const EVENTS = ["threadline:ready", "threadline:run-started", "threadline:run-finished", "threadline:resize"];

export interface HostEvent {
  type: string;
  detail: { type: string; threadId?: string; height?: number };
  target: string;
}

export async function openHostPage(page: Page, token: string) {
  const html = `<!doctype html><html><head><title>Host</title></head><body>
    <h1>A host site</h1>
    <script>
      window.hostEvents = []; window.hostMessages = [];
      ${JSON.stringify(EVENTS)}.forEach(function (type) {
        document.addEventListener(type, function (e) { hostEvents.push({ type: type, detail: e.detail, target: e.target.tagName }); });
      });
      window.addEventListener("message", function (e) { hostMessages.push(e.data); });
    </script>
    <div id="chat"><script src="${secureBaseUrl()}/embed.js" data-token="${token}" data-height="500px" async></script></div>
  </body></html>`;
  await page.route(`${SECURE.hostOrigin}/**`, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.goto(`${SECURE.hostOrigin}/`);
}

export const hostEvents = (page: Page) => page.evaluate(() => (window as unknown as { hostEvents: HostEvent[] }).hostEvents);
export const eventTypes = async (page: Page) => (await hostEvents(page)).map((e) => e.type);
