import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { flex, grid } from "#styled-system/patterns/index.js";
import { heading, panel, text, textLink } from "#styled-system/recipes/index.js";
import type { QueryView } from "../../../adapters/react/result-views.ts";
import { Button } from "../../components/button.tsx";

/**
 * One of the dashboard's module cards (services, billing; the next module's too): a titled
 * panel with a link to the module's list, and the figures of one query, each a link into the
 * module. The card says the query's loading and failure the same way for every module, with
 * a retry; the module gives only its figures.
 */
export function DashboardCard<T>({
  id,
  title,
  link,
  view,
  loading,
  failed,
  children,
}: {
  /** The heading's id, which names the section. */
  readonly id: string;
  readonly title: string;
  /** The module's list: "All services". */
  readonly link: { readonly to: string; readonly label: string };
  readonly view: QueryView<T>;
  /** "Loading your services…" */
  readonly loading: string;
  /** Said when the query fails without a message of its own. */
  readonly failed: string;
  /** The figures of the loaded data. */
  readonly children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={panel()}>
      <div className={flex({ justify: "space-between", gap: "3" })}>
        <h2 id={id} className={heading({ size: "section" })}>
          {title}
        </h2>
        <Link to={link.to} className={textLink()}>
          {link.label}
        </Link>
      </div>
      <CardBody view={view} loading={loading} failed={failed} render={children} />
    </section>
  );
}

function CardBody<T>({
  view,
  loading,
  failed,
  render,
}: {
  readonly view: QueryView<T>;
  readonly loading: string;
  readonly failed: string;
  readonly render: (data: T) => ReactNode;
}) {
  if (view.isPending) {
    return (
      <p role="status" className={text({ tone: "muted" })}>
        {loading}
      </p>
    );
  }
  if (view.isError || view.data === undefined) {
    return (
      <div role="alert">
        <p className={cx(text({ tone: "danger" }), css({ mb: "3" }))}>{view.error ?? failed}</p>
        <Button variant="ghost" onClick={view.refetch}>
          Try again
        </Button>
      </div>
    );
  }
  return render(view.data);
}

// Written out whole, one class a choice: Panda extracts the styles at build time.
const figureListClasses = {
  1: grid({
    gap: "3",
    gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
  }),
  2: grid({
    gap: "3",
    gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
  }),
} as const;

/** The card's figures: one column on a phone unless `phoneColumns` says more, three wider. */
export function FigureList({
  label,
  phoneColumns = 1,
  children,
}: {
  /** The list's accessible name: "Services by status". */
  readonly label: string;
  readonly phoneColumns?: 1 | 2;
  readonly children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={figureListClasses[phoneColumns]}>
      {children}
    </ul>
  );
}

const figureLinkClass = css({
  display: "block",
  p: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "control",
  _hover: { bg: "brand.50" },
});
const figureClass = css({ display: "block", fontSize: "2xl", fontWeight: "bold" });

/** One figure of a card, a link to where it comes from: "3" over "Active". */
export function FigureLink({
  to,
  figure,
  children,
}: {
  readonly to: string;
  readonly figure: ReactNode;
  /** What the figure counts. */
  readonly children: ReactNode;
}) {
  return (
    <li>
      <Link to={to} className={figureLinkClass}>
        <span className={figureClass}>{figure}</span>
        <span className={text({ tone: "muted", size: "sm" })}>{children}</span>
      </Link>
    </li>
  );
}
