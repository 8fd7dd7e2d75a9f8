import { BackOrHomeActions, SystemPage } from "./system-page.tsx";

/** /no-permissions: the user holds none of the permissions a page needs (spec section 6). */
export function NoPermissionsPage() {
  return (
    <SystemPage heading="No access to this page" status="warning" actions={<BackOrHomeActions />}>
      <p>Your account does not have the permission this page needs.</p>
      <p>If you need it, ask an administrator of your company to grant you access.</p>
    </SystemPage>
  );
}
