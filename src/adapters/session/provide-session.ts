import type { QueryClient } from "@tanstack/react-query";
import { fromPromise } from "xstate";
import type { UserInfo } from "../../core/api/account/user-info.ts";
import type { CaptchaChallenge } from "../../core/api/auth/captcha.ts";
import type { ImpersonateRequest } from "../../core/api/auth/impersonation.ts";
import type { LoginRequest } from "../../core/api/auth/login.ts";
import type { TokenPair } from "../../core/api/auth/tokens.ts";
import {
  type Navigation,
  type PostLogoutInput,
  sessionMachine,
  type Toast,
} from "../../machines/index.ts";
import type { PortalApi } from "../api/index.ts";
import type { SessionStore } from "../storage/index.ts";
import type { RefreshTokens } from "./refresh-across-tabs.ts";

/**
 * The session machine with its calls and side effects supplied (DESIGN.md section 4): the
 * calls go through the endpoint functions, storage through the session store, cached data
 * through the query client, pages and toasts through what main.tsx passes in.
 */

export interface SessionPorts {
  readonly api: PortalApi;
  readonly store: SessionStore;
  readonly refreshTokens: RefreshTokens;
  readonly queryClient: QueryClient;
  readonly navigate: (to: string) => void;
  readonly notify: (toast: Toast) => void;
}

/** The address of a navigation: the sign-in page carries where to come back to. */
export function addressOf({ to, returnPath }: Navigation): string {
  if (returnPath === undefined || returnPath === "" || returnPath === "/") return to;
  return `${to}?returnPath=${encodeURIComponent(returnPath)}`;
}

export function provideSession(ports: SessionPorts) {
  const { api, store, queryClient } = ports;
  return sessionMachine.provide({
    actors: {
      signIn: fromPromise<TokenPair, { readonly request: LoginRequest }>(({ input, signal }) =>
        api.signIn(input.request, signal),
      ),
      loadCaptcha: fromPromise<CaptchaChallenge, void>(({ signal }) => api.captcha(signal)),
      fetchUserInfo: fromPromise<UserInfo, void>(({ signal }) => api.me(signal)),
      refreshTokens: fromPromise<TokenPair, { readonly refresh: string }>(({ input, signal }) =>
        ports.refreshTokens(input.refresh, signal),
      ),
      // Every token is revoked; whether the server agreed does not change the sign-out.
      postLogout: fromPromise<unknown, PostLogoutInput>(({ input }) =>
        Promise.allSettled(input.refreshTokens.map((refresh) => api.logout(refresh))),
      ),
      startImpersonation: fromPromise<TokenPair, ImpersonateRequest>(({ input, signal }) =>
        api.startImpersonation(input, signal),
      ),
      exitImpersonation: fromPromise<unknown, { readonly refresh: string }>(({ input }) =>
        api.exitImpersonation(input.refresh),
      ),
    },
    actions: {
      persistTokens: (_, pair: TokenPair) => store.writeTokens(pair),
      saveOriginals: () => store.saveOriginals(),
      restoreOriginals: () => store.restoreOriginals(),
      clearSession: () => {
        store.clear();
        queryClient.clear();
      },
      clearCachedData: () => queryClient.clear(),
      navigate: (_, navigation: Navigation) => ports.navigate(addressOf(navigation)),
      notify: (_, toast: Toast) => ports.notify(toast),
    },
  });
}
