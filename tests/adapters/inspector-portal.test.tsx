import { createInspector, type StatelyInspectionEvent } from "@statelyai/inspect";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connectInspector, type InspectorModule } from "../../src/adapters/inspector.ts";
import { createPortal, type Portal } from "../../src/adapters/portal.ts";
import { decodeConfig } from "../../src/core/config/index.ts";
import { isImpersonating, userInfo } from "../../src/machines/session/index.ts";
import { borrowRealServer } from "./harness/api-server.ts";
import { FakeLocks } from "./harness/fake-locks.ts";

/**
 * What the Stately inspector receives from the portal (`?inspect`, docs/audit.md): the real
 * portal against the real server, its inspect callback from connectInspector, and the real
 * @statelyai/inspect pipeline (createInspector applies the sanitizers and the serializer
 * exactly as createBrowserInspector does) sending into a recording adapter instead of the
 * inspector's window.
 */

const server = borrowRealServer();
const WAIT = { timeout: 10_000 } as const;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

let portal: Portal | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => portal?.stop());

function recordingInspector(): { module: InspectorModule; received: StatelyInspectionEvent[] } {
  const received: StatelyInspectionEvent[] = [];
  const module: InspectorModule = {
    createBrowserInspector: (options) =>
      createInspector({ send: (event) => received.push(event) }, options),
  };
  return { module, received };
}

async function customerId(access: string): Promise<string> {
  const response = await fetch(`${server.url}/v2/impersonation/users?search=viewer@acme.test`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  const { results } = (await response.json()) as { results: Array<{ id: string }> };
  const [first] = results;
  if (first === undefined) throw new Error("no customer to act as");
  return first.id;
}

describe("the inspector connected to the portal", () => {
  it("receives the root system's actors, and never a token, through an impersonation", async () => {
    const staff = await server.sessionFor("staff@conduit.test");
    localStorage.setItem("access_token", staff.access);
    localStorage.setItem("refresh_token", staff.refresh);
    const decoded = decodeConfig({ apiBaseUrl: server.url });
    if (!decoded.ok) throw new Error(decoded.message);
    const { module, received } = recordingInspector();
    portal = createPortal({
      config: decoded.config,
      navigate: () => undefined,
      notify: () => undefined,
      storage: localStorage,
      location: { pathname: "/dashboard", search: "?inspect", hash: "", hostname: "localhost" },
      events: window,
      locks: new FakeLocks(),
      isDev: false,
      inspect: connectInspector(() => Promise.resolve(module)),
    });
    const session = portal.session;
    await waitFor(() => expect(userInfo(session.getSnapshot())).not.toBeNull(), WAIT);
    session.send({ type: "IMPERSONATE", userId: await customerId(staff.access) });
    await waitFor(() => expect(isImpersonating(session.getSnapshot())).toBe(true), WAIT);
    await waitFor(() => expect(userInfo(session.getSnapshot())?.email).toBe("viewer@acme.test"));

    // The root and its three children, all of one system, from their start.
    const actors = received.filter((event) => event.type === "@xstate.actor");
    const machineId = (event: StatelyInspectionEvent | undefined) =>
      event?.type === "@xstate.actor" && event.definition !== undefined
        ? (JSON.parse(event.definition) as { id?: string }).id
        : undefined;
    const root = actors.find((event) => event.parentId === undefined);
    expect(machineId(root)).toBe("portal");
    const children = actors.filter((event) => event.parentId === root?.sessionId);
    expect(children.map(machineId).sort()).toEqual(["consent", "serverStatus", "session"].sort());
    expect(received.every((event) => event.rootId === root?.sessionId)).toBe(true);
    const sessionId = children.find((event) => machineId(event) === "session")?.sessionId;
    const sessionEvents = received.flatMap((event) =>
      event.type === "@xstate.event" && event.sessionId === sessionId ? [event.event.type] : [],
    );
    expect(sessionEvents).toContain("IMPERSONATE");

    // Tokens in play: the staff pair (now the originals) and the customer's pair in use.
    const tokens = [
      staff.access,
      staff.refresh,
      localStorage.getItem("access_token"),
      localStorage.getItem("refresh_token"),
    ];
    expect(new Set(tokens).size).toBe(4);
    const everything = JSON.stringify(received);
    for (const token of tokens) {
      // Not in a context, an event, nor an actor's definition (its invoke inputs).
      expect(everything.includes(String(token)), "a token reached the inspector").toBe(false);
    }
    expect(everything).not.toMatch(JWT);
  });
});
