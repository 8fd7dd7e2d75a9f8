import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * The bell's page is sent again as it was while no write could have changed it (list-route.ts
 * `reuseWhileUnwritten`, PGlite only): whatever writes, through the API or straight to the
 * database on the same connection, the very next poll shows it; each caller and each URL has
 * its own answer. On PostgreSQL nothing is reused and these hold all the more.
 */
let server: TestServer;
let viewer: string;
let viewerId: number;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  viewer = (await server.sessionFor("viewer@acme.test")).access;
  viewerId = await server.userId("viewer@acme.test");
  admin = (await server.sessionFor("admin@acme.test")).access;
});
afterAll(() => server.close());

interface Page {
  readonly count: number;
  readonly next: string | null;
  readonly results: Array<{
    readonly id: string;
    readonly message: string;
    readonly is_read: boolean;
  }>;
}

async function bell(token: string, query = "?limit=2"): Promise<Page> {
  const response = await server.call(token, { method: "GET", url: `/v2/notifications${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  return response.json();
}

describe("the bell's answer reused while nothing was written", () => {
  it("answers a repeated poll with the same body, and shows a write behind the server's back at once", async () => {
    const first = await bell(viewer);
    expect(await bell(viewer)).toEqual(first);
    await server.ctx.db.insert(notifications).values({
      userId: viewerId,
      message: "Reuse check: written behind the server's back",
      dateCreated: server.ctx.now(),
    });
    const after = await bell(viewer);
    expect(after.count).toBe(first.count + 1);
    expect(after.results[0]?.message).toBe("Reuse check: written behind the server's back");
  });

  it("shows marking read through the API on the next poll", async () => {
    const before = await bell(viewer);
    const id = before.results[0]?.id;
    expect(id).toBeDefined();
    const marked = await server.call(viewer, {
      method: "PUT",
      url: "/v2/notifications/read",
      payload: { ids: [id] },
    });
    expect(marked.statusCode).toBe(200);
    expect((await bell(viewer)).results[0]?.is_read).toBe(true);
    await server.ctx.db.delete(notifications).where(eq(notifications.userId, viewerId));
    expect((await bell(viewer)).count).toBe(0);
  });

  it("keeps each caller's and each URL's answer apart", async () => {
    const mine = await bell(admin);
    expect((await bell(viewer)).count).toBe(0);
    expect(await bell(admin)).toEqual(mine);
    const paged = await bell(admin, "?limit=1");
    expect(paged.results).toHaveLength(1);
    expect(paged.next).toBe("/v2/notifications?limit=1&offset=1");
    expect(await bell(admin, "?limit=1")).toEqual(paged);
    expect((await bell(admin, "?limit=1&is_read=true")).results.every((item) => item.is_read)).toBe(
      true,
    );
  });
});
