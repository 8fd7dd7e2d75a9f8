import type { ReactNode } from "react";
import { css } from "../../../../../styled-system/css/index.js";

const termClass = css({
  fontSize: "xs",
  fontWeight: "semibold",
  color: "text.muted",
  textTransform: "uppercase",
  letterSpacing: "wider",
});

/** The facts of a maintenance or an outage, as a description list. */
export function EventFacts({
  rows,
}: {
  readonly rows: ReadonlyArray<readonly [string, ReactNode]>;
}) {
  return (
    <dl>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className={termClass}>{term}</dt>
          <dd className={css({ mt: "0.5", mb: "3", overflowWrap: "anywhere" })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
