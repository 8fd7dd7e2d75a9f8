import { Schema } from "effect";
import { confirmationProblem, newPasswordProblem } from "./password-rules.ts";

/**
 * The check of a form that chooses a password typed twice (`password`, `confirm_password`):
 * the shared password rules, each problem reported on the field a form would mark. Used by
 * the reset-password and invite set-password requests.
 */
export const newPasswordPairCheck = Schema.makeFilter(
  (request: { readonly password: string; readonly confirm_password: string }) => {
    const issues: Array<Schema.FilterIssue> = [];
    const weakness = newPasswordProblem(request.password);
    if (weakness !== undefined) issues.push({ path: ["password"], issue: weakness });
    const mismatch = confirmationProblem(request.password, request.confirm_password);
    if (mismatch !== undefined) issues.push({ path: ["confirm_password"], issue: mismatch });
    return issues;
  },
);
