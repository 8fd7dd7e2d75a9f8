import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { UserDetailsRequest } from "../../../src/core/api/users/user-details.ts";
import { UserDetailsForm } from "../../../src/ui/features/account/shared/user-details-form.tsx";
import { idleMutation } from "../harness/fake-adapters.tsx";

const idle = idleMutation<UserDetailsRequest, unknown>();
const saved = { firstname: "Victor", lastname: "Vale", phone: null };

const autofillOf = (label: string) => screen.getByLabelText(label).getAttribute("autocomplete");

afterEach(cleanup);

describe("the user details form's autofill", () => {
  it("lets the browser offer the user's own stored name and phone on their profile", () => {
    render(<UserDetailsForm label="Your details" whose="own" saved={saved} save={idle} />);
    expect(autofillOf("First name")).toBe("given-name");
    expect(autofillOf("Last name")).toBe("family-name");
    expect(autofillOf("Phone (optional)")).toBe("tel");
  });

  it("offers nothing on another user's details, where it would offer the administrator's own", () => {
    render(<UserDetailsForm label="Details" whose="another user's" saved={saved} save={idle} />);
    expect(autofillOf("First name")).toBe("off");
    expect(autofillOf("Last name")).toBe("off");
    expect(autofillOf("Phone (optional)")).toBe("off");
  });
});
