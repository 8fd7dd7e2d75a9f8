import { readdir, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { HOUR_MS } from "../../../src/core/durations.ts";
import type { ServerContext } from "../context.ts";
import { supportAttachments } from "../db/schema.ts";
import { isStorageKey, LocalFolderStorage } from "./local-folder-storage.ts";
import { S3Storage } from "./s3-storage.ts";

/**
 * Files a crash leaves behind: a half-received upload in `.incoming/` (the process died while
 * the bytes flowed) and a complete file whose database row was never committed (it died
 * between the two). Neither is reachable, so both are deleted: at start-up, before any request,
 * and then every hour. Every table that records storage keys is listed in `referencedKeys`.
 */
const SWEEP_EVERY_MS = HOUR_MS;
/**
 * Another server on the same PostgreSQL and upload folder may be receiving a file right now:
 * only files untouched this long are another process's leftovers. The embedded database has
 * one process, so at its start-up everything unreferenced is a leftover.
 */
const SHARED_GRACE_MS = 10 * 60 * 1000;
const BATCH = 500;

async function referencedKeys(ctx: ServerContext, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += BATCH) {
    const rows = await ctx.db
      .select({ key: supportAttachments.storageKey })
      .from(supportAttachments)
      .where(inArray(supportAttachments.storageKey, keys.slice(start, start + BATCH)));
    for (const row of rows) found.add(row.key);
  }
  return found;
}

async function olderThan(path: string, cutoff: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs < cutoff;
  } catch {
    return false;
  }
}

const entriesOf = (folder: string) => readdir(folder).catch(() => [] as string[]);

/** Deletes the leftovers untouched since `cutoff`; answers how many files went. */
export async function sweepOrphanFiles(
  ctx: ServerContext,
  storage: LocalFolderStorage,
  cutoff: number,
): Promise<number> {
  let removed = 0;
  const incoming = join(storage.folder, ".incoming");
  for (const name of await entriesOf(incoming)) {
    const path = join(incoming, name);
    if (name.endsWith(".part") && (await olderThan(path, cutoff))) {
      await unlink(path).catch(() => undefined);
      removed += 1;
    }
  }
  const stored = new Map<string, string>();
  for (const shard of await entriesOf(storage.folder)) {
    if (!/^[0-9a-f]{2}$/.test(shard)) continue;
    for (const key of await entriesOf(join(storage.folder, shard))) {
      if (isStorageKey(key)) stored.set(key, join(storage.folder, shard, key));
    }
  }
  const known = await referencedKeys(ctx, [...stored.keys()]);
  for (const [key, path] of stored) {
    if (!known.has(key) && (await olderThan(path, cutoff))) {
      // Removed through the storage, which only ever turns its own key shapes into paths.
      await storage.remove(key);
      removed += 1;
    }
  }
  return removed;
}

/**
 * The object store's leftovers: objects no row refers to, written before `cutoff` (a crash
 * between the upload and its row's commit). A multipart upload cut by a crash is no object:
 * the bucket's lifecycle rule aborts it (docs/deployment.md). Answers how many objects went.
 */
export async function sweepOrphanObjects(
  ctx: ServerContext,
  storage: S3Storage,
  cutoff: number,
): Promise<number> {
  let removed = 0;
  for await (const keys of storage.keysWrittenBefore(cutoff)) {
    const known = await referencedKeys(ctx, keys);
    for (const key of keys) {
      if (known.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Sweeps once before the server listens, then every hour until it closes. On a shared
 * PostgreSQL the start-up sweep spares files touched within the grace, so a crash just
 * before this restart would leave its partial file for the hour: one more sweep runs when
 * the grace has passed since start-up, and takes what was already untouched at start.
 */
export async function keepUploadsTidy(
  app: FastifyInstance,
  ctx: ServerContext,
  embedded: boolean,
): Promise<void> {
  const storage = ctx.storage;
  let sweepBefore: (cutoff: number) => Promise<number>;
  if (storage instanceof LocalFolderStorage) {
    sweepBefore = (cutoff) => sweepOrphanFiles(ctx, storage, cutoff);
  } else if (storage instanceof S3Storage) {
    sweepBefore = (cutoff) => sweepOrphanObjects(ctx, storage, cutoff);
  } else {
    return;
  }
  const grace = () => (embedded ? 0 : SHARED_GRACE_MS);
  // A store that does not answer now must not keep the server from starting: the hourly
  // sweep tries again, and /v2/ready says what is wrong meanwhile.
  const removed = await sweepBefore(Date.now() - grace()).catch((error: unknown) => {
    app.log.error({ err: error }, "orphan upload sweep failed");
    return 0;
  });
  if (removed > 0) app.log.warn({ removed }, "removed files left behind by an interrupted upload");
  const sweep = () => {
    sweepBefore(Date.now() - SHARED_GRACE_MS)
      .then((count) => {
        if (count > 0)
          app.log.warn({ removed: count }, "removed files left by an interrupted upload");
      })
      .catch((error: unknown) => app.log.error({ err: error }, "orphan upload sweep failed"));
  };
  const afterGrace = embedded ? null : setTimeout(sweep, SHARED_GRACE_MS);
  afterGrace?.unref();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    if (afterGrace) clearTimeout(afterGrace);
    clearInterval(timer);
  });
}
