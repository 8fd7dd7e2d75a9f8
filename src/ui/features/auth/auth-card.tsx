import type { ReactNode } from "react";
import { css } from "../../../../styled-system/css/index.js";
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
      <h1 id="auth-card-heading" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "1" })}>
        {heading}
      </h1>
      {intro !== undefined && <div className={css({ color: "text.muted", mb: "6" })}>{intro}</div>}
      {children}
    </section>
  );
}

export const formStack = css({ display: "flex", flexDirection: "column", gap: "4" });
export const linkRow = css({
  mt: "6",
  fontSize: "sm",
  display: "flex",
  flexWrap: "wrap",
  gap: "3",
  justifyContent: "space-between",
});
