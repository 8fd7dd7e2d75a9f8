import { css } from "#styled-system/css/index.js";
import { text } from "#styled-system/recipes/index.js";

/** The cell classes the portal's tables share. */
export const tableCell = {
  /** The record's title with a muted second line: wide enough to read. */
  text: css({ minW: "56" }),
  /** Names of services with their ids: readable on a phone, ids never broken. */
  services: css({ minW: "48" }),
  /** A date: on one line. */
  date: css({ whiteSpace: "nowrap" }),
  /** A short label or an id (a charge's kind, a service id): on one line, never broken. */
  oneLine: css({ whiteSpace: "nowrap" }),
  /** A row header that is a sentence (a charge's description): wraps between its words. */
  sentence: css({ minW: "40", whiteSpace: "normal" }),
  /** The second, quieter line of a cell. */
  muted: css({ display: "block", color: "text.muted", fontSize: "xs" }),
  /** An icon and its words side by side (a service's type). */
  iconLabel: css({ display: "inline-flex", alignItems: "center", gap: "2", whiteSpace: "nowrap" }),
  /** Nothing to show yet ("Not yet", "None"). */
  none: text({ tone: "muted" }),
} as const;
