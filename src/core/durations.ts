/**
 * Units of time in milliseconds, named once: the portal's and the server's rules count
 * lifetimes, windows and schedules in them. A day is 24 hours: every instant of the system is
 * UTC, which has no daylight-saving days.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
