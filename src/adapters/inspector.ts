import type { InspectionEvent, Observer } from "xstate";
import { redactSecrets, sanitizeContext, sanitizeEvent } from "./inspector-sanitizers.ts";

/**
 * The Stately inspector for development (DESIGN.md section 4): `?inspect` in the address, or a
 * build made with VITE_INSPECT=1, connects the root actor system. The package is loaded with a
 * dynamic import that main.tsx writes behind `import.meta.env` checks, so a production build
 * without VITE_INSPECT contains none of it. Events that happen while it loads are kept and
 * handed over once it is there, so the inspector sees the actors from their start.
 */

/** The part of @statelyai/inspect used here. */
export interface InspectorModule {
  createBrowserInspector(options: {
    sanitizeContext<T>(context: T): T;
    sanitizeEvent<T>(event: T): T;
    serialize<T>(event: T): T;
  }): { readonly inspect: Observer<InspectionEvent> };
}

export type InspectorLoader = () => Promise<InspectorModule>;
export type InspectCallback = (event: InspectionEvent) => void;

/** Events kept while the inspector loads; older ones are dropped past this. */
const MAX_BUFFERED_EVENTS = 1000;

/** Whether this page asked for the inspector: `?inspect` or a VITE_INSPECT=1 build. */
export function isInspectionRequested(search: string, inspectFlag: string | undefined): boolean {
  return inspectFlag === "1" || new URLSearchParams(search).has("inspect");
}

/**
 * An `inspect` callback for createActor that loads the inspector once and forwards every
 * inspection event to it, with secrets removed (inspector-sanitizers.ts).
 */
export function connectInspector(
  load: InspectorLoader,
  onLoadError: (error: unknown) => void = (error) =>
    console.warn("The Stately inspector could not be loaded.", error),
): InspectCallback {
  const buffered: InspectionEvent[] = [];
  let forward: InspectCallback | null = null;
  void load().then((module) => {
    const { inspect } = module.createBrowserInspector({
      sanitizeContext,
      sanitizeEvent,
      serialize: redactSecrets,
    });
    forward = (event) => inspect.next?.(event);
    for (const event of buffered.splice(0)) forward(event);
  }, onLoadError);
  return (event) => {
    if (forward !== null) {
      forward(event);
      return;
    }
    buffered.push(event);
    if (buffered.length > MAX_BUFFERED_EVENTS) buffered.shift();
  };
}
