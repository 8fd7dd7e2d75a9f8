/**
 * The signed-in user's own account (/v2 contract): GET and PUT /me, GET /currencies,
 * GET /account-manager, GET /statistics, POST /change-password. Signed in; no module permission.
 */
export { AccountManager } from "./account-manager.ts";
export { ChangePasswordRequest, ChangePasswordResponse } from "./change-password.ts";
export * from "./company.ts";
export { Currency, CurrencyList } from "./currency.ts";
export * from "./me.ts";
export * from "./sessions.ts";
export * from "./statistics.ts";
export * from "./two-factor.ts";
export { DefaultCurrency, UpdateMeRequest, UserInfo } from "./user-info.ts";
