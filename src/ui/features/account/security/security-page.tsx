import { grid } from "#styled-system/patterns/index.js";
import { heading, panel, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import {
  useCompanyTwoFactorRequirement,
  useTwoFactorStatus,
} from "../../../../adapters/resources/account/two-factor.ts";
import { portalNow } from "../../../../core/clock.ts";
import { canWrite } from "../../../../core/permissions/index.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { AccountPage } from "../shared/account-page.tsx";
import { RegenerateBackupCodes, TurnOffAuthenticator } from "./authenticator-settings.tsx";
import { AuthenticatorSetup } from "./authenticator-setup.tsx";
import { SessionsSection } from "./sessions-section.tsx";

/** The company requirement, for administrators. */
function CompanyRequirement({ required }: { readonly required: boolean }) {
  const change = useCompanyTwoFactorRequirement();
  return (
    <section aria-labelledby="company-requirement-heading" className={panel()}>
      <h2 id="company-requirement-heading" className={heading({ size: "card" })}>
        For your whole company
      </h2>
      <p className={text({ size: "sm" })}>
        {required
          ? "Everyone in your company must sign in with an authenticator app. Users without one are taken to set it up right after their password."
          : "Users choose for themselves whether to sign in with an authenticator app."}
      </p>
      {change.error !== null && <Alert status="error">{change.error}</Alert>}
      <div className={grid({ mt: "3", justifyItems: "start" })}>
        <Button
          variant="outline"
          disabled={change.isPending}
          onClick={() => change.submit({ required: !required })}
        >
          {required ? "Stop requiring two-factor sign-in" : "Require two-factor sign-in"}
        </Button>
      </div>
    </section>
  );
}

/**
 * /account-settings/security (issue 44): the authenticator app (set up, new backup codes, turn
 * off), where the user is signed in, and for administrators the company requirement.
 */
export function SecurityPage() {
  const { permissions } = useSession();
  const status = useTwoFactorStatus();
  const state = status.data;
  return (
    <AccountPage
      title="Security"
      subtitle="Two-factor sign-in with an authenticator app, and where you are signed in."
    >
      <div className={grid({ gap: "6" })}>
        <section aria-labelledby="authenticator-heading" className={panel()}>
          <h2 id="authenticator-heading" className={heading({ size: "card" })}>
            Authenticator app
          </h2>
          {status.error !== null && <Alert status="error">{status.error}</Alert>}
          {state?.enrolment_required && (
            <Alert status="warning">
              Your company requires two-factor sign-in. Set up an authenticator app to continue.
            </Alert>
          )}
          {state !== undefined && !state.authenticator && (
            <div className={grid({ gap: "3", mt: "3" })}>
              <p className={text({ size: "sm" })}>
                Off. With it on, signing in takes your password and a code from an app on your
                phone, so a stolen password alone is not enough.
              </p>
              <AuthenticatorSetup />
            </div>
          )}
          {state?.authenticator && (
            <div className={grid({ gap: "6", mt: "3" })}>
              <p className={text({ size: "sm" })}>
                On since <DisplayTime value={state.enabled_at} now={portalNow()} />.{" "}
                {state.backup_codes_left === 1
                  ? "1 backup code left."
                  : `${state.backup_codes_left} backup codes left.`}
              </p>
              <RegenerateBackupCodes />
              {!state.company_requires && <TurnOffAuthenticator />}
            </div>
          )}
        </section>
        {state !== undefined && canWrite(permissions, "admin") && (
          <CompanyRequirement required={state.company_requires} />
        )}
        {state !== undefined && !state.enrolment_required && <SessionsSection />}
      </div>
    </AccountPage>
  );
}
