import { describe, expect, it } from "vitest";
import {
  ActivityPage,
  ActivityPostResult,
  FollowCandidatesQuery,
  FollowerList,
  FollowRequest,
  FollowState,
  NewCommentRequest,
  TempAttachment,
  TICKET_EXPORT_COLUMNS,
  TicketCommentList,
  TicketExportStatus,
  TicketTransitionList,
  TransitionRequest,
} from "../../../../src/core/api/support/index.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

const AUTHOR = { id: "7", name: "Alice Anders", is_agent: false };
const AGENT = { id: null, name: "Priya Raman", is_agent: true };
const FILE = {
  id: "5",
  name: "mtr.txt",
  size: 2048,
  content_type: "text/plain",
  created: "2026-11-20T09:31:00Z",
};
const COMMENT = {
  id: "9",
  body: "Attached the traceroute.",
  author: AUTHOR,
  created: "2026-11-20T09:31:00Z",
  attachments: [FILE],
};
const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe("comments", () => {
  it("decode the list and a new comment", () => {
    expect(expectValid(TicketCommentList, page([COMMENT]))).toEqual(page([COMMENT]));
    expect(expectValid(NewCommentRequest, { body: " Thanks ", attachments: ["1"] })).toEqual({
      body: "Thanks",
      attachments: ["1"],
    });
    expectInvalid(NewCommentRequest, { body: "" }, "body");
  });
});

describe("activity", () => {
  const entries = [
    { id: "30", kind: "comment", created: COMMENT.created, author: AUTHOR, comment: COMMENT },
    {
      id: "29",
      kind: "status_change",
      created: "2026-11-20T09:00:00Z",
      author: AGENT,
      from_status: "open",
      to_status: "in_progress",
      transition: null,
    },
    { id: "28", kind: "attachment", created: FILE.created, author: AUTHOR, attachment: FILE },
  ];

  it("decodes each kind of entry, with the next-page link", () => {
    const first = { count: 13, next: "/v2/support/tickets/SUP-1/activity?offset=10&limit=10" };
    const feed = { ...page(entries), ...first };
    expect(expectValid(ActivityPage, feed)).toEqual(feed);
    expect(expectValid(ActivityPostResult, { entries })).toEqual({ entries });
  });

  it("refuses an entry whose kind and content disagree", () => {
    expectInvalid(ActivityPage, page([{ ...entries[0], kind: "attachment" }]), "results");
    expectInvalid(ActivityPage, page([{ ...entries[1], to_status: "gone" }]), "results");
  });
});

describe("attachments, transitions, followers and export", () => {
  it("decode a temporary attachment", () => {
    const temp = { id: "12", name: "a.pdf", size: 10, expires: "2026-11-22T09:00:00Z" };
    expect(expectValid(TempAttachment, temp)).toEqual(temp);
  });

  it("decode transitions and a transition request", () => {
    const list = page([{ id: "4", name: "Reopen", to_status: "open" }]);
    expect(expectValid(TicketTransitionList, list)).toEqual(list);
    expect(expectValid(TransitionRequest, { transition: "4", comment: "Still down" })).toEqual({
      transition: "4",
      comment: "Still down",
    });
    expectInvalid(TransitionRequest, { transition: "" }, "transition");
  });

  it("decode followers, follow requests and states", () => {
    const person = { id: "7", name: "Alice Anders", email: "admin@acme.test" };
    expect(expectValid(FollowerList, page([person]))).toEqual(page([person]));
    expect(expectValid(FollowRequest, {})).toEqual({});
    expect(expectValid(FollowRequest, { user: "8" })).toEqual({ user: "8" });
    const state = { user: person, is_following: true, followers_count: 2 };
    expect(expectValid(FollowState, state)).toEqual(state);
    expect(expectValid(FollowCandidatesQuery, { search: "ali" })).toEqual({ search: "ali" });
  });

  it("decode the export status and name the CSV columns", () => {
    const none = { status: "none", last_export_at: null, row_count: null };
    expect(expectValid(TicketExportStatus, none)).toEqual(none);
    const ready = { status: "ready", last_export_at: "2026-11-21T10:00:00Z", row_count: 42 };
    expect(expectValid(TicketExportStatus, ready)).toEqual(ready);
    expectInvalid(TicketExportStatus, { ...ready, status: "done" }, "status");
    expect(TICKET_EXPORT_COLUMNS[0]).toBe("Issue key");
  });
});
