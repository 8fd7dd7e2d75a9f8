import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PortalProvider } from "../../src/adapters/react/portal-context.tsx";
import { INVITE_CODE_INVALID } from "../../src/core/api/auth/invite-acceptance.ts";
import { BLANK_FIELD } from "../../src/core/api/users/contact-fields.ts";
import { customerWording } from "../../src/core/errors/field-wording.ts";
import {
  ForgotPasswordPage,
  RESET_LINK_SENT,
} from "../../src/ui/features/auth/forgot-password-page.tsx";
import { ResetPasswordPage } from "../../src/ui/features/auth/reset-password-page.tsx";
import { SetPasswordPage } from "../../src/ui/features/auth/set-password-page.tsx";
import { SignInPage } from "../../src/ui/features/auth/sign-in-page.tsx";
import { SignUpPage } from "../../src/ui/features/auth/sign-up-page.tsx";
import { PublicLayout } from "../../src/ui/layouts/public-layout.tsx";
import { borrowRealServer } from "../adapters/harness/api-server.ts";
import { createHarness, stopPortals } from "../adapters/harness/portal-harness.tsx";
import { memoryRouting, RouteTable } from "./harness/memory-routing.tsx";

// The public pages on the real adapters against the real API server: the words, steps and
// field names the server really sends.
const server = borrowRealServer();

beforeEach(() => localStorage.clear());
afterEach(() => stopPortals());

// The public pages alone: where a signed-in user is sent is the private area's business, and
// its pages would keep calling the server after the test.
const publicPages: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: "/sign-in", element: <SignInPage /> },
      { path: "/sign-up", element: <SignUpPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password/:code", element: <ResetPasswordPage /> },
      { path: "/set-password/:code", element: <SetPasswordPage /> },
    ],
  },
  { path: "*", element: <p>Private area</p> },
];

function renderPortalAt(path: string) {
  const harness = createHarness({ apiBaseUrl: server.url, path });
  const { element, router } = memoryRouting(path, <RouteTable routes={publicPages} />);
  render(<PortalProvider portal={harness.portal}>{element}</PortalProvider>);
  return { harness, router, user: userEvent.setup() };
}

async function newestSecret(email: string): Promise<string> {
  const response = await fetch(`${server.url}/v2/dev/mailbox?email=${encodeURIComponent(email)}`);
  const mail = (await response.json()) as { secret: string | null };
  if (mail.secret === null) throw new Error(`no code mailed to ${email}`);
  return mail.secret;
}

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe("signing in against the server", () => {
  it("shows the refusal, keeps the typed values and asks for a captcha after repeated failures", async () => {
    const { user } = renderPortalAt("/sign-in");
    await user.type(await screen.findByLabelText("Email"), "support@acme.test");
    await user.type(field("Password"), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).not.toBe("");
    expect(field("Email").value).toBe("support@acme.test");
    expect(field("Password").value).toBe("not-the-password");

    for (let attempt = 0; attempt < 4 && screen.queryByText("Security check") === null; attempt++) {
      await waitFor(() =>
        expect(
          (screen.getByRole("button", { name: /Sign in/ }) as HTMLButtonElement).disabled,
        ).toBe(false),
      );
      await user.click(screen.getByRole("button", { name: "Sign in" }));
      await waitFor(() => expect(screen.queryByRole("button", { name: "Signing in…" })).toBeNull());
    }
    const image = (await screen.findByRole("img", { name: /Security check/ })) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\//);
    expect(field("Email").value).toBe("support@acme.test");
  }, 30_000);

  it("takes the one-time code step through to signing in", async () => {
    const { user, harness, router } = renderPortalAt("/sign-in?returnPath=%2Fnotifications");
    await user.type(await screen.findByLabelText("Email"), "otp@acme.test");
    await user.type(field("Password"), "conduit-demo");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const code = (await screen.findByLabelText("Sign-in code")) as HTMLInputElement;
    await user.type(code, await newestSecret("otp@acme.test"));
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    await waitFor(() => expect(harness.navigate).toHaveBeenCalledWith("/notifications"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/notifications"));
  }, 30_000);
});

describe("the other public pages against the server", () => {
  it("confirms a reset request without saying whether the account exists", async () => {
    for (const email of ["support@acme.test", "nobody@nowhere.test"]) {
      const { user } = renderPortalAt("/forgot-password");
      await user.type(await screen.findByLabelText("Email"), email);
      await user.click(screen.getByRole("button", { name: "Send reset link" }));
      expect((await screen.findByRole("status")).textContent).toBe(RESET_LINK_SENT);
      document.body.innerHTML = "";
    }
  });

  it("refuses an unknown reset link with the server's words", async () => {
    renderPortalAt("/reset-password/not-a-real-code");
    expect((await screen.findByRole("alert")).textContent).toContain("invalid or has expired");
    expect(screen.getByRole("link", { name: "Request a new link" })).toBeTruthy();
  });

  it("refuses an unknown invitation", async () => {
    renderPortalAt("/set-password/not-a-real-code");
    expect((await screen.findByRole("alert")).textContent).toContain(INVITE_CODE_INVALID);
  });

  it("puts the server's field messages next to the sign-up fields", async () => {
    const { user } = renderPortalAt("/sign-up");
    await user.type(await screen.findByLabelText("Company name"), "Acme Two");
    await user.type(field("Work email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(field("First name").getAttribute("aria-invalid")).toBe("true"));
    const firstName = field("First name");
    const describedBy = firstName.getAttribute("aria-describedby") ?? "";
    // The server says DRF's "This field may not be blank."; the portal words it for a customer.
    expect(document.getElementById(describedBy)?.textContent).toBe(customerWording(BLANK_FIELD));
    expect(customerWording(BLANK_FIELD)).toBe("Please fill in this field.");
    expect(field("Work email").getAttribute("aria-invalid")).toBe("true");
    expect(field("Company name").value).toBe("Acme Two");
  });
});
