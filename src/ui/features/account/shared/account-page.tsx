import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { text, textLink } from "#styled-system/recipes/index.js";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";

/** The filter form of an account-settings list (users, logs): up to three fields in a row. */
export const accountFiltersClass = grid({
  gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
  gap: "4",
  alignItems: "start",
  mb: "4",
});

/**
 * The frame of every account-settings page: a way back to the overview (or another parent),
 * the page's title as heading and document title, and its content.
 */
export function AccountPage({
  title,
  subtitle,
  actions,
  back = { to: "/account-settings", label: "Account settings" },
  children,
}: {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly actions?: ReactNode;
  readonly back?: { readonly to: string; readonly label: string } | null;
  readonly children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <>
      {back !== null && (
        <p className={cx(text({ size: "sm" }), css({ mb: "2" }))}>
          <Link className={textLink()} to={back.to}>
            ← {back.label}
          </Link>
        </p>
      )}
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </>
  );
}

/** A column of form fields, as wide as a comfortable line of input. */
export const formColumn = grid({ gap: "4", maxW: "xl" });
