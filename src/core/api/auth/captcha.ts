import { Schema } from "effect";
import { Id, IsoDateTime } from "../primitives.ts";

/** An image as a data URL, so the portal shows it without a second request. */
const ImageDataUrl = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^data:image\/[a-z0-9.+-]+(;[A-Za-z0-9=.+-]+)*,/u, {
      message: "Expected an image data URL",
    }),
  ),
);

/**
 * GET /get-captcha: a challenge for the sign-in form. Its id and the typed text go back in
 * POST /auth as captcha_id and captcha_text before `expires_at`; each challenge is answered
 * once.
 */
export const CaptchaChallenge = Schema.Struct({
  captcha_id: Id,
  image: ImageDataUrl,
  expires_at: IsoDateTime,
});
export type CaptchaChallenge = typeof CaptchaChallenge.Type;
