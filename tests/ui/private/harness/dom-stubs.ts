/**
 * What jsdom lacks and Ark UI's positioning (floating-ui) uses when a menu or popover opens.
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
