import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../src/adapters/react/auth/use-session.ts";
import { useInviteGreeting, useSetPassword } from "../../src/adapters/resources/auth/invite.ts";
import {
  useForgotPassword,
  useResetPassword,
  useVerifyResetCode,
} from "../../src/adapters/resources/auth/password-reset.ts";
import { useCompanySignUp } from "../../src/adapters/resources/auth/sign-up.ts";
import { useImpersonationCandidates } from "../../src/adapters/resources/users/impersonation-candidates.ts";
import { borrowRealServer } from "./harness/api-server.ts";
import { createHarness, stopPortals } from "./harness/portal-harness.tsx";

// The real API server: captcha, one-time codes, impersonation and the public pages.
const server = borrowRealServer();

beforeEach(() => localStorage.clear());
afterEach(() => stopPortals());

function signInPage() {
  const harness = createHarness({ apiBaseUrl: server.url, path: "/sign-in" });
  return { harness, session: harness.renderHook(() => useSession()) };
}

/** How long a mail written after the answer may take on a loaded machine (polled). */
const MAIL_WAIT = { timeout: 10_000, interval: 50 };

/** The code of the newest mail of a kind; a reset mail is written after the answer (issue 41). */
function newestSecret(email: string, kind: string): Promise<string> {
  return waitFor(async () => {
    const query = new URLSearchParams({ email, kind });
    const response = await fetch(`${server.url}/v2/dev/mailbox?${query}`);
    expect(response.status).toBe(200);
    const mail = (await response.json()) as { secret: string | null };
    if (mail.secret === null) throw new Error(`no code mailed to ${email}`);
    return mail.secret;
  }, MAIL_WAIT);
}

describe("signing in step by step", () => {
  it("asks for a captcha after repeated failures and shows the challenge", async () => {
    const { session } = signInPage();
    for (let attempt = 0; attempt < 4 && !session.result.current.needsCaptcha; attempt += 1) {
      const before = session.result.current.signInError;
      act(() => session.result.current.signIn({ username: "support@acme.test", password: "nope" }));
      await waitFor(() => expect(session.result.current.isBusy).toBe(false));
      expect(session.result.current.signInError ?? before).not.toBeNull();
    }
    expect(session.result.current.needsCaptcha).toBe(true);
    await waitFor(() => expect(session.result.current.captcha).not.toBeNull());
    expect(session.result.current.captcha?.image).toMatch(/^data:image\//);
    const first = session.result.current.captcha?.id;
    act(() => session.result.current.reloadCaptcha());
    await waitFor(() => expect(session.result.current.captcha?.id).not.toBe(first));
    expect(session.result.current.captcha).not.toBeNull();
  });

  it("asks for the one-time code, then signs in with the mailed code", async () => {
    const { session } = signInPage();
    const credentials = { username: "otp@acme.test", password: "conduit-demo" };
    act(() => session.result.current.signIn(credentials));
    await waitFor(() => expect(session.result.current.needsOneTimeCode).toBe(true));
    const code = await newestSecret("otp@acme.test", "one-time-code");
    act(() => session.result.current.signIn({ ...credentials, oneTimeCode: code }));
    await waitFor(() => expect(session.result.current.phase).toBe("signedIn"));
    expect(session.result.current.user?.email).toBe("otp@acme.test");
  });
});

describe("impersonation", () => {
  it("acts as a customer with the staff pair kept aside, and comes back", async () => {
    const { harness, session } = signInPage();
    act(() =>
      session.result.current.signIn({ username: "staff@conduit.test", password: "conduit-demo" }),
    );
    await waitFor(() => expect(session.result.current.phase).toBe("signedIn"));
    const staffAccess = localStorage.getItem("access_token");
    const candidates = harness.renderHook(() =>
      useImpersonationCandidates({ search: "viewer@acme.test" }),
    );
    await waitFor(() => expect(candidates.result.current.data).toBeDefined());
    const viewer = candidates.result.current.data?.results.find(
      (user) => user.email === "viewer@acme.test",
    );
    if (viewer === undefined) throw new Error("viewer@acme.test is not offered");
    // The list page goes away as the portal goes home; the customer may not list staff's users.
    candidates.unmount();

    act(() => session.result.current.impersonate(viewer.id));
    await waitFor(() => expect(session.result.current.user?.email).toBe("viewer@acme.test"));
    expect(session.result.current.isImpersonating).toBe(true);
    expect(localStorage.getItem("original_access_token")).toBe(staffAccess);
    expect(localStorage.getItem("is_impersonating")).toBe("true");
    expect(harness.navigate).toHaveBeenLastCalledWith("/");

    act(() => session.result.current.exitImpersonation());
    await waitFor(() => expect(session.result.current.user?.email).toBe("staff@conduit.test"));
    expect(session.result.current.isImpersonating).toBe(false);
    expect(localStorage.getItem("access_token")).toBe(staffAccess);
    expect(localStorage.getItem("original_access_token")).toBeNull();
    expect(localStorage.getItem("is_impersonating")).toBeNull();
  });

  it("tells a user without the permission that the impersonation failed", async () => {
    const { harness, session } = signInPage();
    act(() =>
      session.result.current.signIn({ username: "viewer@acme.test", password: "conduit-demo" }),
    );
    await waitFor(() => expect(session.result.current.phase).toBe("signedIn"));
    act(() => session.result.current.impersonate("1"));
    await waitFor(() =>
      expect(harness.notify).toHaveBeenCalledWith(
        expect.objectContaining({ variant: "error", title: "Impersonate user" }),
      ),
    );
    expect(session.result.current.isImpersonating).toBe(false);
    expect(harness.navigate).not.toHaveBeenCalledWith("/no-permissions");
  });
});

describe("public pages", () => {
  it("asks for a reset link", async () => {
    const harness = createHarness({ apiBaseUrl: server.url, path: "/forgot-password" });
    const { result } = harness.renderHook(() => useForgotPassword());
    act(() => result.current.submit({ email: "viewer@acme.test" }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.detail).toMatch(/reset/i);
    expect(result.current.error).toBeNull();
  });

  it("checks a reset code on arrival and resets the password with a good one", async () => {
    const harness = createHarness({ apiBaseUrl: server.url, path: "/reset-password/x" });
    const bogus = harness.renderHook(() => useVerifyResetCode("not-a-real-code"));
    await waitFor(() => expect(bogus.result.current.isError).toBe(true));
    expect(bogus.result.current.error).toMatch(/invalid or has expired/);

    const forgot = harness.renderHook(() => useForgotPassword());
    act(() => forgot.result.current.submit({ email: "billing@acme.test" }));
    await waitFor(() => expect(forgot.result.current.isSuccess).toBe(true));
    const code = await newestSecret("billing@acme.test", "password-reset");
    const check = harness.renderHook(() => useVerifyResetCode(code));
    await waitFor(() => expect(check.result.current.isSuccess).toBe(true));

    const reset = harness.renderHook(() => useResetPassword());
    act(() => reset.result.current.submit({ code, password: "short", confirm_password: "other" }));
    await waitFor(() => expect(reset.result.current.fieldErrors.password).toBeDefined());
    expect(reset.result.current.error).toBeNull();
    act(() =>
      reset.result.current.submit({
        code,
        password: "a-much-better-password-2026",
        confirm_password: "a-much-better-password-2026",
      }),
    );
    await waitFor(() => expect(reset.result.current.isSuccess).toBe(true));
  });

  it("greets an invitee only for a usable invite code", async () => {
    const harness = createHarness({ apiBaseUrl: server.url, path: "/set-password/x" });
    const { result } = harness.renderHook(() => useInviteGreeting("not-a-real-code"));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe("This invitation link is invalid or has expired.");
    const idle = harness.renderHook(() => useInviteGreeting(""));
    expect(idle.result.current.isPending).toBe(true);
    const setPassword = harness.renderHook(() => useSetPassword());
    act(() =>
      setPassword.result.current.submit({
        code: "not-a-real-code",
        password: "a-much-better-password-2026",
        confirm_password: "a-much-better-password-2026",
      }),
    );
    await waitFor(() => expect(setPassword.result.current.fieldErrors.code).toBeDefined());
  });

  it("sends a company sign-up, showing the server's field messages first", async () => {
    const harness = createHarness({ apiBaseUrl: server.url, path: "/sign-up" });
    const { result } = harness.renderHook(() => useCompanySignUp());
    const request = {
      company_name: "Initech",
      firstname: "Peter",
      lastname: "Gibbons",
      email: "not-an-email",
    };
    act(() => result.current.submit(request));
    await waitFor(() => expect(result.current.fieldErrors.email).toBeDefined());
    act(() => result.current.submit({ ...request, email: "peter@initech.test" }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.fieldErrors).toEqual({});
  });
});
