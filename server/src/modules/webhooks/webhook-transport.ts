import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import {
  isLoopbackHost,
  isNamedPrivateReceiver,
  type WebhookReach,
} from "../../../../src/core/api/webhooks/webhooks.ts";
import { isLinkLocalAddress, isLoopbackAddress, isPublicAddress } from "./public-address.ts";

/** How long one try may take, connection to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export type SendOutcome =
  | { readonly kind: "answered"; readonly status: number }
  | { readonly kind: "refused"; readonly reason: string }
  | { readonly kind: "failed"; readonly reason: string };

export interface SendRequest {
  readonly url: string;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Looks a host up; every address it answers is checked (DNS can be changed by anyone). */
export type Resolve = (
  hostname: string,
) => Promise<ReadonlyArray<{ address: string; family: number }>>;
const resolveAll: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Sends one delivery (SSRF, issue 43): https only, every address the host resolves to must be
 * public, and the connection goes to the address that was checked (a lookup function pinned
 * to it), so a second DNS answer cannot send it elsewhere. A redirect is an answer like any
 * other 3xx: it is not followed and counts as a failure. Beyond that, `reach` (issue 49): a
 * receiver the operator named may be plain http and private (never link-local, where a cloud
 * hands out credentials), and plain http to loopback in the demo and test set-up
 * (webhook-loopback.ts).
 */
export async function sendDelivery(
  request: SendRequest,
  reach: WebhookReach,
  resolve: Resolve = resolveAll,
): Promise<SendOutcome> {
  if (!URL.canParse(request.url)) return { kind: "refused", reason: "not a URL" };
  const url = new URL(request.url);
  const named = isNamedPrivateReceiver(url, reach);
  const loopbackHttp = reach.loopbackHttp && isLoopbackHost(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && (named || loopbackHttp))) {
    return { kind: "refused", reason: "not https" };
  }
  const host = url.hostname.replace(/^\[|\]$/gu, "");
  let addresses: ReadonlyArray<{ address: string; family: number }>;
  try {
    addresses = await resolve(host);
  } catch {
    return { kind: "failed", reason: `${host} does not resolve` };
  }
  const allowed = (address: string) =>
    isPublicAddress(address) ||
    (named && !isLinkLocalAddress(address)) ||
    (reach.loopbackHttp && isLoopbackAddress(address));
  const first = addresses[0];
  if (first === undefined) return { kind: "failed", reason: `${host} does not resolve` };
  const blocked = addresses.find((each) => !allowed(each.address));
  if (blocked !== undefined) {
    return {
      kind: "refused",
      reason: `${host} resolves to ${blocked.address}, ${
        named ? "a link-local address" : "not a public address"
      }`,
    };
  }
  return post(url, first, request);
}

function post(
  url: URL,
  target: { address: string; family: number },
  request: SendRequest,
): Promise<SendOutcome> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolveOutcome) => {
    const outgoing = client.request(
      url,
      {
        method: "POST",
        lookup: pinned,
        timeout: DELIVERY_TIMEOUT_MS,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(request.body),
          "user-agent": "Conduit-Webhooks/1",
          ...request.headers,
        },
      },
      (answer) => {
        // The body is of no interest: read it away so the socket is freed.
        answer.resume();
        answer.on("end", () =>
          resolveOutcome({ kind: "answered", status: answer.statusCode ?? 0 }),
        );
        answer.on("error", () =>
          resolveOutcome({ kind: "answered", status: answer.statusCode ?? 0 }),
        );
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", (error) =>
      resolveOutcome({ kind: "failed", reason: error.message.slice(0, 200) }),
    );
    outgoing.end(request.body);
  });
}
