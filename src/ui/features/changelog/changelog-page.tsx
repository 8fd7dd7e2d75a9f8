import { useSearchParams } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { stack, wrap } from "#styled-system/patterns/index.js";
import { heading, panel, text, textLink } from "#styled-system/recipes/index.js";
import { useChangelog } from "../../../adapters/resources/content/changelog.ts";
import { CHANGELOG_LIST } from "../../../core/api/content/changelog.ts";
import { portalNow } from "../../../core/clock.ts";
import { formatDisplayDate } from "../../../core/format/display-date.ts";
import { Pager, pageNumberOf } from "../../components/nav/pager.tsx";
import { ErrorState } from "../../components/records/query-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { PageHeader } from "../../layouts/page-header.tsx";
import { REQUEST_FEATURE_ANCHOR, RequestFeatureForm } from "./request-feature-form.tsx";

/** /changelogs: the portal's release notes, newest first, a page at a time (?page=). */
export function ChangelogPage() {
  usePageTitle("Changelog");
  const [params, setParams] = useSearchParams();
  const page = pageNumberOf(params.get("page"));
  const changelog = useChangelog(page);
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
      {changelog.isPending ? (
        <p role="status" className={text({ tone: "muted" })}>
          Loading release notes…
        </p>
      ) : changelog.isError || changelog.data === undefined ? (
        <ErrorState
          message={changelog.error ?? "The release notes could not be loaded."}
          onRetry={changelog.refetch}
        />
      ) : changelog.data.results.length === 0 ? (
        <div className={panel()}>
          <p className={text({ weight: "semibold" })}>No release notes yet.</p>
          <p className={cx(text({ tone: "muted" }), css({ mt: "1" }))}>
            Changes to the portal will be described here.
          </p>
        </div>
      ) : (
        <>
          <ol className={stack({ gap: "4" })}>
            {changelog.data.results.map((entry) => (
              <li key={entry.id}>
                <article aria-labelledby={`changelog-${entry.id}`} className={panel()}>
                  <header className={wrap({ alignItems: "baseline", gap: "3", mb: "2" })}>
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
                    <h2
                      id={`changelog-${entry.id}`}
                      className={heading({ size: "section", flush: true })}
                    >
                      {entry.title}
                    </h2>
                    <time
                      dateTime={entry.published_at}
                      className={text({ tone: "muted", size: "sm" })}
                    >
                      {formatDisplayDate(entry.published_at, { now })}
                    </time>
                  </header>
                  <p className={css({ whiteSpace: "pre-line", color: "text.default" })}>
                    {entry.body}
                  </p>
                </article>
              </li>
            ))}
          </ol>
          <Pager
            count={changelog.data.count}
            page={page}
            pageSize={CHANGELOG_LIST.pageSize}
            onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            noun="release notes"
          />
        </>
      )}
      <RequestFeatureForm />
    </>
  );
}
