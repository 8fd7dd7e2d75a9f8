import { createActor, type SimulatedClock } from "xstate";
import type { MeResponse } from "../../../src/core/api/account/me.ts";
import type { UserInfo } from "../../../src/core/api/account/user-info.ts";
import {
  IMPERSONATING_FLAG_VALUE,
  KEYS_KEPT_ON_SIGN_OUT,
  STORAGE_KEYS,
  type StoredSession,
  storedSessionFrom,
} from "../../../src/core/auth/index.ts";
import { CONSENT_STORAGE_KEY } from "../../../src/core/constants.ts";
import type { Navigation, SessionInput } from "../../../src/machines/session/index.ts";
import { sessionMachine } from "../../../src/machines/session/index.ts";
import type { Toast } from "../../../src/machines/shared/toast.ts";
import { clockAt } from "./path-coverage.ts";
import { type PendingCalls, pendingCalls, settle } from "./pending-calls.ts";

/** Test tokens, stored sessions, a fake local storage and a session actor wired to them. */

export const START_MS = Date.UTC(2026, 0, 1, 9, 0, 0);
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

function base64Url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

/** An unsigned JWT expiring at `expiresAtMs`: the portal only reads tokens. */
export function token(expiresAtMs: number, subject = "staff", kind = "access"): string {
  const header = base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64Url(
    JSON.stringify({ sub: subject, typ: kind, exp: Math.floor(expiresAtMs / 1000) }),
  );
  return `${header}.${payload}.signature`;
}

/**
 * Token pairs. "Valid" ones expire far in the future, so that replayed paths which move the
 * clock by long refresh delays still find them valid, as the model (explored at START_MS) does.
 */
const FAR = START_MS + 1000 * DAY_MS;
const FARTHER = START_MS + 10_000 * DAY_MS;
export const PAIRS = {
  staff: { access: token(FAR, "staff"), refresh: token(FARTHER, "staff", "refresh") },
  staffRotated: {
    access: token(FAR + 1000, "staff"),
    refresh: token(FARTHER + 1000, "staff", "refresh"),
  },
  signedIn: { access: token(FAR + 2000, "ada"), refresh: token(FARTHER + 2000, "ada", "refresh") },
  refreshed: {
    access: token(FAR + 3000, "staff"),
    refresh: token(FARTHER + 3000, "staff", "refresh"),
  },
  customer: {
    access: token(FAR + 4000, "customer"),
    refresh: token(FARTHER + 4000, "customer", "refresh"),
  },
} as const;

export function stored(values: Partial<StoredSession> = {}): StoredSession {
  return {
    access: null,
    refresh: null,
    originalAccess: null,
    originalRefresh: null,
    impersonatingFlag: null,
    ...values,
  };
}

export const STORED = {
  empty: stored(),
  staff: stored(PAIRS.staff),
  staffRotated: stored(PAIRS.staffRotated),
  impersonating: stored({
    ...PAIRS.customer,
    originalAccess: PAIRS.staff.access,
    originalRefresh: PAIRS.staff.refresh,
    impersonatingFlag: IMPERSONATING_FLAG_VALUE,
  }),
  /** An impersonation whose token is inside its last five minutes. */
  impersonatingDueForRefresh: stored({
    access: token(START_MS + 2 * MINUTE_MS, "customer"),
    refresh: PAIRS.customer.refresh,
    originalAccess: PAIRS.staff.access,
    originalRefresh: PAIRS.staff.refresh,
    impersonatingFlag: IMPERSONATING_FLAG_VALUE,
  }),
  /** Valid, but inside the last five minutes: refreshed at once. */
  dueForRefresh: stored({ access: token(START_MS + 2 * MINUTE_MS), refresh: PAIRS.staff.refresh }),
  expired: stored({ access: token(START_MS - 60 * MINUTE_MS), refresh: PAIRS.staff.refresh }),
  unreadable: stored({ access: "not-a-token", refresh: PAIRS.staff.refresh }),
  accessOnly: stored({ access: PAIRS.staff.access }),
} as const;

export const USER: UserInfo = {
  id: "42",
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.test",
  company_name: "Analytical Engines Ltd",
  default_currency: { id: "1" },
  permissions: ["view_billing_module"],
};

/** /me of a user whose company requires an authenticator they have not set up (issue 44). */
export const USER_MUST_ENROL: MeResponse = { ...USER, two_factor_enrolment_required: true };

export const CAPTCHA = {
  captcha_id: "c-1",
  image: "data:image/png;base64,AAAA",
  expires_at: "2026-01-01T09:05:00Z",
};

/** Local storage as a map, holding the consent choice as well as the session keys. */
export type FakeStorage = Map<string, string>;

export function fakeStorage(session: StoredSession): FakeStorage {
  const storage: FakeStorage = new Map([[CONSENT_STORAGE_KEY, "true"]]);
  writeSession(storage, session);
  return storage;
}

const SESSION_KEYS = [
  [STORAGE_KEYS.accessToken, "access"],
  [STORAGE_KEYS.refreshToken, "refresh"],
  [STORAGE_KEYS.originalAccessToken, "originalAccess"],
  [STORAGE_KEYS.originalRefreshToken, "originalRefresh"],
  [STORAGE_KEYS.isImpersonating, "impersonatingFlag"],
] as const;

/** What another tab does: the session keys as it left them. */
export function writeSession(storage: FakeStorage, session: StoredSession): void {
  for (const [key, field] of SESSION_KEYS) {
    const value = session[field];
    if (value === null || value === undefined) storage.delete(key);
    else storage.set(key, value);
  }
}

export function readSession(storage: FakeStorage): StoredSession {
  return storedSessionFrom((key) => storage.get(key) ?? null);
}

function copy(storage: FakeStorage, from: string, to: string): void {
  const value = storage.get(from);
  if (value === undefined) storage.delete(to);
  else storage.set(to, value);
}

export type Effect =
  | { readonly type: "navigate"; readonly to: Navigation }
  | { readonly type: "notify"; readonly toast: Toast }
  | { readonly type: "clearSession" }
  | { readonly type: "clearCachedData" };

/** The side-effect actions over a fake storage, with a log of the visible ones. */
export function storageActions(storage: FakeStorage, effects: Effect[]) {
  return {
    persistTokens: (_: unknown, pair: { readonly access: string; readonly refresh: string }) => {
      storage.set(STORAGE_KEYS.accessToken, pair.access);
      storage.set(STORAGE_KEYS.refreshToken, pair.refresh);
    },
    saveOriginals: () => {
      copy(storage, STORAGE_KEYS.accessToken, STORAGE_KEYS.originalAccessToken);
      copy(storage, STORAGE_KEYS.refreshToken, STORAGE_KEYS.originalRefreshToken);
      storage.set(STORAGE_KEYS.isImpersonating, IMPERSONATING_FLAG_VALUE);
    },
    restoreOriginals: () => {
      // As the session store: originals another tab already put back are not there to copy.
      if (storage.has(STORAGE_KEYS.originalAccessToken)) {
        copy(storage, STORAGE_KEYS.originalAccessToken, STORAGE_KEYS.accessToken);
        copy(storage, STORAGE_KEYS.originalRefreshToken, STORAGE_KEYS.refreshToken);
      }
      storage.delete(STORAGE_KEYS.originalAccessToken);
      storage.delete(STORAGE_KEYS.originalRefreshToken);
      storage.delete(STORAGE_KEYS.isImpersonating);
    },
    clearSession: () => {
      for (const key of [...storage.keys()]) {
        if (!KEYS_KEPT_ON_SIGN_OUT.includes(key)) storage.delete(key);
      }
      effects.push({ type: "clearSession" });
    },
    clearCachedData: () => {
      effects.push({ type: "clearCachedData" });
    },
    navigate: (_: unknown, to: Navigation) => {
      effects.push({ type: "navigate", to });
    },
    notify: (_: unknown, toast: Toast) => {
      effects.push({ type: "notify", toast });
    },
  };
}

export interface SessionTestBed {
  readonly machine: typeof sessionMachine;
  readonly input: SessionInput;
  readonly clock: SimulatedClock;
  readonly calls: PendingCalls;
  readonly storage: FakeStorage;
  readonly effects: Effect[];
}

/** The session machine over stub actors, a fake storage holding `session`, and a clock. */
export function sessionTestBed(
  session: StoredSession,
  options: { readonly returnPath?: string } = {},
): SessionTestBed {
  const calls = pendingCalls();
  const storage = fakeStorage(session);
  const effects: Effect[] = [];
  const clock = clockAt(START_MS);
  const machine = sessionMachine.provide({
    actors: {
      signIn: calls.stub(),
      loadCaptcha: calls.stub(),
      fetchUserInfo: calls.stub(),
      refreshTokens: calls.stub(),
      postLogout: calls.stub(),
      startImpersonation: calls.stub(),
      exitImpersonation: calls.stub(),
    },
    actions: storageActions(storage, effects),
  });
  const input: SessionInput = { stored: session, clock, returnPath: options.returnPath };
  return { machine, input, clock, calls, storage, effects };
}

/** Starts a session actor on a test bed and lets its first calls go out. */
export async function startSession(session: StoredSession, options?: { returnPath?: string }) {
  const bed = sessionTestBed(session, options);
  const actor = createActor(bed.machine, { input: bed.input, clock: bed.clock }).start();
  await settle();
  return { ...bed, actor };
}
