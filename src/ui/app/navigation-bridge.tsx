import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import type { PortalNavigator } from "./portal-navigator.ts";

/** Connects the portal's navigator to the router it is rendered in (portal-navigator.ts). */
export function NavigationBridge({ navigator }: { readonly navigator: PortalNavigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.connect((to) => navigate(to)), [navigator, navigate]);
  return null;
}
