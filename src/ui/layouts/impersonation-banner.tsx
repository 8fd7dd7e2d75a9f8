import { css } from "#styled-system/css/index.js";
import { noticeBar } from "#styled-system/recipes/index.js";
import { useSession } from "../../adapters/react/auth/use-session.ts";
import { userName } from "../../core/api/users/user-name.ts";
import { Button } from "../components/button.tsx";

/**
 * Shown on every private page while a staff member acts as a customer, naming the customer.
 * It has no close button on purpose: acting as someone else must stay visible. The only way
 * out is to end the impersonation. A read-only impersonation says so, since every change the
 * staff member tries is then refused by the server.
 */
export function ImpersonationBanner() {
  const { isImpersonating, user, exitImpersonation, isBusy } = useSession();
  if (!isImpersonating || user === null) return null;
  return (
    <section aria-label="Impersonation" className={noticeBar({ tone: "impersonating" })}>
      <p>
        You are acting as <strong>{userName(user)}</strong> of <strong>{user.company_name}</strong>
        {user.impersonator?.mode === "read-only" ? (
          <>
            {" "}
            in <strong>read-only</strong> mode: changes are refused
          </>
        ) : null}
      </p>
      <Button
        onClick={() => exitImpersonation()}
        disabled={isBusy}
        className={css({
          h: "8",
          bg: "surface.card",
          color: "danger.500",
          _hover: { bg: "danger.50" },
        })}
      >
        Exit impersonation
      </Button>
    </section>
  );
}
