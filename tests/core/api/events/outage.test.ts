import { describe, expect, it } from "vitest";
import {
  OUTAGE_LIST,
  OUTAGE_STATE_LABELS,
  OUTAGE_STATES,
  OutageDetail,
  rfoDocumentPath,
} from "../../../../src/core/api/events/index.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

const ongoing = {
  id: "3",
  reference: "INC-2026-0087",
  title: "Loss of service on the LON1-AMS5 route",
  state: "ongoing",
  started_at: "2026-11-20T22:14:00Z",
  resolved_at: null,
  expected_end_at: "2026-11-21T04:00:00Z",
  location: "North Sea cable segment",
  services: [{ id: "SVC-10003", name: "LON1-AMS5 EVPL 500M" }],
  created: "2026-11-20T22:20:00Z",
  updated: "2026-11-20T23:00:00Z",
};

describe("a page of outages (OUTAGE_LIST) and OutageDetail", () => {
  it("decode an ongoing outage, not yet explained", () => {
    const page = {
      count: 1,
      next: "/v2/outages?offset=1&limit=1",
      previous: null,
      results: [ongoing],
    };
    expect(expectValid(OUTAGE_LIST.response, page)).toEqual(page);
    const detail = {
      ...ongoing,
      notices: [{ at: "2026-11-20T22:20:00Z", message: "We are investigating." }],
      root_cause: null,
      resolution: null,
      rfo_documents: [],
    };
    expect(expectValid(OutageDetail, detail)).toEqual(detail);
  });

  it("decode a resolved outage with its RFO documents", () => {
    const detail = {
      ...ongoing,
      state: "resolved",
      resolved_at: "2026-11-21T03:40:00Z",
      notices: [],
      root_cause: "A fibre cut by third-party works.",
      resolution: "Traffic rerouted, then the fibre was spliced.",
      rfo_documents: [
        {
          id: "12",
          name: "RFO INC-2026-0087.pdf",
          size: 2431,
          published_at: "2026-11-23T10:00:00Z",
        },
      ],
    };
    expect(expectValid(OutageDetail, detail)).toEqual(detail);
  });

  it("name the field that is wrong", () => {
    const detail = {
      ...ongoing,
      notices: [],
      root_cause: null,
      resolution: null,
      rfo_documents: [],
    };
    expectInvalid(OutageDetail, { ...detail, state: "open" }, "state");
    expectInvalid(OutageDetail, { ...detail, reference: "MNT-2026-0001" }, "reference");
    expectInvalid(OutageDetail, { ...detail, resolved_at: "soon" }, "resolved_at");
    expectInvalid(
      OutageDetail,
      { ...detail, notices: [{ at: "2026-11-20T22:20:00Z", message: "" }] },
      "notices",
    );
    expectInvalid(
      OutageDetail,
      {
        ...detail,
        rfo_documents: [{ id: "1", name: "x.pdf", size: -1, published_at: "2026-11-23T10:00:00Z" }],
      },
      "rfo_documents",
    );
  });

  it("label every state", () => {
    for (const state of OUTAGE_STATES) expect(OUTAGE_STATE_LABELS[state]).not.toBe("");
  });
});

describe("rfoDocumentPath", () => {
  it("builds the download path, escaping what it is given", () => {
    expect(rfoDocumentPath("3", "12")).toBe("/outages/3/rfo/12");
    expect(rfoDocumentPath("a/b", "../c")).toBe("/outages/a%2Fb/rfo/..%2Fc");
  });
});
