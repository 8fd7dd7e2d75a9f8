import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ActivityPage,
  TICKET_LIST,
  TicketComment,
  TicketCommentList,
  TicketDetail,
  TicketTransitionList,
} from "../../../src/core/api/support/index.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "./support-desk-kit.ts";

let server: TestServer;
const { read, get, post } = supportCalls(() => server);
const ADMIN = "admin@acme.test";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ticketIn = async (status: string, index = 0) => {
  const page = await read(TICKET_LIST.response, ADMIN, `/support/tickets?status=${status}`);
  const ticket = page.results[index];
  if (!ticket) throw new Error(`no ${status} ticket`);
  return ticket.id;
};
const transitions = (key: string, email = ADMIN) =>
  read(TicketTransitionList, email, `/support/tickets/${key}/transitions`);
const stepNamed = async (key: string, name: string) => {
  const step = (await transitions(key)).results.find((item) => item.name === name);
  if (!step) throw new Error(`no step ${name} on ${key}`);
  return step.id;
};
const feed = (key: string, query = "") =>
  read(ActivityPage, ADMIN, `/support/tickets/${key}/activity${query}`);

describe("transitions", () => {
  it("offers the customer's steps from each status", async () => {
    const names = async (status: string) =>
      (await transitions(await ticketIn(status))).results.map((step) => [
        step.name,
        step.to_status,
      ]);
    expect(await names("open")).toEqual([["Mark as resolved", "resolved"]]);
    expect(await names("in_progress")).toEqual([["Mark as resolved", "resolved"]]);
    expect(await names("waiting_for_customer")).toEqual([
      ["Respond", "in_progress"],
      ["Mark as resolved", "resolved"],
    ]);
    expect(await names("resolved")).toEqual([
      ["Reopen", "open"],
      ["Close", "closed"],
    ]);
    expect(await names("closed")).toEqual([]);
  });

  it("offers none to a caller who may only read", async () => {
    const key = await ticketIn("open");
    expect((await transitions(key, "viewer@acme.test")).results).toEqual([]);
  });

  it("takes a step with a comment and records both in the feed", async () => {
    const key = await ticketIn("waiting_for_customer");
    const response = await post(ADMIN, `/support/tickets/${key}/transitions`, {
      transition: await stepNamed(key, "Respond"),
      comment: "Transceiver: 10GBASE-LR, receive level -3.2 dBm.",
    });
    expect(response.statusCode).toBe(200);
    expect(expectValid(TicketDetail, response.json()).status).toBe("in_progress");
    const [change, comment] = (await feed(key)).results;
    expect(change).toMatchObject({
      kind: "status_change",
      from_status: "waiting_for_customer",
      to_status: "in_progress",
      transition: "Respond",
      author: { name: "Alice Anders", is_agent: false },
    });
    expect(comment).toMatchObject({
      kind: "comment",
      comment: { body: "Transceiver: 10GBASE-LR, receive level -3.2 dBm." },
    });
  });

  it("resolves, reopens and closes, then offers nothing more", async () => {
    const key = await ticketIn("open");
    for (const [name, status] of [
      ["Mark as resolved", "resolved"],
      ["Reopen", "open"],
      ["Mark as resolved", "resolved"],
      ["Close", "closed"],
    ] as const) {
      const response = await post(ADMIN, `/support/tickets/${key}/transitions`, {
        transition: await stepNamed(key, name),
      });
      expect(response.json()).toMatchObject({ status });
    }
    expect((await transitions(key)).count).toBe(0);
  });

  it("refuses unknown steps with 400 and steps from another status with 409", async () => {
    const key = await ticketIn("open");
    const reopen = await stepNamed(await ticketIn("resolved"), "Reopen");
    const wrongState = await post(ADMIN, `/support/tickets/${key}/transitions`, {
      transition: reopen,
    });
    expect(wrongState.statusCode).toBe(409);
    for (const transition of ["999", "abc", "7"]) {
      // 7 is the desk's own "Start progress": not a customer's step.
      const response = await post(ADMIN, `/support/tickets/${key}/transitions`, { transition });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty("transition");
    }
    expect((await read(TicketDetail, ADMIN, `/support/tickets/${key}`)).status).toBe("open");
  });
});

describe("comments", () => {
  it("lists public comments oldest first, from customers and agents", async () => {
    const key = await ticketIn("closed", 2);
    const page = await read(TicketCommentList, ADMIN, `/support/tickets/${key}/comments`);
    expect(page.count).toBeGreaterThan(0);
    const times = page.results.map((comment) => Date.parse(comment.created));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const first = page.results[0];
    if (!first) throw new Error("no comment");
    const one = await read(TicketComment, ADMIN, `/support/tickets/${key}/comments/${first.id}`);
    expect(one).toEqual(first);
  });

  it("adds a comment in JSON and answers 404 for comments of other tickets", async () => {
    const key = await ticketIn("in_progress");
    const response = await post(ADMIN, `/support/tickets/${key}/comments`, {
      body: "  Any update? ",
    });
    expect(response.statusCode).toBe(201);
    const comment = expectValid(TicketComment, response.json());
    expect(comment).toMatchObject({
      body: "Any update?",
      author: { name: "Alice Anders", is_agent: false },
    });
    const other = await ticketIn("open");
    expect((await get(ADMIN, `/support/tickets/${other}/comments/${comment.id}`)).statusCode).toBe(
      404,
    );
    expect((await get(ADMIN, `/support/tickets/${key}/comments/x`)).statusCode).toBe(404);
    expect((await post(ADMIN, `/support/tickets/${key}/comments`, { body: "" })).statusCode).toBe(
      400,
    );
    const detail = await read(TicketDetail, ADMIN, `/support/tickets/${key}`);
    expect(detail.updated).toBe(comment.created);
  });
});

describe("activity", () => {
  it("pages by the next link, 10 entries from offset 0 by default", async () => {
    const key = await ticketIn("open");
    for (let index = 0; index < 12; index++) {
      await post(ADMIN, `/support/tickets/${key}/comments`, { body: `Update ${index + 1}` });
    }
    const first = await feed(key);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`/v2/support/tickets/${key}/activity?offset=10&limit=10`);
    const seen = [...first.results];
    let next = first.next;
    while (next !== null) {
      const page = await read(ActivityPage, ADMIN, next.replace(/^\/v2/, ""));
      seen.push(...page.results);
      next = page.next;
    }
    expect(seen).toHaveLength(first.count);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(first.count);
    const times = seen.map((entry) => Date.parse(entry.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const latest = seen[0];
    expect(latest?.kind === "comment" && latest.comment.body).toBe("Update 12");
  });

  it("shows the desk's steps with their author and transition name", async () => {
    const found = await read(
      TICKET_LIST.response,
      ADMIN,
      "/support/tickets?text=no%20BGP,%20no%20light",
    );
    const key = found.results[0]?.id ?? "";
    const page = await feed(key, "?limit=50");
    expect(page.results.map((entry) => entry.kind)).toEqual([
      "status_change",
      "status_change",
      "comment",
      "comment",
      "status_change",
    ]);
    const changes = page.results.filter((entry) => entry.kind === "status_change");
    expect(changes.length).toBeGreaterThan(0);
    expect(changes[0]).toMatchObject({
      to_status: "closed",
      transition: "Close",
      author: { name: "Nadia Novak", is_agent: false },
    });
    expect(changes[1]).toMatchObject({
      to_status: "resolved",
      author: { id: null, name: "Conduit NOC", is_agent: true },
    });
  });
});
