import { describe, expect, it } from "vitest";
import { decode } from "../../../../src/core/api/decode.ts";
import {
  PING_EVENT,
  WEBHOOK_EVENT_TYPES,
  webhookEventLabel,
} from "../../../../src/core/api/webhooks/webhook-events.ts";
import {
  isLoopbackHost,
  isWebhookUrl,
  PUBLIC_RECEIVERS_ONLY,
  receiverOrigin,
  WEBHOOK_REFUSALS,
  WebhookRequest,
} from "../../../../src/core/api/webhooks/webhooks.ts";

describe("a webhook endpoint's address", () => {
  it("is https with a host and no credentials", () => {
    expect(isWebhookUrl("https://hooks.example.com/conduit")).toBe(true);
    expect(isWebhookUrl("http://hooks.example.com/conduit")).toBe(false);
    expect(isWebhookUrl("https://user:pass@hooks.example.com/")).toBe(false);
    expect(isWebhookUrl("ftp://hooks.example.com/")).toBe(false);
    expect(isWebhookUrl("not a url")).toBe(false);
  });

  it("may be plain http to loopback only when the demo set-up allows it", () => {
    const demo = { ...PUBLIC_RECEIVERS_ONLY, loopbackHttp: true };
    expect(isWebhookUrl("http://127.0.0.1:8080/hook")).toBe(false);
    expect(isWebhookUrl("http://127.0.0.1:8080/hook", demo)).toBe(true);
    expect(isWebhookUrl("http://localhost/hook", demo)).toBe(true);
    expect(isWebhookUrl("http://[::1]/hook", demo)).toBe(true);
    expect(isWebhookUrl("http://10.0.0.1/hook", demo)).toBe(false);
    expect(isLoopbackHost("127.1.2.3")).toBe(true);
    expect(isLoopbackHost("128.0.0.1")).toBe(false);
  });

  it("may be plain http to a receiver the operator named, at that origin only", () => {
    const named = { loopbackHttp: false, privateOrigins: new Set(["http://10.20.0.5:8080"]) };
    expect(isWebhookUrl("http://10.20.0.5:8080/conduit/hooks", named)).toBe(true);
    expect(isWebhookUrl("http://10.20.0.5:8081/conduit/hooks", named)).toBe(false);
    expect(isWebhookUrl("http://10.20.0.6:8080/", named)).toBe(false);
    expect(isWebhookUrl("http://127.0.0.1:8080/", named)).toBe(false);
    expect(isWebhookUrl("http://user:pw@10.20.0.5:8080/", named)).toBe(false);
  });

  it("names a receiver by its origin, and refuses anything more or other", () => {
    expect(receiverOrigin(" http://10.20.0.5:8080 ")).toEqual({ origin: "http://10.20.0.5:8080" });
    expect(receiverOrigin("https://NOC-Relay.internal:443/")).toEqual({
      origin: "https://noc-relay.internal",
    });
    expect(receiverOrigin("http://10.20.0.5:8080/hooks")).toEqual({
      refusal: '"http://10.20.0.5:8080/hooks" names more than an origin (scheme, host and port)',
    });
    expect(receiverOrigin("ftp://10.20.0.5")).toEqual({
      refusal: '"ftp://10.20.0.5" is not http or https',
    });
    expect(receiverOrigin("http://a:b@10.20.0.5")).toEqual({
      refusal: '"http://a:b@10.20.0.5" carries credentials',
    });
    expect(receiverOrigin("10.20.0.5:8080")).toHaveProperty("refusal");
  });

  it("is refused by the request schema with the form's words, as are no events", () => {
    const refused = decode(WebhookRequest, { url: "hooks", events: [], description: "" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error).toContain(WEBHOOK_REFUSALS.url);
      expect(refused.error).toContain(WEBHOOK_REFUSALS.noEvent);
    }
    const unknown = decode(WebhookRequest, {
      url: "https://a.example",
      events: ["nope"],
      description: "",
    });
    expect(unknown.ok).toBe(false);
    const fine = decode(WebhookRequest, {
      url: " https://a.example/x ",
      events: ["ticket.updated"],
      description: " NOC ",
    });
    expect(fine.ok && fine.value).toEqual({
      url: "https://a.example/x",
      events: ["ticket.updated"],
      description: "NOC",
    });
  });

  it("names every event, and shows an unknown one as it came", () => {
    for (const type of WEBHOOK_EVENT_TYPES) expect(webhookEventLabel(type)).not.toBe(type);
    expect(webhookEventLabel(PING_EVENT)).toBe("ping");
  });
});
