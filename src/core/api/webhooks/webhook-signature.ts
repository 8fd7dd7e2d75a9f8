/**
 * The signing rule of webhook deliveries (issue 43), in one place: the server signs with it
 * and a receiver (the tests, the guide in docs/automation.md) checks with it.
 *
 * Header `Conduit-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 * Web Crypto, so the same code runs in Node and in a browser; `subtle.verify` compares in
 * constant time.
 */
export const SIGNATURE_HEADER = "Conduit-Signature";
/** A receiver refuses a signature older (or newer) than this. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

function hmacKey(secret: string, use: "sign" | "verify"): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    [use],
  );
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/u.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The header value for `rawBody` sent at `at`. */
export async function signWebhook(secret: string, rawBody: string, at: Date): Promise<string> {
  const t = Math.floor(at.getTime() / 1000);
  const mac = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret, "sign"),
    encoder.encode(`${t}.${rawBody}`),
  );
  return `t=${t},v1=${toHex(mac)}`;
}

export type SignatureCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "malformed" | "stale" | "mismatch" };

/**
 * Whether `header` signs `rawBody` with `secret` within the tolerance of `now`. Any `v1` of
 * the header may match (a sender may list more than one while it rotates).
 */
export async function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | null | undefined,
  now: Date,
  toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS,
): Promise<SignatureCheck> {
  const parts = (header ?? "").split(",").map((part) => part.trim().split("="));
  const t = parts.find(([name]) => name === "t")?.[1];
  const macs = parts.filter(([name]) => name === "v1").map(([, value]) => fromHex(value ?? ""));
  if (t === undefined || !/^\d{1,12}$/u.test(t) || macs.length === 0) {
    return { ok: false, reason: "malformed" };
  }
  if (Math.abs(now.getTime() / 1000 - Number(t)) > toleranceSeconds) {
    return { ok: false, reason: "stale" };
  }
  const key = await hmacKey(secret, "verify");
  const signed = encoder.encode(`${t}.${rawBody}`);
  for (const mac of macs) {
    if (mac !== null && (await crypto.subtle.verify("HMAC", key, mac, signed))) return { ok: true };
  }
  return { ok: false, reason: "mismatch" };
}
