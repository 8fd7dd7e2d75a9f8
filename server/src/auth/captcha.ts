import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { CaptchaChallenge } from "../../../src/core/api/auth/captcha.ts";
import { HOUR_MS, MINUTE_MS } from "../../../src/core/durations.ts";
import type { ServerContext } from "../context.ts";
import { captchas } from "../db/schema.ts";
import { captchaDataUrl, randomCaptchaText } from "./captcha-image.ts";

/**
 * Captcha challenges, held in the database (any server process can check any challenge):
 * the answer is kept only as an HMAC under the server's hash key (a key of its own, not the
 * token signing key), a challenge expires after CAPTCHA_LIFETIME_MS and is used up by its first
 * answer, right or wrong.
 */
export const CAPTCHA_LIFETIME_MS = 5 * MINUTE_MS;
/** Challenges this long past their expiry are deleted when new ones are made. */
const CAPTCHA_RETENTION_MS = HOUR_MS;

/** People type captchas in any case and with stray spaces; neither should fail them. */
function normalised(answer: string): string {
  return answer.replace(/\s+/g, "").toUpperCase();
}

function digest(ctx: ServerContext, id: string, answer: string): string {
  return createHmac("sha256", ctx.keys.hashKey)
    .update(`captcha:${id}:${normalised(answer)}`)
    .digest("base64url");
}

/** A new challenge; `text` is for tests that must know the answer. */
export async function createCaptcha(
  ctx: ServerContext,
  text: string = randomCaptchaText(),
): Promise<CaptchaChallenge> {
  const now = ctx.now();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + CAPTCHA_LIFETIME_MS);
  await ctx.db
    .delete(captchas)
    .where(lt(captchas.expiresAt, new Date(now.getTime() - CAPTCHA_RETENTION_MS)));
  await ctx.db
    .insert(captchas)
    .values({ id, answerHash: digest(ctx, id, text), expiresAt, createdAt: now });
  return { captcha_id: id, image: captchaDataUrl(text), expires_at: expiresAt.toISOString() };
}

/** Uses the challenge up and tells whether `answer` was its text (false if unusable). */
export async function solveCaptcha(
  ctx: ServerContext,
  id: string,
  answer: string,
): Promise<boolean> {
  const now = ctx.now();
  const [challenge] = await ctx.db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  if (!challenge) return false;
  const expected = Buffer.from(challenge.answerHash);
  const given = Buffer.from(digest(ctx, id, answer));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
