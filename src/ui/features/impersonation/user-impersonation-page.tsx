import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import { useImpersonationCandidates } from "../../../adapters/resources/users/impersonation-candidates.ts";
import { IMPERSONATION_REASON_MAX_LENGTH } from "../../../core/api/auth/impersonation.ts";
import { IMPERSONATION_CANDIDATE_LIST } from "../../../core/api/auth/impersonation-session.ts";
import { userName } from "../../../core/api/users/user-name.ts";
import { isReadOnlyImpersonator } from "../../../core/permissions/index.ts";
import { pageNumberOf } from "../../components/nav/pager.tsx";
import { PagedResults } from "../../components/records/paged-results.tsx";
import { TextField } from "../../components/text-field.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { PageHeader } from "../../layouts/page-header.tsx";
import { CandidateTable } from "./candidate-table.tsx";

export const CANDIDATES_PAGE_SIZE = 20;
/** Typing pauses this long before the list is asked for again. */
const SEARCH_DELAY_MS = 300;

/**
 * /impersonation/user-impersonation: the customer users a staff member may act as, searchable
 * by name, e-mail or company, with one button per row. Starting is the session's job
 * (`impersonate`); it takes the staff member home as the customer, or shows why it failed.
 */
export function UserImpersonationPage() {
  usePageTitle("User impersonation");
  const { permissions, impersonate, isBusy } = useSession();
  const readOnly = isReadOnlyImpersonator(permissions);
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const page = pageNumberOf(params.get("page"));
  const [typed, setTyped] = useState(search);
  const [startingId, setStartingId] = useState<string | null>(null);
  // Why staff act as the customer: kept, with the start, in the customer's activity log.
  const [reason, setReason] = useState("");

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      const next = typed.trim();
      setParams(next === "" ? {} : { search: next }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const candidates = useImpersonationCandidates(
    IMPERSONATION_CANDIDATE_LIST.page({ search }, page),
  );

  const start = (id: string) => {
    setStartingId(id);
    if (reason.trim() === "") impersonate(id);
    else impersonate(id, reason.trim());
  };

  const goToPage = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next > 1) updated.set("page", String(next));
    else updated.delete("page");
    setParams(updated);
  };

  return (
    <>
      <PageHeader
        title="User impersonation"
        subtitle={
          readOnly
            ? "You can view the portal as a customer sees it. Changes are refused while you do."
            : "Act as a customer user to see and do what they can. Exit from the banner when you are done."
        }
      />
      {/* biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser the portal supports; <search> does not yet. */}
      <form
        role="search"
        aria-label="Customer users"
        className={css({ maxW: "md", mb: "4" })}
        onSubmit={(event) => {
          event.preventDefault();
          const next = typed.trim();
          setParams(next === "" ? {} : { search: next });
        }}
      >
        <TextField
          label="Search users"
          helperText="Name, e-mail address or company"
          type="search"
          name="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <div className={css({ maxW: "md", mb: "4" })}>
        <TextField
          label="Reason (optional)"
          helperText="Shown to the customer's administrators in their activity log, e.g. a ticket number"
          name="reason"
          maxLength={IMPERSONATION_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <PagedResults
        view={candidates}
        url={{ page, setPage: goToPage }}
        noun="users"
        emptyTitle={
          search === "" ? "There are no customer users yet." : `No users match “${search}”.`
        }
      >
        {(results) => (
          <CandidateTable
            candidates={results}
            actionLabel={readOnly ? "View as (read-only)" : "Impersonate"}
            startingId={isBusy ? startingId : null}
            disabled={isBusy}
            onStart={start}
            nameOf={userName}
          />
        )}
      </PagedResults>
    </>
  );
}
