import { readdir, readFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/src/db/connect.ts";
import type { Database } from "../../server/src/db/database.ts";
import { supportAttachments, supportTickets } from "../../server/src/db/schema.ts";
import { type Answer, call, fileForm, signIn } from "./harness/api-client.ts";
import { scratchFolder, seededPgliteFolder } from "./harness/databases.ts";
import { type RunningServer, startServerProcess } from "./harness/server-processes.ts";

/**
 * The server killed with SIGKILL while a ticket with an upload is being created (a file still
 * streaming in, ticket creations in flight): after a restart on the same embedded database and
 * upload folder, every ticket that answered 201 is there with its file, no ticket exists
 * without its attachment, and no file is left that no row refers to.
 */
const TEMP_UPLOAD = "/support/servicedesk/1/add-temp-attachment";
const SUMMARY = "Crash test";

let folder: string;
let env: Record<string, string>;
let server: RunningServer | undefined;

beforeAll(async () => {
  folder = await scratchFolder("crash");
  env = {
    DATABASE_URL: await seededPgliteFolder(folder),
    CONDUIT_UPLOAD_DIR: join(folder, "uploads"),
  };
});
afterAll(async () => {
  await server?.kill();
});

async function billingType(origin: string, token: string): Promise<string> {
  const types = await call(origin, "GET", "/support/ticket-types?limit=100", { token });
  const type = types.body.results.find(
    (each: { name: string }) => each.name === "Billing question",
  );
  if (!type) throw new Error(`no billing request type: ${JSON.stringify(types.body)}`);
  return type.id;
}

async function tempUpload(origin: string, token: string, name: string, content: string) {
  const answer = await call(origin, "POST", TEMP_UPLOAD, {
    token,
    form: fileForm("file", name, content),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

/**
 * A multipart upload that sends its first 256 KiB and then nothing: the file is half in the
 * server's `.incoming/` folder when the process dies. Answers when that file exists.
 */
async function uploadLeftHanging(origin: string, token: string, uploads: string) {
  const boundary = "----conduit-crash-boundary";
  const url = new URL(`${origin}/v2${TEMP_UPLOAD}`);
  const req = request({
    hostname: url.hostname,
    port: url.port,
    path: url.pathname,
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(4 * 1024 * 1024),
    },
  });
  req.on("error", () => undefined); // the server is about to die
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="capture.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  req.write("x".repeat(256 * 1024));
  for (;;) {
    const parts = await readdir(join(uploads, ".incoming")).catch(() => []);
    if (parts.some((name) => name.endsWith(".part"))) return req;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function storedFiles(uploads: string): Promise<string[]> {
  const keys: string[] = [];
  for (const shard of await readdir(uploads)) {
    if (!/^[0-9a-f]{2}$/.test(shard)) continue;
    keys.push(...(await readdir(join(uploads, shard))));
  }
  return keys.sort();
}

describe("SIGKILL while a ticket with an upload is being created", () => {
  it("leaves no half-created ticket and no orphan file, and keeps every committed write", async () => {
    const uploads = env.CONDUIT_UPLOAD_DIR as string;
    server = await startServerProcess(env);
    const { access } = await signIn(server.origin, "admin@acme.test");
    const type = await billingType(server.origin, access);

    // Committed before the crash: a ticket with its file.
    const before = await call(server.origin, "POST", "/support/request", {
      token: access,
      json: {
        request_type: type,
        summary: `${SUMMARY} committed`,
        description: "Written before the crash.",
        attachments: [await tempUpload(server.origin, access, "before.txt", "committed bytes")],
      },
    });
    expect(before.status, JSON.stringify(before.body)).toBe(201);

    // In flight when the process dies: uploads ready, creations racing the kill.
    const ready = [];
    for (let index = 0; index < 6; index++) {
      ready.push(await tempUpload(server.origin, access, `burst-${index}.txt`, `burst ${index}`));
    }
    const hanging = await uploadLeftHanging(server.origin, access, uploads);
    const origin = server.origin;
    const answered: string[] = [];
    let first: () => void = () => undefined;
    const firstAnswer = new Promise<void>((resolve) => {
      first = resolve;
    });
    const burst = ready.map((id, index) =>
      call(origin, "POST", "/support/request", {
        token: access,
        json: {
          request_type: type,
          summary: `${SUMMARY} burst ${index}`,
          description: "Created while the server is killed.",
          attachments: [id],
        },
      })
        .then((answer: Answer) => {
          if (answer.status === 201) answered.push(answer.body.id);
          first();
        })
        .catch(() => first()),
    );
    await firstAnswer;
    await server.kill();
    hanging.destroy();
    await Promise.all(burst);

    // Restarted on the same folders: committed writes are all there.
    server = await startServerProcess(env);
    const again = await signIn(server.origin, "admin@acme.test");
    for (const key of [before.body.id, ...answered]) {
      const ticket = await call(server.origin, "GET", `/support/tickets/${key}`, {
        token: again.access,
      });
      expect(ticket.status, `${key} answered 201 before the crash`).toBe(200);
      expect(ticket.body.attachments).toHaveLength(1);
      const file = ticket.body.attachments[0];
      const download = await call(
        server.origin,
        "GET",
        `/support/tickets/${key}/attachments/${file.id}`,
        { token: again.access },
      );
      expect(download.status).toBe(200);
    }
    await server.kill();
    server = undefined;

    // The database and the folder agree: no ticket without its file, no file without a row.
    const database: Database = await openDatabase(env.DATABASE_URL);
    try {
      const tickets = await database.db
        .select({ id: supportTickets.id, summary: supportTickets.summary })
        .from(supportTickets)
        .where(like(supportTickets.summary, `${SUMMARY}%`));
      expect(tickets.length).toBeGreaterThanOrEqual(1 + answered.length);
      for (const ticket of tickets) {
        const files = await database.db
          .select()
          .from(supportAttachments)
          .where(eq(supportAttachments.ticketId, ticket.id));
        expect(files, `${ticket.summary} has its attachment`).toHaveLength(1);
      }
      const rows = await database.db
        .select({ key: supportAttachments.storageKey })
        .from(supportAttachments);
      const onDisk = await storedFiles(uploads);
      expect(onDisk).toEqual(rows.map((row) => row.key).sort());
      const committed = await readFile(
        join(uploads, (onDisk[0] ?? "").slice(0, 2), onDisk[0] ?? ""),
      ).catch(() => null);
      expect(committed).not.toBeNull();
      const halfReceived = await readdir(join(uploads, ".incoming")).catch(() => []);
      expect(halfReceived).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
