import { topBarButton } from "#styled-system/recipes/index.js";
import { deferredComponent, useDeferredPopup } from "../deferred/deferred-popup.ts";
import { StandInTrigger } from "../deferred/stand-in-trigger.tsx";
import { MenuIcon } from "./icons.tsx";

const popup = deferredComponent(() =>
  import("./mobile-drawer-popup.tsx").then((module) => module.MobileDrawerPopup),
);

/**
 * The mobile navigation (below md): a hamburger opening a right-hand drawer. The drawer's
 * code is fetched when the user reaches for the hamburger (deferred-popup.ts says why).
 */
export function MobileDrawer() {
  const { Component, openedBy, triggerProps } = useDeferredPopup(popup);
  if (Component !== undefined) return <Component openedBy={openedBy} />;
  return (
    <StandInTrigger
      opens="dialog"
      label="Open menu"
      className={topBarButton({ only: "narrow" })}
      triggerProps={triggerProps}
    >
      <MenuIcon />
    </StandInTrigger>
  );
}
