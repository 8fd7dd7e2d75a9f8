import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
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

/**
 * A route showing a lazily loaded page, with a loading state while its code arrives. A `gate`
 * (the private pages' permission check) stands around both, so a user it turns away fetches
 * nothing of the page.
 */
export function lazyRoute(
  path: string,
  load: () => Promise<ComponentType>,
  Gate?: ComponentType<{ readonly children?: ReactNode }>,
): RouteObject {
  const { Page, preload } = lazyPage(load);
  const handle: RouteHandle = { preload };
  const page = (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
  return { path, handle, element: Gate === undefined ? page : <Gate>{page}</Gate> };
}
