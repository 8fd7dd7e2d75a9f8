import { vi } from "vitest";
import type { NotificationQuery } from "../../../../src/adapters/api/notifications/notifications-api.ts";
import type { SessionView } from "../../../../src/adapters/react/auth/use-session.ts";
import { pageViewOf, type QueryView } from "../../../../src/adapters/react/result-views.ts";
import type { NotificationMenuView } from "../../../../src/adapters/resources/notifications/notifications.ts";
import { notificationBadge } from "../../../../src/adapters/resources/notifications/notifications.ts";
import type { ImpersonationCandidatesQuery } from "../../../../src/adapters/resources/users/impersonation-candidates.ts";
import type { AccountManager } from "../../../../src/core/api/account/account-manager.ts";
import type { Statistics } from "../../../../src/core/api/account/statistics.ts";
import type { UserInfo } from "../../../../src/core/api/account/user-info.ts";
import type { ImpersonationCandidate } from "../../../../src/core/api/auth/impersonation.ts";
import type { BillingSummary } from "../../../../src/core/api/billing/billing-summary.ts";
import type { CurrentBannerAlert } from "../../../../src/core/api/content/banner-alert.ts";
import { CHANGELOG_LIST, type ChangelogEntry } from "../../../../src/core/api/content/changelog.ts";
import type { CurrentIncidents } from "../../../../src/core/api/events/current-incidents.ts";
import type { Notification } from "../../../../src/core/api/notifications/notification.ts";
import type { Page } from "../../../../src/core/api/paginated.ts";
import type { ServiceMonitoring } from "../../../../src/core/api/services/monitoring.ts";
import { canView, MODULE_PERMISSIONS } from "../../../../src/core/permissions/index.ts";

/**
 * View models for the adapter hooks, as component tests of the private shell need them
 * (allowed by the UI brief for component tests only). Each test sets `fake` up, renders, and
 * reads the spies; `resetFake()` runs before each test.
 */

export const PERMISSION_SETS = {
  admin: [...MODULE_PERMISSIONS],
  viewer: MODULE_PERMISSIONS.filter((name) => name.startsWith("view_")),
  billing: ["view_billing_module", "write_billing_module"],
  support: ["view_support_module", "write_support_module"],
  staff: ["can_impersonate_module"],
  auditor: ["can_impersonate_read_only_module"],
} as const satisfies Record<string, ReadonlyArray<string>>;

export function userWith(
  permissions: ReadonlyArray<string>,
  overrides: Partial<UserInfo> = {},
): UserInfo {
  return {
    id: "7",
    firstname: "Alice",
    lastname: "Anders",
    email: "admin@acme.test",
    company_name: "Acme Networks",
    default_currency: { id: "1" },
    permissions,
    ...overrides,
  };
}

export function loaded<T>(data: T): QueryView<T> {
  return {
    data,
    isPending: false,
    isError: false,
    error: null,
    isNotFound: false,
    refetch: vi.fn(),
  };
}

export function pending<T>(): QueryView<T> {
  return {
    data: undefined,
    isPending: true,
    isError: false,
    error: null,
    isNotFound: false,
    refetch: vi.fn(),
  };
}

export function failed<T>(error: string): QueryView<T> {
  return {
    data: undefined,
    isPending: false,
    isError: true,
    error,
    isNotFound: false,
    refetch: vi.fn(),
  };
}

export function page<T>(results: ReadonlyArray<T>, count = results.length) {
  return { count, next: null, previous: null, results };
}

let nextId = 100;
export function notification(overrides: Partial<Notification> = {}): Notification {
  nextId += 1;
  return {
    id: String(nextId),
    message: `Notification ${nextId}`,
    url: null,
    is_read: false,
    date_created: new Date(Date.now() - 5 * 60_000).toISOString(),
    related_module: null,
    total_unread: 0,
    ...overrides,
  };
}

function sessionFor(user: UserInfo | null): SessionView {
  return {
    phase: user === null ? "signedOut" : "signedIn",
    isSignedIn: user !== null,
    isImpersonating: false,
    isBusy: false,
    user,
    permissions: user?.permissions ?? [],
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

function menuOf(items: ReadonlyArray<Notification>, unread?: number): NotificationMenuView {
  const unreadCount = unread ?? items[0]?.total_unread ?? 0;
  return {
    items,
    unreadCount,
    badge: notificationBadge(unreadCount),
    isPending: false,
    isError: false,
    error: null,
    markRead: vi.fn(),
    markAllRead: vi.fn(),
  };
}

interface FakeState {
  session: SessionView;
  menu: NotificationMenuView;
  statistics: QueryView<Statistics>;
  serviceMonitoring: QueryView<ServiceMonitoring>;
  billingSummary: QueryView<BillingSummary>;
  accountManager: QueryView<AccountManager | null>;
  bannerAlert: QueryView<CurrentBannerAlert>;
  currentIncidents: QueryView<CurrentIncidents>;
  notifications: (query: NotificationQuery) => QueryView<Page<Notification>>;
  changelog: (page: number) => QueryView<Page<ChangelogEntry>>;
  candidates: (query: ImpersonationCandidatesQuery) => QueryView<Page<ImpersonationCandidate>>;
}

function initialState(): FakeState {
  return {
    session: sessionFor(userWith(PERMISSION_SETS.admin)),
    menu: menuOf([]),
    statistics: loaded({ notifications: { total: 0, unread: 0 } }),
    serviceMonitoring: loaded({ total: 0, by_status: [], groups: [] }),
    billingSummary: loaded({
      currency: "GBP",
      balance_due: { amount: "0.00", currency: "GBP" },
      open_count: 0,
      overdue_count: 0,
      overdue_amount: { amount: "0.00", currency: "GBP" },
      latest_invoice: null,
      monthly_spend: [],
    }),
    accountManager: loaded(null),
    bannerAlert: loaded(null),
    currentIncidents: loaded({ incidents: [], total: 0, last_incident: null }),
    notifications: () => loaded(page([])),
    changelog: () => loaded(page([])),
    candidates: () => loaded(page([])),
  };
}

export const fake: FakeState = initialState();

export function resetFake(): void {
  Object.assign(fake, initialState());
}

/** Signs the fake session in with these permissions (and user fields). */
export function signedInAs(
  permissions: ReadonlyArray<string>,
  overrides: Partial<UserInfo> & { readonly isImpersonating?: boolean } = {},
): SessionView {
  const { isImpersonating = false, ...userFields } = overrides;
  fake.session = { ...sessionFor(userWith(permissions, userFields)), isImpersonating };
  return fake.session;
}

/** The notification menu with these items; the unread count from the first, unless given. */
export function menuWith(
  items: ReadonlyArray<Notification>,
  unread?: number,
): NotificationMenuView {
  fake.menu = menuOf(items, unread);
  return fake.menu;
}

/**
 * The adapter modules (paths under src/adapters/) whose hooks `fakeHooks` replace: a test
 * mocks each of them with `fakeModule` (vi.mock takes the path as a literal in the test file),
 *   vi.mock("<path>/src/adapters/react/auth/use-session.ts", async (importOriginal) =>
 *     (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()));
 */
export const FAKED_MODULES = [
  "react/auth/use-session.ts",
  "resources/notifications/notifications.ts",
  "resources/account/statistics.ts",
  "resources/account/account-manager.ts",
  "resources/users/impersonation-candidates.ts",
  "resources/services/service-monitoring.ts",
  "resources/services/service.ts",
  "resources/billing/billing-summary.ts",
  "resources/billing/billing-estimate.ts",
  "resources/content/banner-alert.ts",
  "resources/content/changelog.ts",
  "resources/content/feature-request.ts",
  "resources/events/current-incidents.ts",
] as const;

/**
 * An adapter module's exports with the hooks `fakeHooks` fake in place of its own; the rest real.
 * This file imports the real `notificationBadge` from a module it fakes, so a factory can run
 * before this file's constants exist: only function declarations are used here.
 */
export function fakeModule<T extends object>(actual: T): T {
  const hooks: Record<string, unknown> = fakeHooks();
  const faked: Record<string, unknown> = Object.fromEntries(Object.entries(actual));
  for (const name of Object.keys(actual)) {
    if (Object.hasOwn(hooks, name)) faked[name] = hooks[name];
  }
  return faked as T;
}

/** The names of the hooks faked here. */
export function fakedHookNames(): ReadonlyArray<string> {
  return Object.keys(fakeHooks());
}

/** The hooks the private shell reads, backed by `fake` (read when a hook is called). */
function fakeHooks() {
  return {
    useSession: () => fake.session,
    useNotificationMenu: () => fake.menu,
    useStatistics: () => fake.statistics,
    useServiceMonitoring: () => fake.serviceMonitoring,
    useBillingSummary: () => fake.billingSummary,
    // The overview's next-invoice estimate, still loading (tested against the real server).
    useBillingEstimate: () => pending(),
    // A service's page, reached from a notification: still loading, which is all these tests
    // look at (the page itself is tested against the real server in tests/ui/services).
    useService: () => pending(),
    useAccountManager: () => fake.accountManager,
    useBannerAlert: () => fake.bannerAlert,
    // Asked, as the real hook, only of someone who may read outages.
    useCurrentIncidents: () => ({
      ...fake.currentIncidents,
      allowed: canView(fake.session.permissions, "support"),
    }),
    // With the page size each call asked for, as the real hooks answer (PageView).
    useNotifications: (query: NotificationQuery = {}) =>
      pageViewOf(fake.notifications(query), query.limit),
    useChangelog: (page: number) =>
      pageViewOf(fake.changelog(page), CHANGELOG_LIST.page({}, page).limit),
    useImpersonationCandidates: (query: ImpersonationCandidatesQuery = {}) =>
      pageViewOf(fake.candidates(query), query.limit),
    // The changelog page's feature-request form, idle (it is tested end to end).
    useRequestFeature: () => ({
      submit: vi.fn(),
      isPending: false,
      isSuccess: false,
      data: undefined,
      error: null,
      fieldErrors: {},
      reset: vi.fn(),
    }),
  };
}
