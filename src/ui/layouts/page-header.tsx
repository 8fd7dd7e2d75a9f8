import type { ReactNode } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { wrap } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";

/** The heading row of a private page: its title, an optional line under it, and actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly actions?: ReactNode;
}) {
  return (
    <div
      className={wrap({
        align: "flex-end",
        justify: "space-between",
        gap: "4",
        mb: "6",
      })}
    >
      {/* A record's title can hold a long unbroken word: it wraps within a phone's width. */}
      <div className={css({ minW: "0", overflowWrap: "anywhere" })}>
        <h1 className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold" })}>
          {title}
        </h1>
        {subtitle !== undefined && (
          <p className={cx(text({ tone: "muted" }), css({ mt: "1" }))}>{subtitle}</p>
        )}
      </div>
      {actions !== undefined && <div className={wrap({ gap: "2" })}>{actions}</div>}
    </div>
  );
}
