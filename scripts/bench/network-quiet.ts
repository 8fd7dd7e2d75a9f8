import type { Page } from "@playwright/test";

/**
 * Waits until a page's network has been quiet: no request in flight and none started or
 * finished for `quietMs`. Playwright's "networkidle" load state cannot serve a single-page app:
 * it is reached once per document load, so after a client-side navigation (sign-in to the
 * dashboard) it is already true and returns before the new route's chunks have loaded.
 * The portal's own polling (status and notifications every 5 s) is far apart enough not to
 * keep a 1 s window from closing.
 */
export function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const touch = () => {
    lastChange = Date.now();
  };
  page.on("request", () => {
    inFlight += 1;
    touch();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    touch();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async quiet(quietMs = 1000, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`the network did not go quiet in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
