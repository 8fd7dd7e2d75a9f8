import type { ReactNode } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { stack, wrap } from "#styled-system/patterns/index.js";
import { heading as headingStyle, text } from "#styled-system/recipes/index.js";
import { usePageTitle } from "../../components/use-page-title.ts";

/** The heading and introduction every public form page starts with, and its title. */
export function AuthCard({
  title,
  heading = title,
  intro,
  children,
}: {
  readonly title: string;
  readonly heading?: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section aria-labelledby="auth-card-heading">
      <h1 id="auth-card-heading" className={headingStyle({ size: "page" })}>
        {heading}
      </h1>
      {intro !== undefined && (
        <div className={cx(text({ tone: "muted" }), css({ mb: "6" }))}>{intro}</div>
      )}
      {children}
    </section>
  );
}

export const formStack = stack({ gap: "4" });
export const linkRow = wrap({ mt: "6", fontSize: "sm", gap: "3", justify: "space-between" });
