import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import { type NavItem, type Navigation, navigationFor } from "../../../core/permissions/index.ts";

/**
 * The menus of the private shell. What is visible comes from core `navigationFor` (the same
 * table the route guards read); this hook only supplies the session's permissions and the
 * impersonation flag, and the intentions behind the two entries that do something.
 */
export function usePortalNavigation(): Navigation {
  const { permissions, isImpersonating } = useSession();
  return useMemo(
    () => navigationFor(permissions, { isImpersonating }),
    [permissions, isImpersonating],
  );
}

/**
 * What choosing an entry does, for the entries that are more than a link: leaving an
 * impersonation, and signing out (the session then takes the user to the right page).
 * Undefined for a plain link.
 */
export function useNavAction(): (item: NavItem) => (() => void) | undefined {
  const { exitImpersonation, signOut } = useSession();
  return useMemo(
    () => (item: NavItem) => {
      if (item.id === "exit-impersonation") return () => exitImpersonation();
      if (item.id === "sign-out") return () => signOut();
      return undefined;
    },
    [exitImpersonation, signOut],
  );
}

/**
 * For Ark UI Menu's `navigate`: a link entry chosen with the keyboard goes through the router.
 * Ark's default dispatches a synthetic click that React's link never hears, which in a browser
 * would load the whole page again.
 */
export function useMenuNavigate(): (details: { readonly node: HTMLAnchorElement }) => void {
  const navigate = useNavigate();
  return useCallback(
    (details) => {
      const to = details.node.getAttribute("href");
      if (to !== null) void navigate(to);
    },
    [navigate],
  );
}

/** Up to two letters for the avatar: first and last name, else the e-mail address. */
export function initialsOf(user: {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}): string {
  const letters = [user.firstname, user.lastname]
    .map((part) => part.trim().charAt(0))
    .join("")
    .toUpperCase();
  return letters === "" ? user.email.charAt(0).toUpperCase() : letters;
}
