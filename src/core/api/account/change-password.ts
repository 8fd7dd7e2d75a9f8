import { Schema } from "effect";
import {
  confirmationProblem,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_UNCHANGED,
} from "../auth/password-rules.ts";
import { boundedText, MAX_PASSWORD_LENGTH, NonEmptyString } from "../primitives.ts";

type FilterIssue = Schema.FilterIssue;

/**
 * POST /change-password. The current password proves who is asking; the new one must meet
 * the password rules, differ from the current one, and be typed twice alike. Each problem
 * is reported on the field a form would mark.
 */
export const ChangePasswordRequest = Schema.Struct({
  // Bounded before the current password is hashed for comparison.
  password: boundedText(MAX_PASSWORD_LENGTH, { nonEmpty: true }),
  new_password: boundedText(MAX_PASSWORD_LENGTH).annotate({
    description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not the current password`,
  }),
  confirm_password: boundedText(MAX_PASSWORD_LENGTH),
}).pipe(
  Schema.check(
    Schema.makeFilter((request) => {
      const issues: Array<FilterIssue> = [];
      const weakness = newPasswordProblem(request.new_password);
      if (weakness !== undefined) issues.push({ path: ["new_password"], issue: weakness });
      else if (request.new_password === request.password) {
        issues.push({ path: ["new_password"], issue: PASSWORD_UNCHANGED });
      }
      const mismatch = confirmationProblem(request.new_password, request.confirm_password);
      if (mismatch !== undefined) issues.push({ path: ["confirm_password"], issue: mismatch });
      return issues;
    }),
  ),
);
export type ChangePasswordRequest = typeof ChangePasswordRequest.Type;

/** The answer to a successful change: a message for the success notice. */
export const ChangePasswordResponse = Schema.Struct({ detail: NonEmptyString });
export type ChangePasswordResponse = typeof ChangePasswordResponse.Type;
