import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type RotationLog,
  refreshAcrossTabs,
  TOKEN_REFRESH_LOCK,
} from "../../src/adapters/session/index.ts";
import {
  createConsentStore,
  createSessionStore,
  followOtherTabs,
} from "../../src/adapters/storage/index.ts";
import type { TokenPair } from "../../src/core/api/auth/tokens.ts";
import type { StoredSession } from "../../src/core/auth/index.ts";
import { FakeLocks } from "./harness/fake-locks.ts";

const STAFF = { access: "staff.access.token", refresh: "staff.refresh.token" };
const CUSTOMER = { access: "customer.access.token", refresh: "customer.refresh.token" };
const ADMIN_PAIR = { access: "admin.access.token", refresh: "admin.refresh.token" };

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe("the session store", () => {
  it("writes and reads the pair in use", () => {
    const store = createSessionStore(localStorage);
    store.writeTokens(STAFF);
    expect(localStorage.getItem("access_token")).toBe(STAFF.access);
    expect(store.read().access).toBe(STAFF.access);
    expect(store.read()).toEqual({
      access: STAFF.access,
      refresh: STAFF.refresh,
      originalAccess: null,
      originalRefresh: null,
      impersonatingFlag: null,
    });
  });

  it("keeps the staff pair aside while impersonating, and puts it back", () => {
    const store = createSessionStore(localStorage);
    store.writeTokens(STAFF);
    store.saveOriginals();
    store.writeTokens(CUSTOMER);
    expect(store.read()).toEqual({
      access: CUSTOMER.access,
      refresh: CUSTOMER.refresh,
      originalAccess: STAFF.access,
      originalRefresh: STAFF.refresh,
      impersonatingFlag: "true",
    });
    store.restoreOriginals();
    expect(store.read()).toEqual({
      access: STAFF.access,
      refresh: STAFF.refresh,
      originalAccess: null,
      originalRefresh: null,
      impersonatingFlag: null,
    });
  });

  it("leaves the staff pair in place when another tab already put it back", () => {
    // Tab 2 exits the impersonation; tab 1, still acting as the customer, gets a 401 for the
    // ended session before the storage event and gives the staff member their session back.
    const secondTab = createSessionStore(localStorage);
    const firstTab = createSessionStore(localStorage);
    secondTab.writeTokens(STAFF);
    secondTab.saveOriginals();
    secondTab.writeTokens(CUSTOMER);
    secondTab.restoreOriginals();
    firstTab.restoreOriginals();
    expect(firstTab.read()).toEqual({
      access: STAFF.access,
      refresh: STAFF.refresh,
      originalAccess: null,
      originalRefresh: null,
      impersonatingFlag: null,
    });
  });

  it("clears everything on sign-out except the consent choice", () => {
    const store = createSessionStore(localStorage);
    store.writeTokens(STAFF);
    store.saveOriginals();
    localStorage.setItem("gdpr_accept", "true");
    localStorage.setItem("some_other_key", "x");
    store.clear();
    expect(Object.keys(localStorage)).toEqual(["gdpr_accept"]);
  });

  it("reads a storage that refuses access as empty, and survives refused writes", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
      key: () => null,
      get length(): number {
        throw new Error("denied");
      },
      clear: () => undefined,
    } satisfies Storage;
    const store = createSessionStore(refusing);
    expect(store.read().access).toBeNull();
    expect(() => store.writeTokens(STAFF)).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    const consent = createConsentStore(refusing);
    expect(consent.read()).toBeNull();
    expect(() => consent.write(true)).not.toThrow();
  });
});

describe("the consent store", () => {
  it("stores the choice under gdpr_accept", () => {
    const consent = createConsentStore(localStorage);
    expect(consent.read()).toBeNull();
    consent.write(true);
    expect(localStorage.getItem("gdpr_accept")).toBe("true");
    consent.write(false);
    expect(consent.read()).toBe("false");
  });
});

function storageEvent(key: string | null, storageArea: Storage = localStorage) {
  return new StorageEvent("storage", { key, storageArea });
}

describe("following the other tabs", () => {
  it("reports one settled snapshot for a burst of writes", () => {
    vi.useFakeTimers();
    const changes: StoredSession[] = [];
    const store = createSessionStore(localStorage);
    const stop = followOtherTabs({
      target: window,
      storage: localStorage,
      read: store.read,
      onChange: (stored) => changes.push(stored),
    });
    // Another tab signs in: two keys, two events.
    store.writeTokens(CUSTOMER);
    window.dispatchEvent(storageEvent("access_token"));
    window.dispatchEvent(storageEvent("refresh_token"));
    vi.advanceTimersByTime(99);
    expect(changes).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([expect.objectContaining(CUSTOMER)]);
    stop();
  });

  it("reacts to a cleared storage, and ignores other keys and other storage areas", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const store = createSessionStore(localStorage);
    const stop = followOtherTabs({
      target: window,
      storage: localStorage,
      read: store.read,
      onChange,
    });
    window.dispatchEvent(storageEvent("gdpr_accept"));
    window.dispatchEvent(storageEvent("access_token", sessionStorage));
    vi.advanceTimersByTime(500);
    expect(onChange).not.toHaveBeenCalled();
    window.dispatchEvent(storageEvent(null));
    vi.advanceTimersByTime(500);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(storageEvent(null));
    vi.advanceTimersByTime(500);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("refreshing across tabs", () => {
  it("lets one tab refresh; a tab that waited for the lock takes the stored pair", async () => {
    const store = createSessionStore(localStorage);
    store.writeTokens(STAFF);
    const locks = new FakeLocks();
    let calls = 0;
    const refresh = async (sent: string) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { access: `new.access.${sent}`, refresh: `new.refresh.${calls}` };
    };
    // Two tabs, the same storage and locks, both due with the same refresh token.
    const firstTab = refreshAcrossTabs({ store, refresh, locks });
    const secondTab = refreshAcrossTabs({ store, refresh, locks });
    const [first, second] = await Promise.all([firstTab(STAFF.refresh), secondTab(STAFF.refresh)]);
    expect(calls).toBe(1);
    expect(second).toEqual(first);
    expect(store.read()).toMatchObject(first);
    expect(locks.granted).toEqual([TOKEN_REFRESH_LOCK, TOKEN_REFRESH_LOCK]);
  });

  it("takes the pair another tab just got when its storage is not up to date yet", async () => {
    // Local storage of this tab still shows the old pair (Chromium passes writes between
    // tabs asynchronously); the rotation log already has the other tab's answer.
    const store = createSessionStore(localStorage);
    store.writeTokens(STAFF);
    const rotations = new Map<string, TokenPair>([[STAFF.refresh, CUSTOMER]]);
    const log: RotationLog = {
      find: async (sent) => rotations.get(sent),
      record: async (sent, pair) => void rotations.set(sent, pair),
    };
    const refresh = vi.fn(async () => ADMIN_PAIR);
    const pair = await refreshAcrossTabs({ store, refresh, locks: new FakeLocks(), log })(
      STAFF.refresh,
    );
    expect(pair).toEqual(CUSTOMER);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("records its own rotation for the other tabs, and refreshes when the log fails", async () => {
    const store = createSessionStore(localStorage);
    store.writeTokens(STAFF);
    const recorded: Array<[string, TokenPair]> = [];
    const log: RotationLog = {
      find: async () => undefined,
      record: async (sent, pair) => void recorded.push([sent, pair]),
    };
    const refresh = vi.fn(async () => CUSTOMER);
    await refreshAcrossTabs({ store, refresh, locks: new FakeLocks(), log })(STAFF.refresh);
    expect(recorded).toEqual([[STAFF.refresh, CUSTOMER]]);

    store.writeTokens(STAFF);
    const broken: RotationLog = {
      find: async () => Promise.reject(new Error("IndexedDB is closed")),
      record: async () => Promise.reject(new Error("IndexedDB is closed")),
    };
    const pair = await refreshAcrossTabs({ store, refresh, log: broken })(STAFF.refresh);
    expect(pair).toEqual(CUSTOMER);
    expect(store.read()).toMatchObject(CUSTOMER);
  });

  it("refreshes when storage still holds the token it was given", async () => {
    const store = createSessionStore(localStorage);
    store.writeTokens(STAFF);
    const refresh = vi.fn(async () => CUSTOMER);
    const pair = await refreshAcrossTabs({ store, refresh, locks: new FakeLocks() })(STAFF.refresh);
    expect(pair).toEqual(CUSTOMER);
    expect(refresh).toHaveBeenCalledWith(STAFF.refresh, undefined);
    expect(store.read()).toMatchObject(CUSTOMER);
  });

  it("just calls the server where the browser has no Web Locks", async () => {
    const store = createSessionStore(localStorage);
    const refresh = vi.fn(async () => CUSTOMER);
    await refreshAcrossTabs({ store, refresh })(STAFF.refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("gives up waiting for the lock when the session no longer needs the refresh", async () => {
    const store = createSessionStore(localStorage);
    store.writeTokens(STAFF);
    const locks = new FakeLocks();
    let release = () => {};
    const holding = locks.request(
      TOKEN_REFRESH_LOCK,
      {},
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const controller = new AbortController();
    const refresh = vi.fn(async () => CUSTOMER);
    const waiting = refreshAcrossTabs({ store, refresh, locks })(STAFF.refresh, controller.signal);
    await vi.waitFor(() => expect(locks.granted).toHaveLength(1));
    controller.abort();
    release();
    await holding;
    await expect(waiting).rejects.toThrow();
    expect(refresh).not.toHaveBeenCalled();
  });
});
