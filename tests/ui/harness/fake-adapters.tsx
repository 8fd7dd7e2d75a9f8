import { useSyncExternalStore } from "react";
import { vi } from "vitest";
import type { SessionView } from "../../../src/adapters/react/auth/use-session.ts";
import type {
  CheckView,
  MutationView,
  QueryView,
} from "../../../src/adapters/react/result-views.ts";
import {
  RuntimeConfigProvider,
  useRuntimeConfig,
} from "../../../src/adapters/react/runtime-config-context.tsx";
import type { ConsentView } from "../../../src/adapters/react/use-consent.ts";
import type { ServerStatusView } from "../../../src/adapters/react/use-server-status.ts";
import type { CurrentBannerAlert } from "../../../src/core/api/content/banner-alert.ts";

/**
 * View models standing in for src/adapters/react in component tests (allowed by the UI
 * brief): each is a small store the test sets, and the hooks read it the way the real ones
 * read an actor, re-rendering on change. Intentions are spies.
 *
 * Use: mock each adapter module whose hooks these replace (FAKED_MODULES) with `fakeModule`,
 *   vi.mock("<path>/src/adapters/react/auth/use-session.ts", async (importOriginal) =>
 *     (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()));
 * and drive `fake` from the test.
 */

class ViewStore<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();
  private readonly initial: () => T;

  constructor(initial: () => T) {
    this.initial = initial;
    this.value = initial();
  }

  get current(): T {
    return this.value;
  }

  set(patch: Partial<T>): void {
    this.value = { ...this.value, ...patch };
    for (const listener of this.listeners) listener();
  }

  reset(): void {
    this.value = this.initial();
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): T => this.value;
}

/** Reads a store the way the real hooks read an actor: re-rendering when it changes. */
function useView<T>(store: ViewStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.snapshot);
}

function signedOutSession(): SessionView {
  return {
    phase: "signedOut",
    isSignedIn: false,
    isImpersonating: false,
    isBusy: false,
    user: null,
    permissions: [],
    needsCaptcha: false,
    captcha: null,
    needsOneTimeCode: false,
    needsAuthenticatorCode: false,
    signInError: null,
    signIn: vi.fn(),
    signInExternally: vi.fn(),
    reloadCaptcha: vi.fn(),
    signOut: vi.fn(),
    impersonate: vi.fn(),
    exitImpersonation: vi.fn(),
    userInfoUpdated: vi.fn(),
    reloadUserInfo: vi.fn(),
  };
}

/** A mutation not yet asked for: the form as it first shows; its intentions are spies. */
export function idleMutation<TPayload, TData>(): MutationView<TPayload, TData> {
  return {
    submit: vi.fn(),
    isPending: false,
    isSuccess: false,
    data: undefined,
    error: null,
    fieldErrors: {},
    reset: vi.fn(),
  };
}

function pendingCheck<T>(): CheckView<T> {
  return {
    data: undefined,
    isPending: true,
    isError: false,
    error: null,
    isNotFound: false,
    refetch: vi.fn(),
    isSuccess: false,
    fieldErrors: {},
  };
}

type AnyMutation = MutationView<never, { readonly detail: string }>;

export const fake = {
  session: new ViewStore<SessionView>(signedOutSession),
  serverStatus: new ViewStore<ServerStatusView>(() => ({
    banner: null,
    pause: vi.fn(),
    resume: vi.fn(),
  })),
  consent: new ViewStore<ConsentView>(() => ({
    isBannerVisible: false,
    accept: vi.fn(),
    decline: vi.fn(),
  })),
  forgotPassword: new ViewStore<AnyMutation>(idleMutation),
  resetPassword: new ViewStore<AnyMutation>(idleMutation),
  setPassword: new ViewStore<AnyMutation>(idleMutation),
  companySignUp: new ViewStore<AnyMutation>(idleMutation),
  resetCode: new ViewStore<CheckView<{ readonly detail: string }>>(pendingCheck),
  /** The provider's banner alert: none, already answered (the private gate waits for it). */
  bannerAlert: new ViewStore<QueryView<CurrentBannerAlert>>(() => ({
    data: null,
    isPending: false,
    isError: false,
    error: null,
    isNotFound: false,
    refetch: vi.fn(),
  })),
  inviteGreeting: new ViewStore<
    CheckView<{ readonly email: string; readonly firstname: string; readonly company_name: string }>
  >(pendingCheck),
  /** The code each check was last asked about. */
  checkedCodes: [] as string[],
  resetAll(): void {
    for (const store of [
      fake.session,
      fake.serverStatus,
      fake.consent,
      fake.forgotPassword,
      fake.resetPassword,
      fake.setPassword,
      fake.companySignUp,
      fake.resetCode,
      fake.inviteGreeting,
      fake.bannerAlert,
    ] as const) {
      store.reset();
    }
    fake.checkedCodes.length = 0;
  },
};

// The fake hooks, under the names the UI imports them by from their adapter modules.
export { RuntimeConfigProvider, useRuntimeConfig };
export const useSession = () => useView(fake.session);
export const useServerStatus = () => useView(fake.serverStatus);
export const useConsent = () => useView(fake.consent);
export const useBannerAlert = () => useView(fake.bannerAlert);
export const useForgotPassword = () => useView(fake.forgotPassword);
export const useResetPassword = () => useView(fake.resetPassword);
export const useSetPassword = () => useView(fake.setPassword);
export const useCompanySignUp = () => useView(fake.companySignUp);
export const useVerifyResetCode = (code: string) => {
  fake.checkedCodes.push(code);
  return useView(fake.resetCode);
};
export const useInviteGreeting = (code: string) => {
  fake.checkedCodes.push(code);
  return useView(fake.inviteGreeting);
};

const FAKE_HOOKS: Readonly<Record<string, unknown>> = {
  useSession,
  useServerStatus,
  useConsent,
  useBannerAlert,
  useForgotPassword,
  useResetPassword,
  useSetPassword,
  useCompanySignUp,
  useVerifyResetCode,
  useInviteGreeting,
};

/**
 * The adapter modules (paths under src/adapters/) whose hooks these fakes replace: a test
 * mocks each of them with `fakeModule` (vi.mock takes the path as a literal in the test file).
 */
export const FAKED_MODULES = [
  "react/auth/use-session.ts",
  "resources/auth/password-reset.ts",
  "resources/auth/invite.ts",
  "resources/auth/sign-up.ts",
  "react/use-server-status.ts",
  "react/use-consent.ts",
  "resources/content/banner-alert.ts",
] as const;

/** The names of the hooks faked here. */
export const FAKED_HOOK_NAMES: ReadonlyArray<string> = Object.keys(FAKE_HOOKS);

/** An adapter module's exports with the hooks faked here in place of its own; the rest real. */
export function fakeModule<T extends object>(actual: T): T {
  const faked: Record<string, unknown> = Object.fromEntries(Object.entries(actual));
  for (const name of Object.keys(actual)) {
    if (Object.hasOwn(FAKE_HOOKS, name)) faked[name] = FAKE_HOOKS[name];
  }
  return faked as T;
}
