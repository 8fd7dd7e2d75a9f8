import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { Link } from "react-router-dom";
import { navMenu } from "#styled-system/recipes/index.js";
import type { NavItem } from "../../../core/permissions/index.ts";
import type { OpenedBy } from "../deferred/deferred-popup.ts";
import { ChevronDownIcon } from "./icons.tsx";
import { useMenuNavigate } from "./use-navigation.ts";

/**
 * A top-bar entry that opens a list of links (Services, Support). Ark UI's Menu gives the
 * keyboard behaviour (arrows, Home/End, typeahead, Escape) and the ARIA roles; the entries are
 * router links, so Enter or a click navigates without a page load.
 */
export function NavMenuPopup({
  item,
  openedBy,
}: {
  readonly item: NavItem;
  /** Open at once (nav-menu.tsx renders this when the user opened its stand-in trigger). */
  readonly openedBy: OpenedBy | undefined;
}) {
  const classes = navMenu();
  const navigate = useMenuNavigate();
  return (
    <Menu.Root
      navigate={navigate}
      positioning={{ placement: "bottom-start" }}
      defaultOpen={openedBy !== undefined}
      defaultHighlightedValue={openedBy === "keyboard" ? item.items[0]?.id : undefined}
    >
      <Menu.Trigger className={classes.trigger}>
        {item.label}
        <ChevronDownIcon />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={classes.positioner}>
          <Menu.Content className={classes.content} aria-label={item.label}>
            {item.items.map((entry) => (
              <Menu.Item key={entry.id} value={entry.id} asChild className={classes.item}>
                <Link to={entry.route}>{entry.label}</Link>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
