import { describe, expect, it, vi } from "vitest";
import { createActor, createMachine, type InspectionEvent } from "xstate";
import {
  connectInspector,
  type InspectorModule,
  isInspectionRequested,
} from "../../src/adapters/inspector.ts";
import {
  REDACTED,
  redactSecrets,
  sanitizeContext,
  sanitizeEvent,
} from "../../src/adapters/inspector-sanitizers.ts";

const PAIR = { access: "header.payload.sig", refresh: "header.refresh.sig" };

describe("what the inspector may see", () => {
  it("drops the token pairs and the raw failure from the session's context", () => {
    const context = {
      tokens: PAIR,
      originals: PAIR,
      userInfo: { email: "viewer@acme.test" },
      signInError: {
        kind: "refused",
        message: "Wrong password.",
        failure: { kind: "http", status: 400, body: { detail: "Wrong password." } },
      },
    };
    expect(sanitizeContext(context)).toEqual({
      userInfo: { email: "viewer@acme.test" },
      signInError: { kind: "refused", message: "Wrong password." },
    });
    expect(context.tokens).toBe(PAIR);
  });

  it("hides passwords, codes and tokens in events, however deep", () => {
    expect(
      sanitizeEvent({
        type: "SIGN_IN",
        username: "ada",
        password: "secret",
        oneTimeCode: "123456",
      }),
    ).toEqual({ type: "SIGN_IN", username: "ada", password: REDACTED, oneTimeCode: REDACTED });
    expect(sanitizeEvent({ type: "xstate.done.actor.signIn", output: PAIR })).toEqual({
      type: "xstate.done.actor.signIn",
      output: { access: REDACTED, refresh: REDACTED },
    });
    expect(
      sanitizeEvent({
        type: "STORAGE_CHANGED",
        stored: { access: "a", refresh: null, originalAccess: "b" },
      }),
    ).toEqual({
      type: "STORAGE_CHANGED",
      stored: { access: REDACTED, refresh: null, originalAccess: REDACTED },
    });
  });

  it("redacts a shared object everywhere it appears, and survives cycles", () => {
    const shared = { refresh: "token" };
    const cyclic: Record<string, unknown> = { input: shared, again: [shared] };
    cyclic.self = cyclic;
    const redacted = redactSecrets(cyclic);
    expect(redacted.input).toEqual({ refresh: REDACTED });
    expect(redacted.again).toEqual([{ refresh: REDACTED }]);
    expect(redacted.self).toBe(REDACTED);
    expect(sanitizeContext(undefined)).toBeUndefined();
  });
});

describe("connecting the inspector", () => {
  it("is asked for with ?inspect or a VITE_INSPECT=1 build", () => {
    expect(isInspectionRequested("?inspect", undefined)).toBe(true);
    expect(isInspectionRequested("?a=1&inspect=", undefined)).toBe(true);
    expect(isInspectionRequested("", "1")).toBe(true);
    expect(isInspectionRequested("?inspector", undefined)).toBe(false);
  });

  it("hands over the events from the actor's start, with the sanitizers installed", async () => {
    const received: InspectionEvent[] = [];
    let options: Parameters<InspectorModule["createBrowserInspector"]>[0] | undefined;
    const module: InspectorModule = {
      createBrowserInspector(given) {
        options = given;
        return { inspect: { next: (event) => received.push(event) } };
      },
    };
    const inspect = connectInspector(() => Promise.resolve(module));
    const actor = createActor(createMachine({ id: "probe", initial: "a", states: { a: {} } }), {
      inspect,
    });
    actor.start();
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
    expect(received[0]?.type).toBe("@xstate.actor");
    actor.send({ type: "PING" });
    expect(received.some((event) => event.type === "@xstate.event")).toBe(true);
    expect(options?.sanitizeContext({ tokens: PAIR })).toEqual({});
    expect(options?.serialize({ input: { refresh: "r" } })).toEqual({
      input: { refresh: REDACTED },
    });
    actor.stop();
  });

  it("reports an inspector that cannot be loaded, and leaves the actors alone", async () => {
    const onLoadError = vi.fn();
    const inspect = connectInspector(() => Promise.reject(new Error("offline")), onLoadError);
    const actor = createActor(createMachine({}), { inspect }).start();
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalled());
    expect(actor.getSnapshot().status).toBe("active");
  });
});
