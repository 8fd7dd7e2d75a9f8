import { PublicLayout } from "../../layouts/public-layout.tsx";
import { BackOrHomeActions, SystemPage } from "./system-page.tsx";

/**
 * /error: the server could not be reached or failed (spec section 8), or a page broke. The
 * status polling is paused here, so "Try again" reloads the page the user came from.
 */
export function ErrorPage() {
  return (
    <SystemPage heading="Something went wrong" status="error" actions={<BackOrHomeActions />}>
      <p>The portal could not complete your request. This is usually temporary.</p>
      <p>Wait a moment, then go back and try again.</p>
    </SystemPage>
  );
}

/** A page that threw while rendering or loading: the same page, in the public frame. */
export function RouteErrorPage({ error }: { readonly error: unknown }) {
  // Kept for whoever opens the console; the page itself stays calm.
  console.error(error);
  return (
    <PublicLayout>
      <ErrorPage />
    </PublicLayout>
  );
}
