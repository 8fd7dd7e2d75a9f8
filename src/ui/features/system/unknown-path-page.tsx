import { useLocation } from "react-router-dom";
import { useRuntimeConfig } from "../../../adapters/react/index.ts";
import { SignInPage } from "../auth/sign-in-page.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

/** The branded sign-in address for a product slug, e.g. "/conduit-sign-in". */
export function brandedSignInPath(productSlug: string): string {
  return `/${productSlug}-sign-in`;
}

/**
 * Every path no route claims. The branded sign-in page lives here because its address
 * depends on runtime configuration, which the static route table cannot know; anything else
 * is not found.
 */
export function UnknownPathPage() {
  const { productSlug } = useRuntimeConfig();
  const { pathname } = useLocation();
  const normalised = pathname.replace(/\/+$/, "").toLowerCase();
  if (normalised === brandedSignInPath(productSlug)) return <SignInPage branded />;
  return <NotFoundPage />;
}
