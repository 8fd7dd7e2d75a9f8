import { Popover, type PopoverRootProps } from "@ark-ui/react/popover";
import { Portal } from "@ark-ui/react/portal";
import { type ReactNode, useId } from "react";
import { popoverPanel } from "#styled-system/recipes/index.js";

export type PopoverPanelProps = Omit<PopoverRootProps, "ids" | "lazyMount" | "unmountOnExit"> & {
  /** The button that opens it: a `Popover.Trigger`. */
  readonly trigger: ReactNode;
  /** The panel's title, which names it. */
  readonly title: string;
  /** Controls beside the title in the header, such as a settings link. */
  readonly headerActions?: ReactNode;
  readonly children: ReactNode;
};

/**
 * A floating panel opened from a button (the bell's notifications, the contact widget): mounted
 * only while open, in a portal above the page, titled in its header. Its parts below the header
 * (`body`, `footer`, sections) are the caller's, styled from the same popover-panel recipe.
 */
export function PopoverPanel({
  trigger,
  title,
  headerActions,
  children,
  ...root
}: PopoverPanelProps) {
  const titleId = useId();
  const classes = popoverPanel();
  return (
    <Popover.Root {...root} ids={{ title: titleId }} lazyMount unmountOnExit>
      {trigger}
      <Portal>
        <Popover.Positioner className={classes.positioner}>
          {/* Named explicitly: Ark links the title only if it finds it when opening. */}
          <Popover.Content className={classes.content} aria-labelledby={titleId}>
            <div className={classes.header}>
              <Popover.Title className={classes.title}>{title}</Popover.Title>
              {headerActions}
            </div>
            {children}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
