import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SignInPage } from "../../src/ui/features/auth/sign-in-page.tsx";
import { fake } from "./harness/fake-adapters.tsx";
import { renderAt, renderRoutes } from "./render-app.tsx";

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

const GSI = "https://accounts.google.com/gsi/client";

beforeEach(() => fake.resetAll());
afterEach(() => {
  for (const script of document.querySelectorAll(`script[src="${GSI}"]`)) script.remove();
  Reflect.deleteProperty(window, "google");
});

function emailField() {
  return screen.getByLabelText("Email") as HTMLInputElement;
}
function passwordField() {
  return screen.getByLabelText("Password") as HTMLInputElement;
}

async function typeCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(emailField(), "admin@acme.test");
  await user.type(passwordField(), "wrong-password");
}

describe("the sign-in page", () => {
  it("shows the form with labelled fields and the page title", async () => {
    renderAt("/sign-in");
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(emailField().autocomplete).toBe("username");
    expect(passwordField().type).toBe("password");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    await waitFor(() => expect(document.title).toBe("Conduit Portal | Sign in"));
  });

  it("sends what was typed and keeps it when the server refuses", async () => {
    renderAt("/sign-in");
    const user = userEvent.setup();
    await typeCredentials(user);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(fake.session.current.signIn).toHaveBeenCalledWith({
      username: "admin@acme.test",
      password: "wrong-password",
      captchaText: undefined,
      oneTimeCode: undefined,
      returnPath: undefined,
    });
    act(() => fake.session.set({ signInError: "Unable to log in with provided credentials." }));
    expect(screen.getByRole("alert").textContent).toContain(
      "Unable to log in with provided credentials.",
    );
    expect(emailField().value).toBe("admin@acme.test");
    expect(passwordField().value).toBe("wrong-password");
  });

  it("disables the button while signing in", () => {
    fake.session.set({ phase: "signingIn", isBusy: true });
    renderAt("/sign-in");
    const button = screen.getByRole("button", { name: "Signing in…" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("shows the captcha when required, sends its answer and asks for a new image", async () => {
    renderAt("/sign-in");
    const user = userEvent.setup();
    await typeCredentials(user);
    await act(async () =>
      fake.session.set({
        needsCaptcha: true,
        captcha: { id: "c1", image: "data:image/png;base64,AAAA" },
        signInError: "Too many failed attempts: answer the captcha to continue.",
      }),
    );
    const image = screen.getByRole("img", { name: /Security check/ }) as HTMLImageElement;
    expect(image.src).toBe("data:image/png;base64,AAAA");
    const answer = screen.getByLabelText("Characters in the image") as HTMLInputElement;
    expect(document.activeElement).toBe(answer);
    await user.type(answer, "x7k2");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(fake.session.current.signIn).toHaveBeenLastCalledWith(
      expect.objectContaining({ username: "admin@acme.test", captchaText: "x7k2" }),
    );

    await user.click(screen.getByRole("button", { name: "New image" }));
    expect(fake.session.current.reloadCaptcha).toHaveBeenCalledOnce();
    await act(async () =>
      fake.session.set({ captcha: { id: "c2", image: "data:image/png;base64,BBBB" } }),
    );
    // The old answer belongs to the old image; the credentials stay.
    expect((screen.getByLabelText("Characters in the image") as HTMLInputElement).value).toBe("");
    expect(emailField().value).toBe("admin@acme.test");
  });

  it("says so while a new captcha image loads", () => {
    fake.session.set({ needsCaptcha: true, captcha: null, isBusy: true });
    renderAt("/sign-in");
    expect(screen.getByText("Loading a new image…")).toBeTruthy();
    expect((screen.getByRole("button", { name: "New image" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("asks for the one-time code and sends it with the credentials", async () => {
    renderAt("/sign-in");
    const user = userEvent.setup();
    await typeCredentials(user);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    act(() =>
      fake.session.set({
        needsOneTimeCode: true,
        signInError: "Enter the code we sent to your e-mail address.",
      }),
    );
    const code = screen.getByLabelText("Sign-in code") as HTMLInputElement;
    expect(code.autocomplete).toBe("one-time-code");
    expect(code.inputMode).toBe("numeric");
    expect(document.activeElement).toBe(code);
    expect(screen.getByText("admin@acme.test")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Google/ })).toBeNull();
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(fake.session.current.signIn).toHaveBeenLastCalledWith({
      username: "admin@acme.test",
      password: "wrong-password",
      captchaText: undefined,
      oneTimeCode: "123456",
      returnPath: undefined,
    });
  });

  it("passes a same-site return path along and drops an off-site one", async () => {
    const user = userEvent.setup();
    const first = renderAt("/sign-in?returnPath=%2Fbilling%2Finvoices%3Fpage%3D2");
    await typeCredentials(user);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(fake.session.current.signIn).toHaveBeenLastCalledWith(
      expect.objectContaining({ returnPath: "/billing/invoices?page=2" }),
    );
    first.unmount();

    renderAt("/sign-in?returnPath=%2F%2Fevil.example%2Fphish");
    await typeCredentials(user);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(fake.session.current.signIn).toHaveBeenLastCalledWith(
      expect.objectContaining({ returnPath: undefined }),
    );
  });

  it.each([
    ["/sign-in?returnPath=%2Fbilling", "/billing"],
    ["/sign-in", "/dashboard"],
    ["/sign-in?returnPath=https%3A%2F%2Fevil.example", "/dashboard"],
  ])("sends a signed-in visitor of %s on to %s", (path, destination) => {
    fake.session.set({ phase: "signedIn", isSignedIn: true });
    const { router } = renderRoutes(
      [
        { path: "/sign-in", element: <SignInPage /> },
        { path: "*", element: <p>elsewhere</p> },
      ],
      path,
    );
    expect(router.state.location.pathname).toBe(destination);
  });

  it("shows a loading state while a stored session is checked", () => {
    fake.session.set({ phase: "booting" });
    renderAt("/sign-in");
    expect(screen.getByRole("status").textContent).toContain("Checking your session…");
    expect(screen.queryByLabelText("Email")).toBeNull();
  });

  it("has a branded address for the configured product", async () => {
    renderAt("/northwind-sign-in", { productName: "Northwind", productSlug: "northwind" });
    expect(screen.getByRole("heading", { name: "Sign in to Northwind" })).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Northwind Portal | Sign in"));
  });

  it("does not take another product's branded address", () => {
    renderAt("/northwind-sign-in");
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});

describe("Google sign-in", () => {
  it("is not offered without a client id", () => {
    renderAt("/sign-in");
    expect(screen.queryByRole("button", { name: /Google/ })).toBeNull();
  });

  it("loads Google's script on click and says so when it cannot", async () => {
    renderAt("/sign-in", { googleClientId: "client-123.apps.googleusercontent.com" });
    const user = userEvent.setup();
    expect(document.querySelector(`script[src="${GSI}"]`)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    const script = document.querySelector(`script[src="${GSI}"]`);
    expect(script).not.toBeNull();
    expect(screen.getByRole("button", { name: "Connecting to Google…" })).toBeTruthy();
    act(() => {
      script?.dispatchEvent(new Event("error"));
    });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Google sign-in is not available right now.",
    );
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeTruthy();
  });

  it("asks for openid, profile and email and signs in with the access token", async () => {
    type Config = { scope: string; hd?: string; callback: (r: { access_token: string }) => void };
    const configs: Config[] = [];
    const requestAccessToken = vi.fn();
    renderAt("/sign-in?returnPath=%2Fsupport", {
      googleClientId: "client-123.apps.googleusercontent.com",
      googleAllowedDomains: ["acme.test"],
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Continue with Google" }));
    Object.assign(window, {
      google: {
        accounts: {
          oauth2: {
            initTokenClient: (config: Config) => {
              configs.push(config);
              return { requestAccessToken };
            },
          },
        },
      },
    });
    fireEvent.load(document.querySelector(`script[src="${GSI}"]`) as HTMLScriptElement);
    await waitFor(() => expect(requestAccessToken).toHaveBeenCalledOnce());
    expect(configs[0]?.scope).toBe("openid profile email");
    expect(configs[0]?.hd).toBe("acme.test");
    act(() => configs[0]?.callback({ access_token: "google-token" }));
    expect(fake.session.current.signInExternally).toHaveBeenCalledWith("google-token", "/support");
  });
});
