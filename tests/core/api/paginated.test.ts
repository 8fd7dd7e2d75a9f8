import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { windowOfPage } from "../../../src/core/api/page-window.ts";
import { decodePaginated, Paginated, pageWindowOfLink } from "../../../src/core/api/paginated.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const Item = Schema.Struct({ id: Schema.String });

describe("Paginated", () => {
  it("decodes a DRF page", () => {
    const page = {
      count: 3,
      next: "/v2/things?limit=2&offset=2",
      previous: null,
      results: [{ id: "1" }, { id: "2" }],
    };
    expect(expectValid(Paginated(Item), page)).toEqual(page);
  });

  it("names the failing item of a page", () => {
    const page = { count: 1, next: null, previous: null, results: [{ id: 1 }] };
    expectInvalid(Paginated(Item), page, "results[0].id");
  });

  it("refuses a negative or fractional count and a missing results list", () => {
    expectInvalid(Paginated(Item), { count: -1, next: null, previous: null, results: [] }, "count");
    expectInvalid(
      Paginated(Item),
      { count: 0.5, next: null, previous: null, results: [] },
      "count",
    );
    expectInvalid(Paginated(Item), { count: 0, next: null, previous: null }, "results");
    expectInvalid(Paginated(Item), { count: 0, previous: null, results: [] }, "next");
  });

  it("decodes through the helper with the item schema", () => {
    const result = decodePaginated(Item, { count: 0, next: null, previous: null, results: [] });
    expect(result).toEqual({
      ok: true,
      value: { count: 0, next: null, previous: null, results: [] },
    });
    expect(decodePaginated(Item, { results: "none" }).ok).toBe(false);
  });
});

describe("windowOfPage", () => {
  it("starts page 1 at offset 0 and each next page one page size further", () => {
    expect(windowOfPage(1, 25)).toEqual({ offset: 0, limit: 25 });
    expect(windowOfPage(3, 20)).toEqual({ offset: 40, limit: 20 });
  });

  it("reads back as the same window from a link", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 500 }),
        (page, size) => {
          const window = windowOfPage(page, size);
          expect(pageWindowOfLink(`/v2/x?offset=${window.offset}&limit=${window.limit}`)).toEqual(
            window,
          );
        },
      ),
    );
  });
});

describe("pageWindowOfLink", () => {
  it("reads offset and limit from absolute and root-relative links", () => {
    expect(pageWindowOfLink("https://api.example.com/v2/x?limit=10&offset=20")).toEqual({
      offset: 20,
      limit: 10,
    });
    expect(pageWindowOfLink("/v2/support/tickets/SUP-1/activity?offset=10&limit=10")).toEqual({
      offset: 10,
      limit: 10,
    });
  });

  it("starts at 0 when the link has no offset, and leaves an absent limit open", () => {
    expect(pageWindowOfLink("/v2/x?limit=5")).toEqual({ offset: 0, limit: 5 });
    expect(pageWindowOfLink("/v2/x?offset=abc")).toEqual({ offset: 0, limit: undefined });
  });

  it("gives undefined at the end of the list or for an unreadable link", () => {
    expect(pageWindowOfLink(null)).toBeUndefined();
    expect(pageWindowOfLink("http://[broken")).toBeUndefined();
  });

  it("round-trips any window written into a link", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (offset, limit) => {
        expect(pageWindowOfLink(`/v2/x?offset=${offset}&limit=${limit}`)).toEqual({
          offset,
          limit,
        });
      }),
    );
  });
});
