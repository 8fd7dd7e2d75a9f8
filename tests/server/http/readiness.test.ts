import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { startS3TestServer } from "../harness/s3-test-server.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * GET /v2/ready, the readiness probe beside the liveness of /v2/info: 200 while the database
 * answers, has every migration and the upload store takes writes; otherwise 503 naming each
 * check's result, so the balancer takes the instance out and the operator reads why.
 */
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "conduit-readiness-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const ready = (server: TestServer) => server.app.inject({ method: "GET", url: "/v2/ready" });

describe("GET /v2/ready", () => {
  it("answers 200, uncached, when database, migrations and store are fine", async () => {
    const server = await startTestServer();
    try {
      const response = await ready(server);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({
        status: "ready",
        database: "ok",
        migrations: "ok",
        storage: "ok",
      });
    } finally {
      await server.close();
    }
  });

  it("stays truthful in maintenance, while /v2/info answers the maintenance 503", async () => {
    const server = await startTestServer({ CONDUIT_MAINTENANCE: "on" });
    try {
      expect((await server.app.inject({ method: "GET", url: "/v2/info" })).statusCode).toBe(503);
      expect((await ready(server)).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("answers 503 naming the migrations when the database lacks one", async () => {
    const server = await startTestServer();
    let restore: () => Promise<unknown> = async () => undefined;
    try {
      // The database is the worker's shared copy: the row goes back before the next file.
      const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
        await server.ctx.db.execute(
          sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
        ),
      );
      if (!newest) throw new Error("no migration recorded");
      await server.ctx.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`,
      );
      restore = () =>
        server.ctx.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
        );
      const response = await ready(server);
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body).toMatchObject({
        detail: "Not ready: migrations.",
        database: "ok",
        migrations: "1 migration(s) not applied (npm run migrate)",
        storage: "ok",
      });
      await restore();
      restore = async () => undefined;
      expect((await ready(server)).statusCode).toBe(200);
      // A server error's body names its request, as the answer's header does.
      expect(body.request_id).toBe(response.headers["x-request-id"]);
    } finally {
      await restore();
      await server.close();
    }
  });

  it("answers 503 naming the store when uploads cannot be written", async () => {
    const blocker = join(folder, "a-file");
    writeFileSync(blocker, "not a folder");
    const server = await startTestServer({ CONDUIT_UPLOAD_DIR: join(blocker, "uploads") });
    try {
      const response = await ready(server);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        detail: "Not ready: storage.",
        database: "ok",
        migrations: "ok",
        storage: expect.stringMatching(/^failed: /),
      });
    } finally {
      await server.close();
    }
  });

  it("checks the object store: ready while the bucket answers, 503 naming it when it does not", async () => {
    const s3 = await startS3TestServer();
    try {
      const bucket = await s3.bucket();
      const server = await startTestServer(s3.env(bucket));
      try {
        expect((await ready(server)).json()).toMatchObject({ status: "ready", storage: "ok" });
      } finally {
        await server.close();
      }
      const lost = await startTestServer(s3.env("conduit-deleted-bucket"));
      try {
        const response = await ready(lost);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({
          detail: "Not ready: storage.",
          database: "ok",
          storage: "failed: bucket conduit-deleted-bucket: NotFound (HTTP 404)",
        });
      } finally {
        await lost.close();
      }
    } finally {
      await s3.close();
    }
  });
});
