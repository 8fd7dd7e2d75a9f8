import { navMenu } from "#styled-system/recipes/index.js";
import type { NavItem } from "../../../core/permissions/index.ts";
import { deferredComponent, useDeferredPopup } from "../deferred/deferred-popup.ts";
import { StandInTrigger } from "../deferred/stand-in-trigger.tsx";
import { ChevronDownIcon } from "./icons.tsx";

const popup = deferredComponent(() =>
  import("./nav-menu-popup.tsx").then((module) => module.NavMenuPopup),
);

/**
 * A top-bar entry that opens a list of links (Services, Support). Until the user reaches for
 * it, a button of the same look stands in for the menu (deferred-popup.ts says why).
 */
export function NavMenu({ item }: { readonly item: NavItem }) {
  const { Component, openedBy, triggerProps } = useDeferredPopup(popup);
  if (Component !== undefined) return <Component item={item} openedBy={openedBy} />;
  return (
    <StandInTrigger opens="menu" className={navMenu().trigger} triggerProps={triggerProps}>
      {item.label}
      <ChevronDownIcon />
    </StandInTrigger>
  );
}
