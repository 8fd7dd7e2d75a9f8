// Starts the portal's scripts once the browser has painted a page whose markup the API server
// wrote into index.html (the sign-in page: server/src/portal/index-page.ts). The page's own
// markup and stylesheet are its first paint; the scripts only hydrate it. Run before that
// paint, their 140 kB of parsing and running would hold the paint back on a slow phone.
// A classic deferred script, so that it knows its own element (modules have no currentScript).
(() => {
  const modules = (document.currentScript?.getAttribute("data-modules") ?? "")
    .split(" ")
    .filter((path) => path !== "");
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const path of modules) void import(path);
  };
  // The first paint is reported by paint timing; a browser without it, or a page that never
  // paints (a background tab), starts after a short wait all the same.
  const timer = setTimeout(start, 1000);
  const painted = () => {
    clearTimeout(timer);
    // After the frame that paints, not in it.
    setTimeout(start, 0);
  };
  if (performance.getEntriesByName("first-contentful-paint").length > 0) return painted();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return;
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    painted();
  }).observe({ type: "paint", buffered: true });
})();
