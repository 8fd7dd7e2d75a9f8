import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_ALPHABET, GLYPHS } from "../../../server/src/auth/captcha-glyphs.ts";
import { randomCaptchaText, renderCaptcha } from "../../../server/src/auth/captcha-image.ts";
import { captchas } from "../../../server/src/db/schema.ts";
import { CaptchaChallenge } from "../../../src/core/api/auth/captcha.ts";
import { decode } from "../../../src/core/api/decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

async function getCaptcha() {
  const response = await server.call(null, { method: "GET", url: "/v2/get-captcha" });
  expect(response.statusCode).toBe(200);
  return response;
}

describe("GET /v2/get-captcha", () => {
  it("answers a challenge in the contract's shape, uncached, expiring in 5 minutes", async () => {
    const response = await getCaptcha();
    expect(response.headers["cache-control"]).toBe("no-store");
    const decoded = decode(CaptchaChallenge, response.json());
    expect(decoded.ok).toBe(true);
    const { expires_at: expiresAt } = response.json();
    const inMs = Date.parse(expiresAt) - server.ctx.now().getTime();
    expect(inMs).toBeGreaterThan(5 * 60_000 - 2000);
    expect(inMs).toBeLessThanOrEqual(5 * 60_000);
  });

  it("sends an SVG image drawn with paths, never the answer as text", async () => {
    const { image } = (await getCaptcha()).json();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(",")[1], "base64").toString("utf8");
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("<path");
    expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<script|href=/);
  });

  it("keeps only a keyed hash of the answer, and a new challenge each time", async () => {
    const first = (await getCaptcha()).json();
    const second = (await getCaptcha()).json();
    expect(first.captcha_id).not.toBe(second.captcha_id);
    expect(first.image).not.toBe(second.image);
    const [row] = await server.ctx.db
      .select()
      .from(captchas)
      .where(eq(captchas.id, first.captcha_id));
    expect(row?.answerHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("captcha drawing", () => {
  it("makes 5 or 6 characters of the unambiguous alphabet", () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        const text = randomCaptchaText();
        expect(text).toMatch(/^.{5,6}$/);
        for (const character of text) expect(CAPTCHA_ALPHABET).toContain(character);
      }),
      { numRuns: 200 },
    );
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5S6G8BQ]/);
  });

  it("has an outline for every character, inside the 4 x 6 grid", () => {
    for (const character of CAPTCHA_ALPHABET) {
      const strokes = GLYPHS[character] ?? [];
      expect(strokes.length).toBeGreaterThan(0);
      for (const stroke of strokes) {
        expect(stroke.length).toBeGreaterThanOrEqual(2);
        for (const [x, y] of stroke) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(4);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(6);
        }
      }
    }
  });

  it("draws the same text differently every time, with at least one path per stroke", () => {
    const text = "HKM7R";
    const strokes = [...text].reduce((sum, character) => sum + (GLYPHS[character]?.length ?? 0), 0);
    const first = renderCaptcha(text);
    expect(first).not.toBe(renderCaptcha(text));
    expect(first.match(/<path/g)?.length ?? 0).toBeGreaterThanOrEqual(strokes);
    expect(first).not.toContain(text);
  });
});
