import { Schema } from "effect";
import { boundedText, MAX_PASSWORD_LENGTH, NonEmptyString } from "../primitives.ts";
import { newPasswordPairCheck } from "./new-password-check.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules.ts";

/**
 * The invitee's side of an invite, on the public page /set-password/:code:
 * POST /register/user/verify greets them, POST /register/user/set-password activates them.
 */

/** What every unusable code (unknown, used, expired, cancelled) is answered with, under `code`. */
export const INVITE_CODE_INVALID = "This invitation link is invalid or has expired.";

/** Codes are long random strings; anything longer than this is not one. */
const CODE_MAX_LENGTH = 200;

const InviteCode = NonEmptyString.pipe(
  Schema.check(Schema.isMaxLength(CODE_MAX_LENGTH, { message: INVITE_CODE_INVALID })),
);

/** POST /register/user/verify: is this code usable? */
export const InviteCodeRequest = Schema.Struct({ code: InviteCode });

/** Who the invite is for, so the page can greet them before they choose a password. */
export const InviteGreeting = Schema.Struct({
  email: NonEmptyString,
  firstname: Schema.String,
  company_name: Schema.String,
});
export type InviteGreeting = typeof InviteGreeting.Type;

/** POST /register/user/set-password: the code and the chosen password, typed twice. */
export const SetPasswordRequest = Schema.Struct({
  code: InviteCode,
  password: boundedText(MAX_PASSWORD_LENGTH).annotate({
    description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  }),
  confirm_password: boundedText(MAX_PASSWORD_LENGTH),
}).pipe(Schema.check(newPasswordPairCheck));
export type SetPasswordRequest = typeof SetPasswordRequest.Type;

/** The answer once the password is set: a message for the success notice. */
export const SetPasswordResponse = Schema.Struct({ detail: NonEmptyString });
export type SetPasswordResponse = typeof SetPasswordResponse.Type;
