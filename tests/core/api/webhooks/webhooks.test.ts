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
    expect(isWebhookUrl("http://127.0.0.1:8080/hook")).toBe(false);
    expect(isWebhookUrl("http://127.0.0.1:8080/hook", true)).toBe(true);
    expect(isWebhookUrl("http://localhost/hook", true)).toBe(true);
    expect(isWebhookUrl("http://[::1]/hook", true)).toBe(true);
    expect(isWebhookUrl("http://10.0.0.1/hook", true)).toBe(false);
    expect(isLoopbackHost("127.1.2.3")).toBe(true);
    expect(isLoopbackHost("128.0.0.1")).toBe(false);
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
