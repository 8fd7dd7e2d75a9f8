import { useId } from "react";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { grid, wrap } from "#styled-system/patterns/index.js";
import { button, heading, text } from "#styled-system/recipes/index.js";
import { usePageTitle } from "../../components/use-page-title.ts";
import type { PortalDocument } from "./document-content.ts";

/** One legal or help text: its title, a summary, its sections and where to go next. */
export function DocumentPage({ document }: { readonly document: PortalDocument }) {
  usePageTitle(document.title);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <h1 id={titleId} className={heading({ size: "page" })}>
        {document.title}
      </h1>
      <p className={cx(text({ tone: "muted" }), css({ mb: "6" }))}>{document.summary}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className={css({ mb: "6" })}>
          <h2 className={heading({ size: "section" })}>{section.heading}</h2>
          <div className={grid({ gap: "2", lineHeight: "relaxed" })}>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
      {document.actions.length > 0 && (
        <div className={wrap({ gap: "3" })}>
          {document.actions.map((action, index) => (
            <Link
              key={action.to}
              className={button({ variant: index === 0 ? "primary" : "outline" })}
              to={action.to}
            >
              {action.label}
            </Link>
          ))}
        </div>
      )}
    </article>
  );
}
