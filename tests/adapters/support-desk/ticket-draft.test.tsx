import { Schema } from "effect";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { progressPerFile } from "../../../src/adapters/files/attachment-entries.ts";
import { createTicketRequest } from "../../../src/adapters/resources/support/create-ticket.ts";
import { createDraftStore } from "../../../src/adapters/resources/support/draft-store.ts";
import {
  EMPTY_TICKET_DRAFT,
  TICKET_DRAFT_PREFIX,
  TicketDraft,
  usableDraft,
} from "../../../src/adapters/resources/support/ticket-draft.ts";
import { createSessionStore } from "../../../src/adapters/storage/index.ts";
import type { RequestTemplate } from "../../../src/core/api/support/index.ts";

const Note = Schema.Struct({ text: Schema.String });

beforeEach(() => localStorage.clear());

describe("the draft store", () => {
  it("keeps one draft per user and hands back the same object while nothing changed", () => {
    const drafts = createDraftStore({ prefix: "test-draft", schema: Note });
    expect(drafts.read("7")).toBeNull();
    drafts.write("7", { text: "Port LON-01 flaps" });
    drafts.write("8", { text: "someone else's" });
    const first = drafts.read("7");
    expect(first).toEqual({ text: "Port LON-01 flaps" });
    expect(drafts.read("7")).toBe(first);
    expect(drafts.read("8")).toEqual({ text: "someone else's" });
    drafts.clear("7");
    expect(drafts.read("7")).toBeNull();
    expect(drafts.read("8")).not.toBeNull();
  });

  it("keeps the draft in the tab's memory when storage refuses writes, so the form follows typing", () => {
    const refusing: Storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
      removeItem: () => undefined,
      key: () => null,
      length: 0,
      clear: () => undefined,
    };
    const drafts = createDraftStore({ prefix: "test-draft", schema: Note, storage: refusing });
    drafts.write("7", { text: "Port LON-01 flaps" });
    expect(drafts.read("7")).toEqual({ text: "Port LON-01 flaps" });
    drafts.write("7", { text: "Port LON-01 flaps again" });
    expect(drafts.read("7")).toEqual({ text: "Port LON-01 flaps again" });
    expect(drafts.read("8")).toBeNull();
    drafts.clear("7");
    expect(drafts.read("7")).toBeNull();
  });

  it("reads a damaged or outdated draft as none", () => {
    const drafts = createDraftStore({ prefix: "test-draft", schema: Note });
    localStorage.setItem("test-draft:7", "{not json");
    expect(drafts.read("7")).toBeNull();
    localStorage.setItem("test-draft:7", JSON.stringify({ text: 42 }));
    expect(drafts.read("7")).toBeNull();
  });

  it("tells its listeners about writes here and about its keys changed in other tabs", () => {
    const drafts = createDraftStore({ prefix: "test-draft", schema: Note });
    const listener = vi.fn();
    const stop = drafts.subscribe(listener);
    drafts.write("7", { text: "a" });
    drafts.clear("7");
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent("storage", { key: "test-draft:7" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "access_token" }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    drafts.write("7", { text: "b" });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("does not outlive the session: sign-out's clearing of local storage takes it", () => {
    const drafts = createDraftStore({ prefix: TICKET_DRAFT_PREFIX, schema: TicketDraft });
    drafts.write("7", { ...EMPTY_TICKET_DRAFT, summary: "Packet loss on SVC-10001" });
    localStorage.setItem("gdpr_accept", "true");
    createSessionStore(localStorage).clear();
    expect(drafts.read("7")).toBeNull();
    expect(localStorage.getItem("gdpr_accept")).toBe("true");
  });
});

describe("usableDraft", () => {
  it("leaves out temporary attachments that have expired", () => {
    const now = Date.parse("2026-11-21T12:00:00Z");
    const kept = { id: "1", name: "a.pdf", size: 10, expires: "2026-11-21T13:00:00Z" };
    const gone = { id: "2", name: "b.pdf", size: 10, expires: "2026-11-21T11:00:00Z" };
    const draft = { ...EMPTY_TICKET_DRAFT, attachments: [kept, gone] };
    expect(usableDraft(draft, now).attachments).toEqual([kept]);
    const fresh = { ...EMPTY_TICKET_DRAFT, attachments: [kept] };
    expect(usableDraft(fresh, now)).toBe(fresh);
    expect(usableDraft(null, now)).toBe(EMPTY_TICKET_DRAFT);
  });
});

describe("createTicketRequest", () => {
  const template: RequestTemplate = {
    request_type: { id: "1", name: "Technical issue", description: "", service_desk_id: "1" },
    related_service: { required: true, options: [] },
    fields: [
      {
        name: "circuit_id",
        label: "Circuit",
        kind: "text",
        required: false,
        help_text: null,
        options: [],
      },
    ],
  };

  it("sends what was chosen and typed, leaving out empty choices and other types' fields", () => {
    const draft = {
      ...EMPTY_TICKET_DRAFT,
      request_type: "1",
      summary: "Packet loss",
      description: "Since 09:00",
      service: "SVC-10001",
      fields: { circuit_id: "LON-01", vlan: "from another type" },
    };
    expect(createTicketRequest(draft, template, ["t1", "t2"])).toEqual({
      request_type: "1",
      summary: "Packet loss",
      description: "Since 09:00",
      service: "SVC-10001",
      fields: { circuit_id: "LON-01" },
      attachments: ["t1", "t2"],
    });
  });

  it("sends a known priority and a classification, and nothing for the rest", () => {
    const draft = {
      ...EMPTY_TICKET_DRAFT,
      request_type: "1",
      classification: "4",
      priority: "high",
    };
    expect(createTicketRequest(draft, undefined, [])).toEqual({
      request_type: "1",
      summary: "",
      description: "",
      classification: "4",
      priority: "high",
    });
    expect(
      createTicketRequest({ ...draft, priority: "urgent!" }, undefined, []),
    ).not.toHaveProperty("priority");
  });
});

describe("progressPerFile", () => {
  it("shares the bytes sent among the files in the order they are sent", () => {
    expect(progressPerFile([100, 300], { loaded: 0, total: 400 })).toEqual([0, 0]);
    expect(progressPerFile([100, 300], { loaded: 50, total: 400 })).toEqual([0.5, 0]);
    expect(progressPerFile([100, 300], { loaded: 250, total: 400 })).toEqual([1, 0.5]);
    expect(progressPerFile([100, 300], { loaded: 400, total: 400 })).toEqual([1, 1]);
  });

  it("spreads the form's own bytes over the files, and copes with unknown totals and empty files", () => {
    expect(progressPerFile([100, 100], { loaded: 250, total: 500 })).toEqual([1, 0]);
    expect(progressPerFile([100], { loaded: 50, total: null })).toEqual([0.5]);
    expect(progressPerFile([0, 0], { loaded: 0, total: 10 })).toEqual([1, 1]);
  });
});
