import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** A new page starts at its top, as after a full page load. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page address is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
