declare global {
  // Vitest's jsdom environment exposes its JSDOM instance.
  var jsdom: { reconfigure(settings: { url?: string }): void } | undefined;
}

/** Where Vitest's jsdom opens every window, and where each UI file starts (tests/ui/setup.ts). */
export const FIRST_ADDRESS = "http://localhost:3000/";

/**
 * Moves jsdom's window to `url`, origin included. `reconfigure` moves the address but not the
 * origin jsdom's XMLHttpRequest checks CORS against (window._origin, fixed when the window is
 * made), hence the second assignment.
 */
export function moveWindowTo(url: string): void {
  globalThis.jsdom?.reconfigure({ url });
  Object.assign(window, { _origin: new URL(url).origin });
}
