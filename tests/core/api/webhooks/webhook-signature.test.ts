import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  SIGNATURE_TOLERANCE_SECONDS,
  signWebhook,
  verifyWebhookSignature,
} from "../../../../src/core/api/webhooks/webhook-signature.ts";

const SECRET = "whsec_test-secret";
const BODY = '{"id":"evt_1","type":"ping","created_at":"2026-12-06T10:00:00.000Z","data":{}}';
const AT = new Date("2026-12-06T10:00:00.000Z");

describe("the webhook signature", () => {
  it("is t=<unix seconds>,v1=<hex HMAC-SHA256 of t.body>, as a receiver without our code computes it", async () => {
    const header = await signWebhook(SECRET, BODY, AT);
    const t = AT.getTime() / 1000;
    const expected = createHmac("sha256", SECRET).update(`${t}.${BODY}`).digest("hex");
    expect(header).toBe(`t=${t},v1=${expected}`);
  });

  it("verifies within five minutes either way and refuses a stale one", async () => {
    const header = await signWebhook(SECRET, BODY, AT);
    const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);
    expect(
      await verifyWebhookSignature(SECRET, BODY, header, later(SIGNATURE_TOLERANCE_SECONDS)),
    ).toEqual({ ok: true });
    expect(await verifyWebhookSignature(SECRET, BODY, header, later(-60))).toEqual({ ok: true });
    expect(
      await verifyWebhookSignature(SECRET, BODY, header, later(SIGNATURE_TOLERANCE_SECONDS + 1)),
    ).toEqual({
      ok: false,
      reason: "stale",
    });
  });

  it("refuses another secret, a changed body and a malformed header", async () => {
    const header = await signWebhook(SECRET, BODY, AT);
    expect(await verifyWebhookSignature("whsec_other", BODY, header, AT)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    expect(await verifyWebhookSignature(SECRET, `${BODY} `, header, AT)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    for (const bad of [null, "", "v1=abcd", "t=abc,v1=00", `t=${AT.getTime() / 1000}`]) {
      expect(await verifyWebhookSignature(SECRET, BODY, bad, AT)).toEqual({
        ok: false,
        reason: "malformed",
      });
    }
    const t = AT.getTime() / 1000;
    expect(await verifyWebhookSignature(SECRET, BODY, `t=${t},v1=zz`, AT)).toEqual({
      ok: false,
      reason: "mismatch",
    });
  });

  it("accepts the header when any of its v1 values matches (a sender rotating secrets)", async () => {
    const header = await signWebhook(SECRET, BODY, AT);
    const t = AT.getTime() / 1000;
    const both = `t=${t},v1=${"0".repeat(64)},${header.split(",")[1]}`;
    expect(await verifyWebhookSignature(SECRET, BODY, both, AT)).toEqual({ ok: true });
  });
});
