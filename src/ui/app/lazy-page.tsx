import { type ComponentType, lazy, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen.tsx";

/**
 * A page whose code is fetched the first time it is shown (React.lazy), so the first load of
 * the portal carries only the sign-in page and the frame. `preload` fetches it ahead of time;
 * tests use it to wait for nothing, and it is kept on the route's `handle`.
 */
export interface LazyPage {
  readonly Page: ComponentType;
  readonly preload: () => Promise<unknown>;
}

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then((Component) => ({ default: Component }));
    // A failed fetch (offline) is not remembered: the next visit tries again.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return { Page: lazy(preload), preload };
}

/** What a route keeps in its `handle`: how to fetch its page ahead of time. */
export interface RouteHandle {
  readonly preload?: () => Promise<unknown>;
}

/** A route showing a lazily loaded page, with a loading state while its code arrives. */
export function lazyRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  const { Page, preload } = lazyPage(load);
  const handle: RouteHandle = { preload };
  return {
    path,
    handle,
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <Page />
      </Suspense>
    ),
  };
}
