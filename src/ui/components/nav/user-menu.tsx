import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { Link } from "react-router-dom";
import { css } from "../../../../styled-system/css/index.js";
import { navMenu } from "../../../../styled-system/recipes/index.js";
import { useSession } from "../../../adapters/react/index.ts";
import type { NavItem } from "../../../core/permissions/index.ts";
import { ChevronDownIcon } from "./icons.tsx";
import { InitialsAvatar } from "./initials-avatar.tsx";
import {
  fullNameOf,
  initialsOf,
  useMenuNavigate,
  useNavAction,
  usePortalNavigation,
} from "./use-navigation.ts";

/**
 * The user menu (spec section 2): company name and initials avatar on the trigger; full name
 * and e-mail heading the list; then Account settings, Impersonation, Exit impersonation and
 * Sign out as core's navigation allows.
 */
export function UserMenu({ items }: { readonly items: ReadonlyArray<NavItem> }) {
  const { user } = useSession();
  const { avatarTone } = usePortalNavigation();
  const actionOf = useNavAction();
  const classes = navMenu();
  const navigate = useMenuNavigate();
  if (user === null) return null;
  const fullName = fullNameOf(user);
  return (
    <Menu.Root navigate={navigate} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger className={classes.trigger}>
        <span className={css({ display: { base: "none", lg: "inline" } })}>
          {user.company_name}
        </span>
        <InitialsAvatar initials={initialsOf(user)} tone={avatarTone} />
        <span className={css({ srOnly: true })}>Account menu of {fullName}</span>
        <ChevronDownIcon />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={classes.positioner}>
          <Menu.Content className={classes.content}>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={classes.itemGroupLabel}>
                <span className={css({ display: "block", fontWeight: "semibold" })}>
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
