import { Link } from "react-router-dom";
import { css } from "../../../../styled-system/css/index.js";
import { useRuntimeConfig } from "../../../adapters/react/runtime-config-context.tsx";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/text-field.tsx";

/**
 * The sign-in screen. The form is driven by the session machine (captcha, one-time code and
 * external sign-in steps); this component only renders what that machine's view model says.
 */
export function SignInPage() {
  usePageTitle("Sign in");
  const { productName } = useRuntimeConfig();
  return (
    <section aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "1" })}>
        Sign in
      </h1>
      <p className={css({ color: "text.muted", mb: "6" })}>
        Welcome to the {productName} customer portal.
      </p>
      <form
        aria-label="Sign in"
        className={css({ display: "flex", flexDirection: "column", gap: "4" })}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField label="Email" name="username" type="email" autoComplete="username" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" size="lg" fullWidth>
          Sign in
        </Button>
      </form>
      <p
        className={css({
          mt: "6",
          fontSize: "sm",
          display: "flex",
          justifyContent: "space-between",
        })}
      >
        <Link className={css({ color: "brand.600" })} to="/forgot-password">
          Forgot password?
        </Link>
        <Link className={css({ color: "brand.600" })} to="/sign-up">
          Request an account
        </Link>
      </p>
    </section>
  );
}
