import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { createPortal, type Portal, type PortalLocation } from "../../../src/adapters/portal.ts";
import { PortalProvider } from "../../../src/adapters/react/portal-context.tsx";
import type { TokenLocks } from "../../../src/adapters/session/index.ts";
import { decodeConfig, type RuntimeConfigInput } from "../../../src/core/config/index.ts";
import type { SessionClock } from "../../../src/machines/index.ts";
import type { Toast } from "../../../src/machines/shared/toast.ts";
import { FakeLocks } from "./fake-locks.ts";

/**
 * A portal as main.tsx builds it, against a given API server, with spies for navigation and
 * toasts, jsdom's local storage and an address the test chooses.
 */

export interface Harness {
  readonly portal: Portal;
  readonly navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
  readonly notify: ReturnType<typeof vi.fn<(toast: Toast) => void>>;
  readonly location: PortalLocation;
  /** Every request the portal sent, as "METHOD /path". */
  readonly calls: string[];
  renderHook<T>(hook: () => T): ReturnType<typeof renderHook<T, unknown>>;
}

export interface HarnessOptions {
  readonly apiBaseUrl: string;
  readonly config?: RuntimeConfigInput;
  readonly path?: string;
  readonly hostname?: string;
  readonly locks?: TokenLocks;
  /** When the page counts as painted (the first status probe waits for it); at once by default. */
  readonly firstPaint?: Promise<void>;
  /** Where the session reads the time (the browser's clock by default). */
  readonly clock?: SessionClock;
}

const started: Portal[] = [];

export function createHarness(options: HarnessOptions): Harness {
  const decoded = decodeConfig({ ...options.config, apiBaseUrl: options.apiBaseUrl });
  if (!decoded.ok) throw new Error(decoded.message);
  const url = new URL(options.path ?? "/dashboard", "http://portal.invalid");
  const location: PortalLocation = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    hostname: options.hostname ?? "portal.example.com",
  };
  const navigate = vi.fn<(to: string) => void>();
  const notify = vi.fn<(toast: Toast) => void>();
  const calls: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    const address = new URL(String(input));
    calls.push(`${init?.method ?? "GET"} ${address.pathname}`);
    return fetch(input, init);
  };
  const portal = createPortal({
    config: decoded.config,
    navigate,
    notify,
    storage: localStorage,
    location,
    events: window,
    locks: options.locks ?? new FakeLocks(),
    isDev: false,
    fetch: recordingFetch,
    retryDelayUnitMs: 5,
    ...(options.firstPaint === undefined ? {} : { firstPaint: options.firstPaint }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });
  started.push(portal);
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <PortalProvider portal={portal}>{children}</PortalProvider>
  );
  return {
    portal,
    navigate,
    notify,
    location,
    calls,
    renderHook: (hook) => renderHook(hook, { wrapper }),
  };
}

/** Stops every portal the test started (polling, timers, listeners). */
export function stopPortals(): void {
  for (const portal of started.splice(0)) portal.stop();
}
