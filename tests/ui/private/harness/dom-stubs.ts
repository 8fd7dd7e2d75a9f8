/**
 * What jsdom lacks and Ark UI's positioning (floating-ui) uses when a menu or popover opens,
 * and what a chart library reads as it loads.
 * Import before rendering; sizes never change in jsdom, so observing does nothing.
 */
class InertResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = InertResizeObserver;
}

/**
 * uPlot reads the device pixel ratio's media query when its module loads (a page with a chart,
 * such as a network service's); jsdom has no matchMedia. No query ever matches here.
 */
if (typeof window !== "undefined" && typeof window.matchMedia !== "function") {
  window.matchMedia = (media: string): MediaQueryList => ({
    media,
    matches: false,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
