import type { Portal } from "./portal.ts";

/**
 * What a module builds over a portal (its endpoint functions and query factories, the file
 * transfer): made the first time one of its screens asks, in that module's chunk, and then
 * the same object for that portal, so the query factories' keys and the transfer's token
 * source are shared by every screen. Kept per portal, not in a module-level variable: each
 * test builds a portal of its own, and a portal that is dropped takes what was built with it.
 */
export function perPortal<Built>(build: (portal: Portal) => Built): (portal: Portal) => Built {
  const built = new WeakMap<Portal, Built>();
  return (portal) => {
    let value = built.get(portal);
    if (value === undefined) {
      value = build(portal);
      built.set(portal, value);
    }
    return value;
  };
}
