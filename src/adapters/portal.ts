import type { QueryClient } from "@tanstack/react-query";
import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import { returnPathFromLocation } from "../core/auth/index.ts";
import type { RuntimeConfig } from "../core/config/index.ts";
import {
  accessTokenInUse,
  consentMachine,
  type SessionClock,
  serverStatusMachine,
  type Toast,
} from "../machines/index.ts";
import { startAnalytics } from "./analytics/index.ts";
import { createPortalApi, createPortalQueryClient, type PortalApi } from "./api/index.ts";
import { afterFirstPaint } from "./first-paint.ts";
import {
  createFailureRedirects,
  createHttpClient,
  type FailureRedirects,
  type HttpClient,
} from "./http/index.ts";
import type { InspectCallback } from "./inspector.ts";
import {
  type ConsentActor,
  createPortalSystem,
  type ServerStatusActor,
  type SessionActor,
  SYSTEM_IDS,
} from "./portal-system.ts";
import { whenPageShown } from "./session/page-shown.ts";
import { provideSession } from "./session/provide-session.ts";
import { refreshAcrossTabs, type TokenLocks } from "./session/refresh-across-tabs.ts";
import { renewAccessOf } from "./session/renew-access.ts";
import { browserRotationLog, type RotationLog } from "./session/rotation-log.ts";
import { createConsentStore, createSessionStore, followOtherTabs } from "./storage/index.ts";

/**
 * The portal's wiring (issue 4 contract): the HTTP client, the query client and the root
 * actor system with every implementation supplied, plus the storage listener. main.tsx calls
 * it once; tests call it with their own storage, server and spies.
 */

export type PortalLocation = Pick<Location, "pathname" | "search" | "hash" | "hostname">;

export interface PortalOptions {
  readonly config: RuntimeConfig;
  /** Shows a toast (the toaster). */
  readonly notify: (toast: Toast) => void;
  /** Goes to a page of the portal (the router). */
  readonly navigate: (to: string) => void;
  readonly storage: Storage;
  /** Read when needed (it is live): return paths, `?returnPath=`, host checks. */
  readonly location: PortalLocation;
  /** Where other tabs' `storage` events arrive; the window by default. */
  readonly events?: Pick<Window, "addEventListener" | "removeEventListener">;
  /** navigator.locks by default, where the browser has it. */
  readonly locks?: TokenLocks | undefined;
  /** Settles once the page has painted (afterFirstPaint by default): the first status probe waits. */
  readonly firstPaint?: Promise<void>;
  /** The last token rotation shared between tabs; IndexedDB by default, where there is one. */
  readonly rotationLog?: RotationLog | undefined;
  /** Where analytics are injected and whose visibility is watched; the page's document by default. */
  readonly document?: Document;
  readonly isDev?: boolean;
  /** The inspector's callback (inspector.ts), when inspection was asked for. */
  readonly inspect?: InspectCallback | undefined;
  readonly fetch?: typeof fetch;
  readonly retryDelayUnitMs?: number;
  readonly clock?: SessionClock;
}

export interface Portal {
  readonly config: RuntimeConfig;
  readonly api: PortalApi;
  /**
   * The HTTP client, for feature modules (support, billing...): each builds its own endpoint
   * functions over it in its own chunk, so its schemas load with its screens, not at boot.
   */
  readonly http: HttpClient;
  readonly queryClient: QueryClient;
  readonly session: SessionActor;
  readonly serverStatus: ServerStatusActor;
  readonly consent: ConsentActor;
  readonly notify: (toast: Toast) => void;
  /**
   * The inspector's callback when inspection was asked for (`?inspect`): actors a screen
   * starts itself (the service-creation wizard, a PDF download) pass it on, so the
   * inspector sees them too.
   */
  readonly inspect: InspectCallback | undefined;
  /**
   * The one source of the access token for every request (the HTTP client's and the file
   * transfers'): the session actor's pair, which mirrors storage and other tabs and still
   * holds the tokens when storage refuses writes (private mode, quota).
   */
  accessToken(): string | null;
  /** Where every failed call is sent (core decideRedirect), file transfers included. */
  readonly failureRedirects: FailureRedirects;
  /** Stops the actors and the storage listener. */
  stop(): void;
}

const LOCAL_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** Where to return after signing in: `?returnPath=` on the sign-in page, else this page. */
export function bootReturnPath(location: PortalLocation): string {
  const asked = new URLSearchParams(location.search).get("returnPath");
  return asked ?? returnPathFromLocation(location.pathname, location.search, location.hash);
}

function browserLocks(): TokenLocks | undefined {
  return typeof navigator !== "undefined" && "locks" in navigator ? navigator.locks : undefined;
}

/**
 * The portal's parts, built but not started: no actor runs yet, no request has gone out.
 * `start()` starts the actors and gives the portal. The two halves are each a few
 * milliseconds of work on a fast machine and tens on a slow phone; main.tsx runs them in two
 * tasks of the event loop so that neither blocks input for long (docs/performance.md).
 */
export interface PreparedPortal {
  start(): Portal;
}

/** The portal built and started in one go (tests; main.tsx uses the two halves). */
export function createPortal(options: PortalOptions): Portal {
  return preparePortal(options).start();
}

export function preparePortal(options: PortalOptions): PreparedPortal {
  const { config, location } = options;
  const sessionStore = createSessionStore(options.storage);
  const consentStore = createConsentStore(options.storage);
  // The client and the session need each other: the client tells the session about a 401
  // and reads its tokens, the session calls through the client. The session is found in the
  // root system once it exists (its first calls go out while the root starts).
  let root: ActorRefFrom<ReturnType<typeof createPortalSystem>> | undefined;
  const sessionNow = (): SessionActor | undefined =>
    root?.system.get(SYSTEM_IDS.session) as SessionActor | undefined;
  const accessToken = (): string | null => {
    const session = sessionNow();
    return session === undefined ? null : accessTokenInUse(session.getSnapshot());
  };

  const failureRedirects = createFailureRedirects({
    isSigningOut: () => sessionNow()?.getSnapshot().matches("signingOut") ?? false,
    unauthorized: (refusedToken) =>
      sessionNow()?.send({
        type: "UNAUTHORIZED",
        refusedToken,
        returnPath: returnPathFromLocation(location.pathname, location.search, location.hash),
      }),
    navigate: options.navigate,
    enrolmentRequired: () => sessionNow()?.send({ type: "RELOAD_USER_INFO" }),
    isDev: options.isDev ?? import.meta.env.DEV,
  });
  const http = createHttpClient({
    apiBaseUrl: config.apiBaseUrl,
    apiVersionPrefix: config.apiVersionPrefix,
    accessToken,
    fetch: options.fetch,
    retryDelayUnitMs: options.retryDelayUnitMs,
    onFailure: failureRedirects,
    renewAccess: (refusedToken) =>
      renewAccessOf(
        sessionNow(),
        refusedToken,
        returnPathFromLocation(location.pathname, location.search, location.hash),
      ),
  });
  const api = createPortalApi(http);
  const firstPaint = options.firstPaint ?? afterFirstPaint();
  const queryClient = createPortalQueryClient();

  const system = createPortalSystem({
    session: provideSession({
      api,
      store: sessionStore,
      refreshTokens: refreshAcrossTabs({
        store: sessionStore,
        refresh: api.refresh,
        locks: "locks" in options ? options.locks : browserLocks(),
        log: "rotationLog" in options ? options.rotationLog : browserRotationLog(),
      }),
      queryClient,
      navigate: options.navigate,
      notify: options.notify,
    }),
    serverStatus: serverStatusMachine.provide({
      actors: {
        // The first probe waits for the first paint; every later one goes at once.
        checkStatus: fromPromise<void, void>(async ({ signal }) => {
          await firstPaint;
          return api.serverInfo(signal);
        }),
      },
    }),
    consent: consentMachine.provide({
      actions: {
        storeConsent: (_, { accepted }: { readonly accepted: boolean }) =>
          consentStore.write(accepted),
        startAnalytics: () => {
          startAnalytics(config.analyticsId, options.document ?? document);
        },
      },
    }),
    sessionInput: {
      stored: sessionStore.read(),
      returnPath: bootReturnPath(location),
      clock: options.clock,
    },
    consentInput: {
      stored: consentStore.read(),
      isLocalHost: LOCAL_HOSTS.has(location.hostname),
      isDemoHost: config.demoHost !== null && config.demoHost === location.hostname,
    },
  });

  return {
    start: () => {
      if (root !== undefined) throw new Error("The portal was started already.");
      const rootActor = createActor(system, options.inspect ? { inspect: options.inspect } : {});
      root = rootActor;
      rootActor.start();
      return startedPortal(rootActor);
    },
  };

  function startedPortal(rootActor: ActorRefFrom<ReturnType<typeof createPortalSystem>>): Portal {
    const children = rootActor.getSnapshot().children;
    if (!children.session || !children.serverStatus || !children.consent) {
      throw new Error("The portal's actors did not start.");
    }
    const sessionActor = children.session;

    const stopFollowing = followOtherTabs({
      target: options.events ?? window,
      storage: options.storage,
      read: sessionStore.read,
      onChange: (stored) => sessionActor.send({ type: "STORAGE_CHANGED", stored }),
    });
    const stopWatchingVisibility = whenPageShown(options.document ?? globalThis.document, () =>
      sessionActor.send({ type: "PAGE_SHOWN" }),
    );

    return {
      config,
      api,
      http,
      queryClient,
      session: sessionActor,
      serverStatus: children.serverStatus,
      consent: children.consent,
      notify: options.notify,
      inspect: options.inspect,
      accessToken,
      failureRedirects,
      stop() {
        stopFollowing();
        stopWatchingVisibility();
        rootActor.stop();
      },
    };
  }
}
