import { HomeAction, SystemPage } from "./system-page.tsx";

/** /under-maintenance: the API answered 503 (spec section 8). */
export function UnderMaintenancePage() {
  return (
    <SystemPage
      heading="Down for maintenance"
      status="warning"
      actions={<HomeAction>Try again</HomeAction>}
    >
      <p>We are improving the portal and it is not available right now.</p>
      <p>It will be back shortly. Try again in a few minutes.</p>
    </SystemPage>
  );
}
