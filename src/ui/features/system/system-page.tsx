import { type ReactNode, useId } from "react";
import { Link, useNavigate } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { wrap } from "#styled-system/patterns/index.js";
import { button, heading as headingStyle, text } from "#styled-system/recipes/index.js";
import { Button } from "../../components/button.tsx";
import { type Status, StatusIcon } from "../../components/status-icon.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";

export interface SystemPageProps {
  /** Page title and heading. */
  readonly heading: string;
  readonly status: Status;
  /** What happened and what the user can do about it. */
  readonly children: ReactNode;
  /** The way back: links or buttons. */
  readonly actions: ReactNode;
}

/** The shape of the portal's system pages: an icon, a heading, an explanation, a way back. */
export function SystemPage({ heading, status, children, actions }: SystemPageProps) {
  usePageTitle(heading);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css({ textAlign: "center" })}>
      <StatusIcon
        status={status}
        width={48}
        height={48}
        className={css({
          mx: "auto",
          mb: "4",
          color:
            status === "error" ? "danger.500" : status === "warning" ? "warning.500" : "brand.500",
        })}
      />
      <h1 id={headingId} className={cx(headingStyle({ size: "page" }), css({ mb: "2" }))}>
        {heading}
      </h1>
      <div className={cx(text({ tone: "muted" }), css({ mb: "6", "& p + p": { mt: "2" } }))}>
        {children}
      </div>
      <div className={wrap({ gap: "3", justify: "center" })}>{actions}</div>
    </section>
  );
}

/** The portal home as a system page's way out ("Go to the portal home", or "Try again"). */
export function HomeAction({ children = "Go to the portal home" }: { readonly children?: string }) {
  return (
    <Link className={button()} to="/">
      {children}
    </Link>
  );
}

/** Back to the page the user came from, or home: the way out of an error or a refusal. */
export function BackOrHomeActions() {
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => void navigate(-1)} variant="outline">
        Go back
      </Button>
      <HomeAction />
    </>
  );
}
