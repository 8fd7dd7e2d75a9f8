import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useState,
} from "react";

/**
 * Menus, popovers and the drawer of the private frame are Ark UI machines with positioning
 * and focus trapping: about 30 kB gzip that the first page of a session does not need to
 * draw. Each is drawn first as a plain trigger button of the same look; its code is fetched
 * when the pointer or the keyboard focus reaches the trigger, and the real component takes
 * the trigger's place, already open, when the user opens it. Once fetched, later renders use
 * the real component straight away.
 */

/** How the user opened the popup: a keyboard user gets the first entry highlighted. */
export type OpenedBy = "pointer" | "keyboard";

export interface DeferredComponent<P> {
  /** The component once fetched. */
  readonly current: () => ComponentType<P> | undefined;
  readonly fetch: () => Promise<ComponentType<P>>;
}

/** A component fetched on demand, shared by every place that shows it. */
export function deferredComponent<P>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    current: () => component,
    fetch: () => {
      loading ??= load().then((loaded) => {
        component = loaded;
        return loaded;
      });
      // Offline: forget the failure, so the next interest tries again.
      loading.catch(() => {
        loading = undefined;
      });
      return loading;
    },
  };
}

export interface DeferredPopup<P> {
  /** The real component, once the user opened the popup (or it was fetched before). */
  readonly Component: ComponentType<P> | undefined;
  /** How the popup was opened; undefined when the component was simply there already. */
  readonly openedBy: OpenedBy | undefined;
  /** Spread on the stand-in trigger button. */
  readonly triggerProps: {
    readonly onPointerEnter: () => void;
    readonly onFocus: (event: FocusEvent) => void;
    readonly onClick: (event: MouseEvent) => void;
    readonly onKeyDown: (event: KeyboardEvent) => void;
  };
}

export function useDeferredPopup<P>(deferred: DeferredComponent<P>): DeferredPopup<P> {
  const [Component, setComponent] = useState<ComponentType<P> | undefined>(deferred.current);
  const [openedBy, setOpenedBy] = useState<OpenedBy | undefined>(undefined);
  const prefetch = () => void deferred.fetch().catch(() => undefined);
  const open = (by: OpenedBy) => {
    deferred.fetch().then(
      (loaded) => {
        setOpenedBy(by);
        setComponent(() => loaded);
      },
      (error: unknown) => console.error(error),
    );
  };
  return {
    Component,
    openedBy,
    triggerProps: {
      onPointerEnter: prefetch,
      onFocus: prefetch,
      // A click from the keyboard (Enter, Space) has no pointer position: detail is 0.
      onClick: (event) => open(event.detail === 0 ? "keyboard" : "pointer"),
      onKeyDown: (event) => {
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          open("keyboard");
        }
      },
    },
  };
}
