/**
 * The dates the date-sensitive tests must pass on (issue 50, docs/calendar.md): each is an
 * instant in UTC with the reason it is hard. `npm run test:calendar` runs every one; `npm test`
 * runs NPM_TEST_DATE besides today.
 */
export interface CalendarDate {
  readonly at: string;
  readonly why: string;
}

export const CALENDAR_DATES: ReadonlyArray<CalendarDate> = [
  {
    at: "2026-12-01T00:30:00Z",
    why: "the 1st after a 30-day month, just after midnight: last month's invoice falls due today",
  },
  {
    at: "2027-03-01T08:00:00Z",
    why: "the 1st after a 28-day February: the invoice before last is due on 3 March",
  },
  {
    at: "2027-03-28T00:30:00Z",
    why: "30 minutes before Europe/London moves its clocks forward (01:00 UTC)",
  },
  {
    at: "2027-10-31T00:30:00Z",
    why: "30 minutes before Europe/London moves its clocks back (01:00 UTC), on a month's last day",
  },
  {
    at: "2026-12-31T23:30:00Z",
    why: "the year's last half hour, a month's last day late: tomorrow is another month and year",
  },
  { at: "2028-02-29T12:00:00Z", why: "a leap day: a year back or forward has no 29 February" },
];

/** The pinned date `npm test` runs besides today. */
export const NPM_TEST_DATE = "2028-02-29T12:00:00Z";

/**
 * The test files whose outcome can depend on the date: whatever reads the seed's relative
 * times, a due date, a term end, a window, an expiry or a relative date on screen. The rest
 * (parsing, headers, uploads, the contract fuzz, the authorization matrix, the reliability
 * suite) reads no date; the full suite runs on today's date in `npm test` anyway.
 */
export const DATE_SENSITIVE_TESTS: ReadonlyArray<string> = [
  "tests/server/account",
  "tests/server/billing",
  "tests/server/content",
  "tests/server/db/seed-fingerprint.test.ts",
  "tests/server/events",
  "tests/server/monitoring",
  "tests/server/notifications",
  "tests/server/ordering",
  "tests/server/services",
  "tests/server/support-desk",
  "tests/server/users",
  "tests/adapters/session-hooks.test.tsx",
  "tests/adapters/token-refresh.test.tsx",
  "tests/adapters/support-desk",
  "tests/ui/account",
  "tests/ui/billing",
  "tests/ui/monitoring",
  "tests/ui/ordering",
  "tests/ui/private",
  "tests/ui/services",
  "tests/ui/support-desk",
];

/**
 * Files inside those folders that read no date (checked by reading them: no clock, no expiry,
 * no relative time in what they assert): input fuzzing, permission and tenant refusals, upload
 * limits. The calendar runs leave them out; `npm test` runs them on today's date.
 */
export const DATE_FREE_TESTS: ReadonlyArray<string> = [
  "tests/server/account/account-fuzz.test.ts",
  "tests/server/content/content-fuzz.test.ts",
  "tests/server/notifications/notifications-fuzz.test.ts",
  "tests/server/users/users-fuzz.test.ts",
  "tests/server/users/tenant-isolation.test.ts",
  "tests/server/support-desk/support-permissions.test.ts",
  "tests/server/support-desk/ticket-upload-limit.test.ts",
  "tests/ui/account/documentation-link.test.tsx",
  "tests/ui/account/permission-matrix.test.tsx",
  "tests/ui/account/user-details-autofill.test.tsx",
  "tests/ui/support-desk/file-upload-field.test.tsx",
];
