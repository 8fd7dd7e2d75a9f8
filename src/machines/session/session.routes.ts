import { ERROR_ROUTES } from "../../core/errors/index.ts";

/** The pages the session sends the user to (spec section 2). */
export const SESSION_ROUTES = {
  signIn: "/sign-in",
  /** "Home": the portal's root, which shows the dashboard. */
  home: "/",
  errorPage: ERROR_ROUTES.ERROR,
} as const;
