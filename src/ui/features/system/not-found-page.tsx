import { HomeAction, SystemPage } from "./system-page.tsx";

/** Shown for /not-found and for every path the portal does not know. */
export function NotFoundPage() {
  return (
    <SystemPage heading="Page not found" status="info" actions={<HomeAction />}>
      <p>
        The page you asked for does not exist or has moved. Check the address, or start again from
        the portal home.
      </p>
    </SystemPage>
  );
}
