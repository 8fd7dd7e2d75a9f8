import type { RequestFailure } from "../errors/request-failures.ts";

/**
 * A company that requires two-factor sign-in holds each of its users without an authenticator
 * at the enrolment (issue 44): the server refuses them every call but the few the enrolment
 * needs, and the portal shows them nothing else. Kept free of the schema library, as the
 * session machine (part of the sign-in page) asks these questions.
 */

/** The `code` of the server's 403 to a call made before the required enrolment. */
export const TWO_FACTOR_ENROLMENT_REQUIRED = "two_factor_enrolment_required";

/** What /me says about the enrolment (its `two_factor_enrolment_required`). */
export interface EnrolmentState {
  readonly two_factor_enrolment_required?: boolean;
}

/** The user must set up an authenticator before anything else: /me says so. */
export function mustEnrolTwoFactor(user: EnrolmentState | null): boolean {
  return user?.two_factor_enrolment_required === true;
}

/**
 * The call was refused because the user has not enrolled yet (the requirement was turned on
 * while they were signed in): not a missing permission, so not the no-permissions page; the
 * session reads /me again and shows the enrolment.
 */
export function isEnrolmentRefusal(failure: RequestFailure): boolean {
  if (failure.kind !== "http" || failure.status !== 403) return false;
  const { body } = failure;
  return (
    typeof body === "object" &&
    body !== null &&
    "code" in body &&
    body.code === TWO_FACTOR_ENROLMENT_REQUIRED
  );
}
