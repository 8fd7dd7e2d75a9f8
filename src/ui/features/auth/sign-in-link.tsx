import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import { linkRow } from "./auth-card.tsx";

/** The way back to the sign-in page under a public form or its outcome, on a row of its own. */
export function SignInLink({ label = "Go to sign in" }: { readonly label?: string }) {
  return (
    <p className={linkRow}>
      <Link className={textLink()} to="/sign-in">
        {label}
      </Link>
    </p>
  );
}
