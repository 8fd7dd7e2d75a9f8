import type { TokenPair } from "../../core/api/auth/tokens.ts";

/**
 * The last token rotation of this browser: which refresh token was sent and the pair the
 * server answered with. It exists because local storage is not enough between tabs: Chromium
 * hands a write in one tab to the others asynchronously, so a tab that takes the refresh lock
 * the moment another releases it can still read the old token and send it again. IndexedDB is
 * read through the browser process, so a transaction that completed before the lock was
 * released is seen by the next holder.
 *
 * Only an entry for exactly the refresh token a tab is about to send is ever used, and only for
 * a short while: after a sign-out or a later rotation it can match nothing.
 */
export interface RotationLog {
  /** The pair a refresh with `sent` produced a moment ago, if one did. */
  find(sent: string): Promise<TokenPair | undefined>;
  /** Records that `sent` was exchanged for `pair`; resolves once other tabs can read it. */
  record(sent: string, pair: TokenPair): Promise<void>;
}

const DATABASE = "conduit-session";
const STORE = "rotations";
const KEY = "last";
/** Longer than the server's grace for the previous token: an older entry is never needed. */
export const ROTATION_MEMORY_MS = 60_000;

interface Rotation {
  readonly sent: string;
  readonly pair: TokenPair;
  readonly at: number;
}

const isRotation = (value: unknown): value is Rotation =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Rotation).sent === "string" &&
  typeof (value as Rotation).at === "number" &&
  typeof (value as Rotation).pair?.access === "string" &&
  typeof (value as Rotation).pair?.refresh === "string";

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The log in the browser's IndexedDB; `now` is injectable for tests. */
export function indexedDbRotationLog(
  factory: IDBFactory,
  now: () => number = Date.now,
): RotationLog {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opened;
  };
  return {
    async find(sent) {
      const db = await database();
      const value: unknown = await settled(db.transaction(STORE).objectStore(STORE).get(KEY));
      if (!isRotation(value) || value.sent !== sent) return undefined;
      return now() - value.at <= ROTATION_MEMORY_MS ? value.pair : undefined;
    },
    async record(sent, pair) {
      const db = await database();
      const transaction = db.transaction(STORE, "readwrite");
      transaction.objectStore(STORE).put({ sent, pair, at: now() } satisfies Rotation, KEY);
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
    },
  };
}

/** The browser's log, or none where IndexedDB is missing (old browsers, tests, private modes). */
export function browserRotationLog(): RotationLog | undefined {
  return typeof indexedDB === "undefined" ? undefined : indexedDbRotationLog(indexedDB);
}
