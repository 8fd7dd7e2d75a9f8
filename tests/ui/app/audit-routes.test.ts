import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AUDIT_ROUTES } from "../../../e2e/harness/audit-routes.ts";
import { routes } from "../../../src/ui/app/routes.tsx";

/** Every path the router declares, however deep its route sits. */
function pathsOf(table: ReadonlyArray<RouteObject>): string[] {
  return table.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...pathsOf(route.children ?? []),
  ]);
}

describe("the layout audit's route table (e2e/harness/audit-routes.ts)", () => {
  it("holds every route of the router, so a new page is audited from its first day", () => {
    const audited = new Set(AUDIT_ROUTES.map((route) => route.pattern));
    // "*" is any unknown address: the audit looks at it as /not-found.
    const declared = pathsOf(routes).filter((path) => path !== "*");
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((path) => !audited.has(path))).toEqual([]);
  });

  it("fills every :topic route with the topics it has", () => {
    const unfilled = AUDIT_ROUTES.filter(
      (route) => route.pattern.includes(":topic") && (route.topics ?? []).length === 0,
    );
    expect(unfilled.map((route) => route.pattern)).toEqual([]);
  });

  it("names a seeded record for every route with a parameter", () => {
    const unfilled = AUDIT_ROUTES.filter(
      (route) => /:(id|code)/.test(route.pattern) && route.record === undefined,
    );
    expect(unfilled.map((route) => route.pattern)).toEqual([]);
  });
});
