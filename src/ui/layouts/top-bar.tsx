import { Link, NavLink } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { topBarButton, topBarLink, wordmark } from "#styled-system/recipes/index.js";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import type { NavItem } from "../../core/permissions/index.ts";
import { ChangelogIcon } from "../components/nav/icons.tsx";
import { MobileDrawer } from "../components/nav/mobile-drawer.tsx";
import { NavMenu } from "../components/nav/nav-menu.tsx";
import { usePortalNavigation } from "../components/nav/use-navigation.ts";
import { UserMenu } from "../components/nav/user-menu.tsx";
import { NotificationMenu } from "../components/notifications/notification-menu.tsx";

/** A destination of the desktop bar: a link, or a menu of links. */
function Destination({ item }: { readonly item: NavItem }) {
  if (item.kind === "menu") return <NavMenu item={item} />;
  return (
    <NavLink to={item.route} className={topBarLink()}>
      {item.label}
    </NavLink>
  );
}

/**
 * The private top bar (spec section 2). Every entry comes from core `navigationFor`, in its
 * order: text destinations on the left; the notification bell, the changelog icon and the
 * user menu on the right. Below md the destinations and the user menu move into the drawer.
 */
export function TopBar() {
  const { productName } = useRuntimeConfig();
  const { topBar } = usePortalNavigation();
  const destinations = topBar.filter(
    (item) => item.id !== "notifications" && item.id !== "changelog" && item.id !== "user-menu",
  );
  const has = (id: NavItem["id"]) => topBar.find((item) => item.id === id);
  const changelog = has("changelog");
  const userMenu = has("user-menu");

  return (
    <header className={css({ bgImage: "token(colors.surface.hero)", color: "text.inverted" })}>
      <div
        className={flex({
          align: "center",
          gap: "2",
          maxW: "7xl",
          mx: "auto",
          h: "16",
          px: { base: "3", md: "6" },
        })}
      >
        <Link to="/dashboard" className={cx(wordmark(), css({ mr: "4" }))}>
          {productName}
        </Link>
        <nav
          aria-label="Main"
          className={css({ display: { base: "none", md: "flex" }, alignItems: "center", gap: "1" })}
        >
          {destinations.map((item) => (
            <Destination key={item.id} item={item} />
          ))}
        </nav>
        <div className={flex({ ml: "auto", align: "center", gap: "1" })}>
          {has("notifications") && <NotificationMenu />}
          {changelog !== undefined && (
            <NavLink
              to={changelog.route}
              aria-label={changelog.label}
              title={changelog.label}
              className={topBarButton()}
            >
              <ChangelogIcon />
            </NavLink>
          )}
          {userMenu !== undefined && (
            <div className={css({ display: { base: "none", md: "block" } })}>
              <UserMenu items={userMenu.items} />
            </div>
          )}
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
