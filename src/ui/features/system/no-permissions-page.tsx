import { Link, useNavigate } from "react-router-dom";
import { button } from "../../../../styled-system/recipes/index.js";
import { Button } from "../../components/button.tsx";
import { SystemPage } from "./system-page.tsx";

/** /no-permissions: the user holds none of the permissions a page needs (spec section 6). */
export function NoPermissionsPage() {
  const navigate = useNavigate();
  return (
    <SystemPage
      heading="No access to this page"
      status="warning"
      actions={
        <>
          <Button onClick={() => void navigate(-1)} variant="outline">
            Go back
          </Button>
          <Link className={button()} to="/">
            Go to the portal home
          </Link>
        </>
      }
    >
      <p>Your account does not have the permission this page needs.</p>
      <p>If you need it, ask an administrator of your company to grant you access.</p>
    </SystemPage>
  );
}
