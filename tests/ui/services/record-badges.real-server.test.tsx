import "../private/harness/dom-stubs.ts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import {
  accessOf,
  callApi,
  preloadSupportRoutes,
  renderSupportAt,
  SERVER_WAIT,
} from "../support-desk/support-desk-harness.tsx";

// Issue 40: a record's badges say its state, never its internal id ("Ended 8").
const server = borrowRealServer({ at: "/support" });

beforeAll(preloadSupportRoutes, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => {
  stopPortals();
  cleanup();
});

async function firstOf(path: string): Promise<{ id: string; name?: string }> {
  const token = await accessOf(server, "admin@acme.test");
  const page = await callApi<{ results: { id: string; name?: string }[] }>(server, token, path);
  const first = page.results[0];
  if (first === undefined) throw new Error(`nothing at ${path}`);
  return first;
}

/** The line of badges under the page's title. */
async function badgesUnder(title: string | RegExp): Promise<string> {
  const heading = await screen.findByRole("heading", { level: 1, name: title }, SERVER_WAIT);
  return heading.parentElement?.textContent?.replace(heading.textContent ?? "", "") ?? "";
}

describe("the badges of a record's page", () => {
  it("show an ended contract line's status without its id", async () => {
    const line = await firstOf("/contracts/lines?status=ended&limit=1");
    await renderSupportAt(server, "admin@acme.test", `/services/contract/${line.id}`);
    const badges = await badgesUnder(/ · /);
    expect(badges).toBe("Ended");
  });

  it("show a network service's status and kind without its id", async () => {
    const network = await firstOf("/network-services?limit=1");
    await renderSupportAt(server, "admin@acme.test", `/services/network/${network.id}`);
    const badges = await badgesUnder(network.name ?? "");
    expect(badges.trim()).not.toBe("");
    // The status and kind labels hold no digit; an id beside them would.
    expect(badges).not.toMatch(/\d/);
  });
});
