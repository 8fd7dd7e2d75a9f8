import type { ReactNode } from "react";
import { cx } from "#styled-system/css/index.js";
import { alert } from "#styled-system/recipes/index.js";
import { type Status, StatusIcon } from "./status-icon.tsx";

export interface AlertProps {
  readonly status: Status;
  readonly title?: string;
  readonly children?: ReactNode;
  readonly className?: string;
  /**
   * How assistive technology hears it: "alert" interrupts (a refusal the user must act on),
   * "status" waits its turn (a confirmation). By default errors are alerts, the rest status.
   */
  readonly role?: "alert" | "status";
}

/** A message inside a page, with an icon by status, an optional title and the text. */
export function Alert({ status, title, children, className, role }: AlertProps) {
  const classes = alert({ status });
  return (
    <div
      role={role ?? (status === "error" ? "alert" : "status")}
      className={cx(classes.root, className)}
    >
      <StatusIcon status={status} className={classes.icon} />
      <div className={classes.content}>
        {title !== undefined && <p className={classes.title}>{title}</p>}
        {children !== undefined && <div className={classes.description}>{children}</div>}
      </div>
    </div>
  );
}
