import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { navMenu, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import { userName } from "../../../core/api/users/user-name.ts";
import type { NavItem } from "../../../core/permissions/index.ts";
import type { OpenedBy } from "../deferred/deferred-popup.ts";
import { useMenuNavigate, useNavAction, usePortalNavigation } from "./use-navigation.ts";
import { UserMenuTriggerContent } from "./user-menu-trigger-content.tsx";

/**
 * The user menu (spec section 2): company name and initials avatar on the trigger; full name
 * and e-mail heading the list; then Account settings, Impersonation, Exit impersonation and
 * Sign out as core's navigation allows.
 */
export function UserMenuPopup({
  items,
  openedBy,
}: {
  readonly items: ReadonlyArray<NavItem>;
  /** Open at once (user-menu.tsx renders this when the user opened its stand-in trigger). */
  readonly openedBy: OpenedBy | undefined;
}) {
  const { user } = useSession();
  const { avatarTone } = usePortalNavigation();
  const actionOf = useNavAction();
  const classes = navMenu();
  const navigate = useMenuNavigate();
  if (user === null) return null;
  const fullName = userName(user);
  return (
    <Menu.Root
      navigate={navigate}
      positioning={{ placement: "bottom-end" }}
      defaultOpen={openedBy !== undefined}
      defaultHighlightedValue={openedBy === "keyboard" ? items[0]?.id : undefined}
    >
      <Menu.Trigger className={classes.trigger}>
        <UserMenuTriggerContent user={user} avatarTone={avatarTone} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={classes.positioner}>
          <Menu.Content className={classes.content}>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={classes.itemGroupLabel}>
                <span className={cx(text({ weight: "semibold" }), css({ display: "block" }))}>
                  {user.company_name}
                </span>
                <span className={css({ display: "block", color: "text.default" })}>{fullName}</span>
                <span className={css({ display: "block", wordBreak: "break-all" })}>
                  {user.email}
                </span>
              </Menu.ItemGroupLabel>
              <Menu.Separator className={classes.separator} />
              {items.map((item) => {
                const action = actionOf(item);
                if (action !== undefined) {
                  return (
                    <Menu.Item
                      key={item.id}
                      value={item.id}
                      className={classes.item}
                      onClick={action}
                    >
                      {item.label}
                    </Menu.Item>
                  );
                }
                return (
                  <Menu.Item key={item.id} value={item.id} asChild className={classes.item}>
                    <Link to={item.route}>{item.label}</Link>
                  </Menu.Item>
                );
              })}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
