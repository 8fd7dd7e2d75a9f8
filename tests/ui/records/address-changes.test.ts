import { describe, expect, it } from "vitest";
import { AddressChanges } from "../../../src/ui/components/records/address-changes.ts";

const set = (key: string, value: string) => (next: URLSearchParams) => next.set(key, value);

describe("AddressChanges", () => {
  it("keeps a change that a render of an earlier change's address comes before", () => {
    const changes = new AddressChanges(new URLSearchParams(""));
    const typed = changes.change(set("type", "port"));
    changes.change(set("status", "active"));
    // The router renders the first change while the second is still on its way.
    changes.observe(new URLSearchParams(typed.toString()));
    const last = changes.change(set("location", "3"));
    expect(last.toString()).toBe("type=port&status=active&location=3");
  });

  it("starts from an address that none of its changes made (Back, a link)", () => {
    const changes = new AddressChanges(new URLSearchParams("type=port"));
    changes.change(set("status", "active"));
    changes.observe(new URLSearchParams("type=cloud"));
    expect(changes.change(set("location", "3")).toString()).toBe("type=cloud&location=3");
  });

  it("starts from the rendered address once its changes have all been rendered", () => {
    const changes = new AddressChanges(new URLSearchParams(""));
    const first = changes.change(set("type", "port"));
    const second = changes.change(set("status", "active"));
    changes.observe(new URLSearchParams(first.toString()));
    changes.observe(new URLSearchParams(second.toString()));
    // Back to the first address: now an address of nobody's pending change.
    changes.observe(new URLSearchParams(first.toString()));
    expect(changes.change(set("location", "3")).toString()).toBe("type=port&location=3");
  });
});
