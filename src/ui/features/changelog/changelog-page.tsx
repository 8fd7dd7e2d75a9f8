import { useSearchParams } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { stack, wrap } from "#styled-system/patterns/index.js";
import { heading, panel, text, textLink } from "#styled-system/recipes/index.js";
import { useChangelog } from "../../../adapters/resources/content/changelog.ts";
import type { ChangelogEntry } from "../../../core/api/content/changelog.ts";
import { portalNow } from "../../../core/clock.ts";
import { formatDisplayDate } from "../../../core/format/display-date.ts";
import { pageNumberOf } from "../../components/nav/pager.tsx";
import { PagedResults } from "../../components/records/paged-results.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { PageHeader } from "../../layouts/page-header.tsx";
import { REQUEST_FEATURE_ANCHOR, RequestFeatureForm } from "./request-feature-form.tsx";

/** /changelogs: the portal's release notes, newest first, a page at a time (?page=). */
export function ChangelogPage() {
  usePageTitle("Changelog");
  const [params, setParams] = useSearchParams();
  const page = pageNumberOf(params.get("page"));
  const changelog = useChangelog(page);
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  const now = portalNow();

  return (
    <>
      <PageHeader
        title="Changelog"
        subtitle="What is new in the portal."
        actions={
          <a className={textLink()} href={`#${REQUEST_FEATURE_ANCHOR}`}>
            Request a feature
          </a>
        }
      />
      <PagedResults
        view={changelog}
        url={{ page, setPage }}
        noun="release notes"
        emptyTitle="No release notes yet."
        emptyHint="Changes to the portal will be described here."
      >
        {(entries) => (
          <ol className={stack({ gap: "4" })}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <ChangelogArticle entry={entry} now={now} />
              </li>
            ))}
          </ol>
        )}
      </PagedResults>
      <RequestFeatureForm />
    </>
  );
}

/** One release note: its version, title, date and text. */
function ChangelogArticle({ entry, now }: { readonly entry: ChangelogEntry; readonly now: Date }) {
  return (
    <article aria-labelledby={`changelog-${entry.id}`} className={panel()}>
      <header className={wrap({ align: "baseline", gap: "3", mb: "2" })}>
        <span
          className={css({
            px: "2",
            py: "0.5",
            borderRadius: "full",
            bg: "brand.50",
            color: "brand.700",
            fontSize: "xs",
            fontWeight: "bold",
          })}
        >
          {entry.version}
        </span>
        <h2 id={`changelog-${entry.id}`} className={heading({ size: "section", flush: true })}>
          {entry.title}
        </h2>
        <time dateTime={entry.published_at} className={text({ tone: "muted", size: "sm" })}>
          {formatDisplayDate(entry.published_at, { now })}
        </time>
      </header>
      <p className={css({ whiteSpace: "pre-line", color: "text.default" })}>{entry.body}</p>
    </article>
  );
}
