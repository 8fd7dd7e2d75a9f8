import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import {
  oneValueOf,
  type UrlFilters,
  useUrlFilters,
} from "../../../src/ui/components/records/use-url-filters.ts";
import { memoryRouting, type TestRouter } from "../harness/memory-routing.tsx";

/** The hook at `path`, with the router to read the address from. */
function filtersAt(path: string) {
  let router: TestRouter | undefined;
  const wrapper = ({ children }: { readonly children: ReactNode }) => {
    const routing = memoryRouting(path, children);
    router ??= routing.router;
    return routing.element;
  };
  const hook = renderHook(
    () =>
      useUrlFilters(["type", "status", "location"], { status: oneValueOf(["active", "pending"]) }),
    { wrapper },
  );
  return {
    current: (): UrlFilters<"type" | "status" | "location"> => hook.result.current,
    address: () => {
      if (router === undefined) throw new Error("not rendered");
      return `${router.state.location.pathname}${router.state.location.search}`;
    },
  };
}

describe("useUrlFilters", () => {
  it("keeps every filter a user picks in quick succession, before the list renders again", () => {
    const list = filtersAt("/services");
    act(() => {
      const { setFilters } = list.current();
      setFilters({ type: "port" });
      setFilters({ status: "active" });
      setFilters({ location: "3" });
    });
    expect(list.address()).toBe("/services?type=port&status=active&location=3");
    expect(list.current().filters).toEqual({ type: "port", status: "active", location: "3" });
  });

  it("returns to the first page when a filter changes, and keeps parameters it does not own", () => {
    const list = filtersAt("/services?tab=all&page=4&type=port");
    expect(list.current().page).toBe(4);
    act(() => list.current().setFilters({ status: "pending" }));
    expect(list.address()).toBe("/services?tab=all&type=port&status=pending");
    expect(list.current().page).toBe(1);
  });

  it("drops a value it does not know from the address and names it", () => {
    const list = filtersAt("/services?status=sleeping&type=port");
    expect(list.address()).toBe("/services?type=port");
    expect(list.current().dropped).toEqual([{ key: "status", value: "sleeping" }]);
    act(() => list.current().setFilters({ location: "3" }));
    expect(list.current().dropped).toEqual([]);
    expect(list.address()).toBe("/services?type=port&location=3");
  });
});
