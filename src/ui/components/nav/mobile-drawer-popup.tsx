import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { drawer, text, topBarButton } from "#styled-system/recipes/index.js";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import { userName } from "../../../core/api/users/user-name.ts";
import type { NavItem } from "../../../core/permissions/index.ts";
import type { OpenedBy } from "../deferred/deferred-popup.ts";
import { CloseIcon, MenuIcon } from "./icons.tsx";
import { InitialsAvatar } from "./initials-avatar.tsx";
import { initialsOf, useNavAction, usePortalNavigation } from "./use-navigation.ts";

const entryClass = css({
  display: "flex",
  alignItems: "center",
  w: "full",
  minH: "11",
  fontSize: "md",
  textAlign: "start",
  color: "text.default",
  px: "5",
  cursor: "pointer",
  _hover: { bg: "brand.50" },
  "&[aria-current=page]": { color: "brand.700", fontWeight: "semibold", bg: "brand.50" },
  // An entry of a group is indented by its own attribute, not by a second atomic class that
  // could lose to the first by its place in the style sheet.
  "&[data-nested]": { ps: "9" },
});
const groupLabelClass = css({
  px: "5",
  pt: "3",
  pb: "1",
  textStyle: "overline",
  color: "text.muted",
});

/**
 * The mobile navigation (below md): a hamburger opening a right-hand drawer with the top bar's
 * destinations plus Account settings and the user menu's actions (core `navigation.drawer`).
 * Ark UI's Dialog traps focus, closes on Escape or outside click and gives focus back to the
 * hamburger; the drawer also closes once the user has gone somewhere.
 */
export function MobileDrawerPopup({ openedBy }: { readonly openedBy: OpenedBy | undefined }) {
  const [open, setOpen] = useState(openedBy !== undefined);
  const titleId = useId();
  const { pathname } = useLocation();
  const { drawer: items, avatarTone } = usePortalNavigation();
  const { user } = useSession();
  const actionOf = useNavAction();
  const classes = drawer();

  // Close on arrival at a new page, whichever way the user got there.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  const renderEntry = (item: NavItem, nested: boolean) => {
    const nestedMark = nested ? "" : undefined;
    const action = actionOf(item);
    if (action !== undefined) {
      return (
        <button
          type="button"
          className={entryClass}
          data-nested={nestedMark}
          onClick={() => {
            setOpen(false);
            action();
          }}
        >
          {item.label}
        </button>
      );
    }
    return (
      <Link
        to={item.route}
        className={entryClass}
        data-nested={nestedMark}
        aria-current={pathname === item.route ? "page" : undefined}
        onClick={() => setOpen(false)}
      >
        {item.label}
      </Link>
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      ids={{ title: titleId }}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger aria-label="Open menu" className={topBarButton({ only: "narrow" })}>
        <MenuIcon />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={classes.backdrop} />
        <Dialog.Positioner className={classes.positioner}>
          {/* Named explicitly: Ark links the title only if it finds it when opening. */}
          <Dialog.Content className={classes.content} aria-labelledby={titleId}>
            <div className={classes.header}>
              <Dialog.Title className={classes.title}>Menu</Dialog.Title>
              <Dialog.CloseTrigger aria-label="Close menu" className={classes.closeTrigger}>
                <CloseIcon />
              </Dialog.CloseTrigger>
            </div>
            {user !== null && (
              <div
                className={flex({
                  align: "center",
                  gap: "3",
                  px: "5",
                  py: "4",
                  borderBottomWidth: "1px",
                  borderColor: "border.default",
                })}
              >
                <InitialsAvatar initials={initialsOf(user)} tone={avatarTone} />
                <div className={cx(text({ size: "sm" }), css({ minW: "0" }))}>
                  <p className={text({ weight: "semibold" })}>{userName(user)}</p>
                  <p className={cx(text({ tone: "muted" }), css({ wordBreak: "break-all" }))}>
                    {user.email}
                  </p>
                  <p className={text({ tone: "muted" })}>{user.company_name}</p>
                </div>
              </div>
            )}
            <nav aria-label="Main menu" className={classes.body}>
              <ul>
                {items.map((item) =>
                  item.kind === "menu" ? (
                    <li key={item.id}>
                      <p id={`drawer-group-${item.id}`} className={groupLabelClass}>
                        {item.label}
                      </p>
                      <ul aria-labelledby={`drawer-group-${item.id}`}>
                        {item.items.map((entry) => (
                          <li key={entry.id}>{renderEntry(entry, true)}</li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={item.id}>{renderEntry(item, false)}</li>
                  ),
                )}
              </ul>
            </nav>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
