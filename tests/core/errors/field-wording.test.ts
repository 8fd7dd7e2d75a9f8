import { describe, expect, it } from "vitest";
import { customerWording, fieldErrors } from "../../../src/core/errors/index.ts";

describe("field messages in the customer's words", () => {
  it("rewords DRF's stock messages and leaves every other message as the server wrote it", () => {
    expect(customerWording("This field may not be blank.")).toBe("Please fill in this field.");
    expect(customerWording("This field is required.")).toBe("Please fill in this field.");
    expect(customerWording("Ensure this field has no more than 255 characters.")).toBe(
      "Ensure this field has no more than 255 characters.",
    );
    expect(customerWording("constructor")).toBe("constructor");
  });

  it("applies to the messages fieldErrors reads from a 400 body", () => {
    expect(
      fieldErrors({
        summary: ["This field may not be blank."],
        a_end: { vlan: ["A valid integer is required."] },
        detail: "This field may not be blank.",
      }),
    ).toEqual({
      summary: ["Please fill in this field."],
      "a_end.vlan": ["Please enter a whole number."],
    });
  });
});
