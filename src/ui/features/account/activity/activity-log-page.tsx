import { css } from "#styled-system/css/index.js";
import { wrap } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useActivityChainCheck } from "../../../../adapters/resources/account/activity-log.ts";
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_LOG_LIST,
  activityActorText,
  activityChangeText,
} from "../../../../core/api/account/activity-log.ts";
import { portalNow } from "../../../../core/clock.ts";
import { Button } from "../../../components/button.tsx";
import {
  ChoiceFilter,
  DateFilter,
  SearchFilter,
} from "../../../components/records/filter-fields.tsx";
import { FilterBar } from "../../../components/records/list-filter-bar.tsx";
import { type RecordFilters, RecordList } from "../../../components/records/record-list.tsx";
import { useSearchFilter } from "../../../components/records/use-search-text.ts";
import { useUserChoices } from "../../../components/records/use-user-choices.ts";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { AccountPage } from "../shared/account-page.tsx";

/** Actor, action, target and period, kept in the address. */
function ActivityFilters({
  filters,
  isFiltered,
  change,
  clear,
  field,
}: RecordFilters<typeof ACTIVITY_LOG_LIST>) {
  const people = useUserChoices();
  const [typed, setTyped] = useSearchFilter(filters, change, "target");
  return (
    <FilterBar
      label="Activity filters"
      onSubmit={() => change({ target: typed })}
      clear={{ isFiltered, clear }}
    >
      <ChoiceFilter
        {...field("actor")}
        anyLabel="Anyone"
        choices={people.choices}
        pending={people.isPending}
      />
      <ChoiceFilter {...field("action")} anyLabel="Any action" />
      <SearchFilter
        label="Target"
        helperText="A service, ticket, user, key… by name or id"
        name="target"
        value={typed}
        onChange={setTyped}
      />
      <DateFilter {...field("date_from")} max={filters.date_to} />
      <DateFilter {...field("date_to")} min={filters.date_from} />
    </FilterBar>
  );
}

/** "Check the chain": the server recomputes every entry's hash and says what it found. */
function ChainCheck() {
  const check = useActivityChainCheck();
  const result = check.data;
  return (
    <div className={wrap({ gap: "3", align: "center" })}>
      <Button type="button" onClick={() => check.submit()} disabled={check.isPending}>
        {check.isPending ? "Checking…" : "Check the chain"}
      </Button>
      <p role="status" className={text({ size: "sm" })}>
        {check.error ??
          (result === undefined
            ? "Recomputes each entry's hash to show that no entry was changed or removed."
            : result.intact
              ? `Intact: ${result.checked} ${result.checked === 1 ? "entry" : "entries"} checked, none changed or missing.`
              : `Broken at entry ${result.broken_at ?? "?"}: the log was changed outside Conduit.`)}
      </p>
    </div>
  );
}

/**
 * /account-settings/activity-log (administrators, issue 44): every change made in the
 * company, newest first: when, who (a user, an API key, provider staff acting as a user),
 * from which address, what and on which record, with what changed; filtered, exported as
 * CSV, and its hash chain checked on request. The route needs an administration permission.
 */
export function ActivityLogPage() {
  const now = portalNow();
  return (
    <AccountPage
      title="Activity log"
      subtitle="Every change made in your company: who made it, from where, and what changed."
    >
      <div className={css({ mb: "4" })}>
        <ChainCheck />
      </div>
      <RecordList
        list={ACTIVITY_LOG_LIST}
        label="Activity log"
        filterForm={(state) => <ActivityFilters {...state} />}
        exportRows={["entry", "entries"]}
        noun="entries"
        emptyTitle="No activity yet."
        emptyHint="Orders, changes, tickets, user administration, keys, exports and sign-ins are recorded here."
        rowHeader={timeColumn("When", "occurred_at", now)}
        columns={[
          { header: "Who", cell: (entry) => activityActorText(entry.actor) },
          { header: "Action", cell: (entry) => ACTIVITY_ACTION_LABELS[entry.action] },
          { header: "Target", cell: (entry) => entry.target.label || "—" },
          { header: "Changes", cell: (entry) => activityChangeText(entry) },
          { header: "Address", cell: (entry) => entry.address ?? "—" },
        ]}
      />
    </AccountPage>
  );
}
