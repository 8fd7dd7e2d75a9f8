/**
 * Resolves once the page has painted its first content, or after `timeoutMs` at the latest
 * (a page with nothing to paint, a browser without paint timing, tests): for work the first
 * paint does not need and should not wait behind, such as the first server-status probe. On a
 * slow mobile connection a request sent before the first paint competes with the page's own
 * files for the few connections a browser opens (docs/performance.md).
 */
export function afterFirstPaint(timeoutMs = 3000): Promise<void> {
  const observable =
    typeof PerformanceObserver !== "undefined" &&
    typeof performance !== "undefined" &&
    PerformanceObserver.supportedEntryTypes?.includes("paint") === true;
  if (!observable || performance.getEntriesByName("first-contentful-paint").length > 0) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) done();
    });
    const timer = setTimeout(done, timeoutMs);
    observer.observe({ type: "paint", buffered: true });
  });
}
