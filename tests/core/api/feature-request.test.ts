import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FEATURE_DESCRIPTION_MAX_LENGTH,
  FEATURE_TITLE_MAX_LENGTH,
  FeatureRequest,
  FeatureRequestReceipt,
} from "../../../src/core/api/content/feature-request.ts";
import { decode } from "../../../src/core/api/decode.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("FeatureRequest", () => {
  it("takes a title and a description, without surrounding spaces", () => {
    expect(
      expectValid(FeatureRequest, { title: "  CSV export ", description: "\nFor our ERP.\t" }),
    ).toEqual({ title: "CSV export", description: "For our ERP." });
  });

  it("refuses blank and overlong texts, naming the field", () => {
    const blank = expectInvalid(FeatureRequest, { title: " \n ", description: "x" }, "title");
    expect(blank).toContain("may not be blank");
    const title = "t".repeat(FEATURE_TITLE_MAX_LENGTH + 1);
    expectInvalid(FeatureRequest, { title, description: "x" }, "title");
    const description = "d".repeat(FEATURE_DESCRIPTION_MAX_LENGTH + 1);
    expectInvalid(FeatureRequest, { title: "t", description }, "description");
    expectInvalid(FeatureRequest, { title: "t" }, "description");
    const nul = expectInvalid(FeatureRequest, { title: "a\u0000b", description: "x" }, "title");
    expect(nul).toContain("Null characters are not allowed.");
  });

  it("accepts exactly the texts that are not blank and fit once trimmed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: FEATURE_TITLE_MAX_LENGTH + 20 }), (title) => {
        const trimmed = title.trim();
        const fits = trimmed.length > 0 && trimmed.length <= FEATURE_TITLE_MAX_LENGTH;
        const result = decode(FeatureRequest, { title, description: "d" });
        expect(result.ok).toBe(fits);
        if (result.ok) expect(result.value.title).toBe(trimmed);
      }),
    );
  });

  it("answers with the stored id and a message", () => {
    const receipt = { id: "12", detail: "Thank you." };
    expect(expectValid(FeatureRequestReceipt, receipt)).toEqual(receipt);
    expectInvalid(FeatureRequestReceipt, { id: 12, detail: "Thank you." }, "id");
  });
});
