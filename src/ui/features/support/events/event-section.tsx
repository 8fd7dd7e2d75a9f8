import type { ReactNode } from "react";
import { css } from "../../../../../styled-system/css/index.js";
import { panel } from "../../../../../styled-system/recipes/index.js";

/** A titled card of a detail page. */
export function EventSection({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={panel()}>
      <h2 id={id} className={css({ fontSize: "lg", fontWeight: "semibold", mb: "3" })}>
        {title}
      </h2>
      {children}
    </section>
  );
}
