import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../src/adapters/react/auth/use-session.ts";
import { useConsent } from "../../src/adapters/react/use-consent.ts";
import { useServerStatus } from "../../src/adapters/react/use-server-status.ts";
import { useAccountManager } from "../../src/adapters/resources/account/account-manager.ts";
import {
  useCurrencies,
  useUpdateDefaultCurrency,
} from "../../src/adapters/resources/account/currencies.ts";
import { useStatistics } from "../../src/adapters/resources/account/statistics.ts";
import { useBannerAlert } from "../../src/adapters/resources/content/banner-alert.ts";
import { useChangelog } from "../../src/adapters/resources/content/changelog.ts";
import {
  useNotificationMenu,
  useNotifications,
} from "../../src/adapters/resources/notifications/notifications.ts";
import { borrowRealServer } from "./harness/api-server.ts";
import { createHarness, stopPortals } from "./harness/portal-harness.tsx";
import { closedPortUrl } from "./harness/scripted-server.ts";

// The real API server on a fresh demo database, reached over HTTP as the browser would.
const server = borrowRealServer();

beforeEach(() => localStorage.clear());
afterEach(() => stopPortals());

async function signedIn(email: string, path = "/sign-in") {
  const harness = createHarness({ apiBaseUrl: server.url, path });
  const session = harness.renderHook(() => useSession());
  act(() => session.result.current.signIn({ username: email, password: "conduit-demo" }));
  await waitFor(() => expect(session.result.current.phase).toBe("signedIn"));
  return { harness, session };
}

/**
 * A session from the server's session module, stored as a previous visit would have left it:
 * for the tests whose subject is the data a signed-in user loads, not the sign-in, which the
 * tests above go through (the pool's servers hash at TEST_PASSWORD_COST, but a sign-in still
 * costs requests and renders).
 */
async function bootedAs(email: string) {
  const pair = await server.sessionFor(email);
  localStorage.setItem("access_token", pair.access);
  localStorage.setItem("refresh_token", pair.refresh);
  const harness = createHarness({ apiBaseUrl: server.url });
  const session = harness.renderHook(() => useSession());
  await waitFor(() => expect(session.result.current.phase).toBe("signedIn"));
  return { harness, session };
}

describe("useSession", () => {
  it("starts signed out with nothing stored", () => {
    const harness = createHarness({ apiBaseUrl: server.url, path: "/sign-in" });
    const { result } = harness.renderHook(() => useSession());
    expect(result.current).toMatchObject({
      phase: "signedOut",
      isSignedIn: false,
      user: null,
      permissions: [],
      needsCaptcha: false,
      needsOneTimeCode: false,
      signInError: null,
    });
  });

  it("signs in, stores both tokens, loads the user and returns where the user was going", async () => {
    const { harness, session } = await signedIn("viewer@acme.test", "/sign-in?returnPath=/billing");
    expect(session.result.current.user?.email).toBe("viewer@acme.test");
    expect(session.result.current.permissions).toContain("view_billing_module");
    expect(session.result.current.isImpersonating).toBe(false);
    expect(localStorage.getItem("access_token")).not.toBeNull();
    expect(localStorage.getItem("refresh_token")).not.toBeNull();
    expect(harness.navigate).toHaveBeenCalledWith("/billing");
    expect(harness.calls).toEqual(expect.arrayContaining(["POST /v2/auth", "GET /v2/me"]));
  });

  it("shows the server's reason for a refused sign-in", async () => {
    const harness = createHarness({ apiBaseUrl: server.url, path: "/sign-in" });
    const { result } = harness.renderHook(() => useSession());
    act(() => result.current.signIn({ username: "viewer@acme.test", password: "wrong-password" }));
    await waitFor(() => expect(result.current.signInError).not.toBeNull());
    expect(result.current.phase).toBe("signedOut");
    expect(result.current.signInError).not.toBe("Bad Request");
  });

  it("names the missing field without calling the server", () => {
    const harness = createHarness({ apiBaseUrl: server.url, path: "/sign-in" });
    const { result } = harness.renderHook(() => useSession());
    act(() => result.current.signIn({ username: "viewer@acme.test", password: "" }));
    expect(result.current.signInError).toBe("Enter your password.");
    // The form's field is "Email": the message says so, not the wire's "username".
    act(() => result.current.signIn({ username: " ", password: "conduit-demo" }));
    expect(result.current.signInError).toBe("Enter your email address.");
    act(() => result.current.signInExternally(""));
    expect(result.current.signInError).toBe("The Google sign-in did not complete. Try again.");
    expect(harness.calls.filter((call) => call.includes("/auth"))).toEqual([]);
  });

  it("boots from stored tokens", async () => {
    const pair = await server.sessionFor("billing@acme.test");
    localStorage.setItem("access_token", pair.access);
    localStorage.setItem("refresh_token", pair.refresh);
    const harness = createHarness({ apiBaseUrl: server.url });
    const { result } = harness.renderHook(() => useSession());
    expect(result.current.isSignedIn).toBe(true);
    await waitFor(() => expect(result.current.phase).toBe("signedIn"));
    expect(result.current.user?.email).toBe("billing@acme.test");
  });

  it("signs out: revokes the refresh token, keeps only the consent choice, goes to sign-in", async () => {
    const { harness, session } = await signedIn("viewer@acme.test");
    const refresh = localStorage.getItem("refresh_token");
    localStorage.setItem("gdpr_accept", "false");
    act(() => session.result.current.signOut("/billing"));
    await waitFor(() => expect(session.result.current.phase).toBe("signedOut"));
    expect(Object.keys(localStorage)).toEqual(["gdpr_accept"]);
    expect(harness.navigate).toHaveBeenLastCalledWith("/sign-in?returnPath=%2Fbilling");
    const reuse = await fetch(`${server.url}/v2/auth/refresh`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh }),
    });
    expect(reuse.status).toBe(401);
  });

  it("follows another tab's sign-out", async () => {
    const { harness, session } = await signedIn("viewer@acme.test");
    // The other tab cleared storage; this tab hears about it through a storage event.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null, storageArea: localStorage }));
    await waitFor(() => expect(session.result.current.phase).toBe("signedOut"));
    expect(harness.navigate).toHaveBeenLastCalledWith(expect.stringMatching(/^\/sign-in/));
  });
});

describe("signed-in data", () => {
  it("waits for the session, then loads the dashboard counts", async () => {
    const harness = createHarness({ apiBaseUrl: server.url, path: "/sign-in" });
    const statistics = harness.renderHook(() => useStatistics());
    expect(statistics.result.current.isPending).toBe(true);
    const session = harness.renderHook(() => useSession());
    act(() =>
      session.result.current.signIn({ username: "admin@acme.test", password: "conduit-demo" }),
    );
    await waitFor(() => expect(statistics.result.current.data).toBeDefined());
    expect(statistics.result.current.data?.notifications.total).toBeGreaterThanOrEqual(0);
    expect(statistics.result.current.error).toBeNull();
  });

  it("loads the account manager, the banner alert and the changelog", async () => {
    const { harness } = await bootedAs("viewer@acme.test");
    const manager = harness.renderHook(() => useAccountManager());
    const alert = harness.renderHook(() => useBannerAlert());
    const changelog = harness.renderHook(() => useChangelog(1));
    await waitFor(() => expect(manager.result.current.data).toBeDefined());
    expect(manager.result.current.data?.name).toEqual(expect.any(String));
    await waitFor(() => expect(alert.result.current.isPending).toBe(false));
    expect(alert.result.current.isError).toBe(false);
    await waitFor(() => expect(changelog.result.current.data).toBeDefined());
    expect(changelog.result.current.data?.results.length).toBeLessThanOrEqual(10);
  });

  it("answers no account manager for the provider's own staff", async () => {
    const { harness } = await bootedAs("staff@conduit.test");
    const manager = harness.renderHook(() => useAccountManager());
    await waitFor(() => expect(manager.result.current.isPending).toBe(false));
    expect(manager.result.current.data).toBeNull();
    expect(manager.result.current.isError).toBe(false);
  });

  it("lists notifications in the menu and marks them all read", async () => {
    const { harness } = await bootedAs("admin@acme.test");
    const menu = harness.renderHook(() => useNotificationMenu());
    await waitFor(() => expect(menu.result.current.isPending).toBe(false));
    expect(menu.result.current.items.length).toBeGreaterThan(0);
    act(() => menu.result.current.markAllRead());
    await waitFor(() => expect(menu.result.current.unreadCount).toBe(0));
    expect(menu.result.current.badge).toBeNull();
  });

  it("lists notifications with filters and marks one read from the menu", async () => {
    const { harness } = await bootedAs("billing@acme.test");
    const unread = harness.renderHook(() => useNotifications({ is_read: "false", limit: 5 }));
    await waitFor(() => expect(unread.result.current.data).toBeDefined());
    const first = unread.result.current.data?.results[0];
    if (first === undefined) throw new Error("the demo data has no unread notification");
    expect(unread.result.current.data?.results.every((n) => !n.is_read)).toBe(true);
    const menu = harness.renderHook(() => useNotificationMenu());
    await waitFor(() => expect(menu.result.current.unreadCount).toBeGreaterThan(0));
    const before = menu.result.current.unreadCount;
    act(() => menu.result.current.markRead(first.id));
    await waitFor(() => expect(menu.result.current.unreadCount).toBe(before - 1));
    const settings = await harness.portal.api.notificationSettings();
    const changed = await harness.portal.api.updateNotificationSettings({
      settings: [{ topic: "billing", email: false, portal: true }],
    });
    expect(changed.settings.find((s) => s.topic === "billing")).toMatchObject({ email: false });
    expect(settings.settings.length).toBe(changed.settings.length);
  });

  it("changes the default currency, tells the user and updates the session", async () => {
    const { harness, session } = await bootedAs("viewer@acme.test");
    const currencies = harness.renderHook(() => useCurrencies());
    await waitFor(() => expect(currencies.result.current.data).toBeDefined());
    const current = session.result.current.user?.default_currency.id;
    const other = currencies.result.current.data?.results.find((c) => c.id !== current);
    if (other === undefined) throw new Error("the demo data has a single currency");
    const update = harness.renderHook(() => useUpdateDefaultCurrency());
    act(() => update.result.current.submit(other.id));
    await waitFor(() => expect(update.result.current.isSuccess).toBe(true));
    expect(session.result.current.user?.default_currency.id).toBe(other.id);
    expect(harness.notify).toHaveBeenCalledWith({
      variant: "success",
      title: "Change currency",
      body: "Default currency has been updated.",
    });
  });

  it("refuses an unknown currency with the server's message", async () => {
    const { harness } = await bootedAs("viewer@acme.test");
    const update = harness.renderHook(() => useUpdateDefaultCurrency());
    act(() => update.result.current.submit("999999"));
    await waitFor(() => expect(update.result.current.fieldErrors.default_currency).toBeDefined());
    expect(harness.notify).toHaveBeenCalledWith(
      expect.objectContaining({ variant: "error", title: "Change currency" }),
    );
  });
});

describe("useServerStatus", () => {
  it("shows no banner while the server answers", async () => {
    const harness = createHarness({ apiBaseUrl: server.url });
    const { result } = harness.renderHook(() => useServerStatus());
    await waitFor(() => expect(harness.calls).toContain("GET /v2/info"));
    expect(result.current.banner).toBeNull();
  });

  it("shows the unreachable banner when the server cannot be reached", async () => {
    const harness = createHarness({ apiBaseUrl: await closedPortUrl() });
    const { result } = harness.renderHook(() => useServerStatus());
    await waitFor(() =>
      expect(result.current.banner).toEqual({
        variant: "error",
        message: "Network error: Service unavailable.",
      }),
    );
    act(() => result.current.pause());
    expect(result.current.banner).toBeNull();
    act(() => result.current.resume());
    await waitFor(() => expect(result.current.banner?.variant).toBe("error"));
  });
});

describe("useConsent", () => {
  it("shows the banner until a choice is made, and stores it", () => {
    const harness = createHarness({ apiBaseUrl: server.url });
    const { result } = harness.renderHook(() => useConsent());
    expect(result.current.isBannerVisible).toBe(true);
    act(() => result.current.decline());
    expect(result.current.isBannerVisible).toBe(false);
    expect(localStorage.getItem("gdpr_accept")).toBe("false");
  });

  it("starts analytics on Accept only off local and demo hosts", () => {
    const scripts = () => document.head.querySelectorAll("script[data-portal-analytics]");
    const local = createHarness({
      apiBaseUrl: server.url,
      hostname: "localhost",
      config: { analyticsId: "G-TEST" },
    });
    const localConsent = local.renderHook(() => useConsent());
    act(() => localConsent.result.current.accept());
    expect(scripts()).toHaveLength(0);
    localStorage.clear();
    const demo = createHarness({
      apiBaseUrl: server.url,
      hostname: "demo.conduit.test",
      config: { analyticsId: "G-TEST", demoHost: "demo.conduit.test" },
    });
    const demoConsent = demo.renderHook(() => useConsent());
    act(() => demoConsent.result.current.accept());
    expect(scripts()).toHaveLength(0);
    localStorage.clear();
    const live = createHarness({ apiBaseUrl: server.url, config: { analyticsId: "G-TEST" } });
    const liveConsent = live.renderHook(() => useConsent());
    act(() => liveConsent.result.current.accept());
    expect(localStorage.getItem("gdpr_accept")).toBe("true");
    expect(scripts()).toHaveLength(1);
  });
});
