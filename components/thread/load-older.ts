// Walking back through a paged transcript from an event handler: each page reaches the
// page's timeline items through a render, so the loop waits for that render before asking
// whether it has what it needs.

export interface OlderPages {
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Enough for any real thread; a guard against a backend whose cursor never ends. */
const MAX_PAGES = 500;

/**
 * Loads earlier pages one at a time until `enough()` says so (asked after each page) or
 * none are left. `latest` is read afresh after each page: it holds the current render's values.
 */
export async function loadOlderUntil(latest: { readonly current: OlderPages }, enough: () => boolean): Promise<void> {
  for (let page = 0; page < MAX_PAGES && latest.current.hasOlder; page++) {
    await latest.current.loadOlder();
    // One frame for the render that takes the page in, one for its effects to update `latest`.
    await nextFrame();
    await nextFrame();
    if (enough()) return;
  }
}
