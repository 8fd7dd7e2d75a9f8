import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { INVITE_CODE_INVALID } from "../../src/core/api/auth/invite-acceptance.ts";
import {
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from "../../src/core/api/auth/password-rules.ts";
import { INVALID_EMAIL } from "../../src/core/api/users/contact-fields.ts";
import { RESET_LINK_SENT } from "../../src/ui/features/auth/forgot-password-page.tsx";
import { fake } from "./harness/fake-adapters.tsx";
import { renderAt } from "./render-app.tsx";

// The hooks the fakes replace, in each adapter module that defines them (FAKED_MODULES).
vi.mock("../../src/adapters/react/auth/use-session.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/resources/auth/password-reset.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/resources/auth/invite.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/resources/auth/sign-up.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/react/use-server-status.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/react/use-consent.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/resources/content/banner-alert.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);

// These pages load on demand; loading them once up front keeps each test's waits short.
beforeAll(() =>
  Promise.all([
    import("../../src/ui/features/auth/forgot-password-page.tsx"),
    import("../../src/ui/features/auth/sign-up-page.tsx"),
    import("../../src/ui/features/auth/reset-password-page.tsx"),
    import("../../src/ui/features/auth/set-password-page.tsx"),
  ]),
);
beforeEach(() => fake.resetAll());

function field(label: string | RegExp) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/** The message Ark's Field ties to a control (aria-describedby), as a screen reader reads it. */
function describedBy(control: HTMLElement): string {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("forgot password", () => {
  it("sends the address and confirms in words that reveal nothing about it", async () => {
    renderAt("/forgot-password");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "  someone@acme.test ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(fake.forgotPassword.current.submit).toHaveBeenCalledWith({
      email: "someone@acme.test",
    });
    act(() => fake.forgotPassword.set({ isSuccess: true, data: { detail: "Sent." } }));
    expect(screen.getByRole("status").textContent).toBe(RESET_LINK_SENT);
    expect(screen.getByRole("link", { name: "Back to sign in" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Conduit Portal | Check your email"));
  });

  it("shows the server's message next to the field and keeps the address", async () => {
    renderAt("/forgot-password");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    act(() => fake.forgotPassword.set({ fieldErrors: { email: [INVALID_EMAIL] } }));
    const email = field("Email");
    expect(email.value).toBe("not-an-address");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(email)).toContain(INVALID_EMAIL);
  });
});

describe("company sign-up", () => {
  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText("Company name"), "Acme Networks");
    await user.type(field("First name"), "Ada");
    await user.type(field("Last name"), "Lovelace");
    await user.type(field("Work email"), "ada@acme");
    await user.selectOptions(field("Country (optional)"), "GB");
    await user.type(field("Message (optional)"), "Ports in London");
  }

  it("sends the request with optional answers left out as not given", async () => {
    renderAt("/sign-up");
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(fake.companySignUp.current.submit).toHaveBeenCalledWith({
      company_name: "Acme Networks",
      firstname: "Ada",
      lastname: "Lovelace",
      email: "ada@acme",
      phone: null,
      country: "GB",
      message: "Ports in London",
    });
  });

  it("puts each refusal next to its field and keeps everything typed", async () => {
    renderAt("/sign-up");
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    act(() =>
      fake.companySignUp.set({
        error: null,
        fieldErrors: {
          email: ["Enter a valid email address."],
          company_name: ["A sign-up request for this company is already pending."],
        },
      }),
    );
    expect(describedBy(field("Work email"))).toContain("Enter a valid email address.");
    expect(describedBy(field("Company name"))).toContain("already pending");
    // The first field to fix gets the focus.
    expect(document.activeElement).toBe(field("Company name"));
    expect(field("First name").getAttribute("aria-invalid")).toBeNull();
    expect(field("Company name").value).toBe("Acme Networks");
    expect(field("Work email").value).toBe("ada@acme");
    expect(field("Country (optional)").value).toBe("GB");
    expect(field("Message (optional)").value).toBe("Ports in London");
  });

  it("shows a message about the whole form in an alert", async () => {
    renderAt("/sign-up");
    await screen.findByLabelText("Company name");
    act(() => fake.companySignUp.set({ error: "Too many requests. Try again later." }));
    expect(screen.getByRole("alert").textContent).toContain("Too many requests.");
  });

  it("confirms a received request", async () => {
    fake.companySignUp.set({
      isSuccess: true,
      data: { detail: "Thank you. We will contact you shortly." },
    });
    renderAt("/sign-up");
    expect(await screen.findByText("Thank you. We will contact you shortly.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("We have received your request");
    expect(screen.getByRole("link", { name: "Back to sign in" })).toBeTruthy();
  });
});

describe("reset password", () => {
  it("checks the code from the link before anything else", async () => {
    renderAt("/reset-password/abc123");
    expect(await screen.findByText("Checking your link…")).toBeTruthy();
    expect(fake.checkedCodes).toContain("abc123");
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("says when the link cannot be used and offers a new one", async () => {
    fake.resetCode.set({
      isPending: false,
      isError: true,
      error: "This link is invalid or has expired.",
    });
    renderAt("/reset-password/old");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This link is invalid or has expired.",
    );
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("applies the password rules while typing and sends only an acceptable pair", async () => {
    fake.resetCode.set({ isPending: false, isSuccess: true, data: { detail: "OK" } });
    renderAt("/reset-password/good");
    const user = userEvent.setup();
    const password = await screen.findByLabelText("New password");
    expect(describedBy(password)).toContain("Use 12 to 128 characters.");
    await user.type(password, "short");
    await user.type(field("Confirm new password"), "different");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(describedBy(field("New password"))).toContain(PASSWORD_TOO_SHORT);
    expect(describedBy(field("Confirm new password"))).toContain(PASSWORDS_DO_NOT_MATCH);
    expect(document.activeElement).toBe(field("New password"));
    expect(fake.resetPassword.current.submit).not.toHaveBeenCalled();

    await user.clear(field("New password"));
    await user.type(field("New password"), "a-long-enough-secret");
    await user.clear(field("Confirm new password"));
    await user.type(field("Confirm new password"), "a-long-enough-secret");
    expect(field("New password").getAttribute("aria-invalid")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(fake.resetPassword.current.submit).toHaveBeenCalledWith({
      code: "good",
      password: "a-long-enough-secret",
      confirm_password: "a-long-enough-secret",
    });
    act(() => fake.resetPassword.set({ isSuccess: true }));
    expect(screen.getByRole("status").textContent).toContain("Your password has been changed.");
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe(
      "/sign-in",
    );
  });

  it("shows a rule the user broke as soon as they leave the field", async () => {
    fake.resetCode.set({ isPending: false, isSuccess: true, data: { detail: "OK" } });
    renderAt("/reset-password/good");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "tiny");
    expect(describedBy(field("New password"))).not.toContain(PASSWORD_TOO_SHORT);
    await user.tab();
    expect(describedBy(field("New password"))).toContain(PASSWORD_TOO_SHORT);
  });
});

describe("set password from an invitation", () => {
  it("greets the invitee, then activates the account", async () => {
    fake.inviteGreeting.set({
      isPending: false,
      isSuccess: true,
      data: { email: "ada@acme.test", firstname: "Ada", company_name: "Acme Networks" },
    });
    renderAt("/set-password/invite-1");
    expect(await screen.findByRole("heading", { name: "Welcome, Ada" })).toBeTruthy();
    expect(screen.getByText(/You have been invited to Acme Networks/)).toBeTruthy();
    expect(fake.checkedCodes).toContain("invite-1");
    const user = userEvent.setup();
    await user.type(field("New password"), "correct horse battery");
    await user.type(field("Confirm new password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Set password and activate" }));
    expect(fake.setPassword.current.submit).toHaveBeenCalledWith({
      code: "invite-1",
      password: "correct horse battery",
      confirm_password: "correct horse battery",
    });
    act(() =>
      fake.setPassword.set({ isSuccess: true, data: { detail: "Your account is active." } }),
    );
    expect(screen.getByRole("status").textContent).toContain("Your account is active.");
    expect(screen.getByRole("link", { name: "Go to sign in" })).toBeTruthy();
  });

  it("explains an invitation that cannot be used", async () => {
    fake.inviteGreeting.set({ isPending: false, isError: true, error: INVITE_CODE_INVALID });
    renderAt("/set-password/expired");
    expect((await screen.findByRole("alert")).textContent).toContain(INVITE_CODE_INVALID);
    expect(screen.getByRole("heading", { name: "This invitation cannot be used" })).toBeTruthy();
  });
});

describe("sign-out", () => {
  it("signs out once on arrival and says so", async () => {
    renderAt("/sign-out?returnPath=%2Fbilling");
    expect(screen.getByRole("status").textContent).toContain("Signing out…");
    expect(fake.session.current.signOut).toHaveBeenCalledOnce();
    expect(fake.session.current.signOut).toHaveBeenCalledWith("/billing");
    await waitFor(() => expect(document.title).toBe("Conduit Portal | Signing out"));
  });
});
