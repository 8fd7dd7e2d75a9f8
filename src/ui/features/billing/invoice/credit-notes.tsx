import { grid } from "#styled-system/patterns/index.js";
import {
  type CreditNote,
  DISPUTE_OUTCOME_LABELS,
  type DisputeResolution,
} from "../../../../core/api/billing/credit-note.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { type DetailFact, DetailFacts } from "../../../layouts/detail-page.tsx";
import { CreditNoteDownload } from "../shared/credit-note-download.tsx";

/** The dispute card's lines for its resolution: the outcome, the provider's note, when. */
export function resolutionFacts(
  resolution: DisputeResolution | null,
  now: Date,
): ReadonlyArray<DetailFact> {
  if (resolution === null) return [];
  return [
    ["Outcome", DISPUTE_OUTCOME_LABELS[resolution.outcome]],
    ["Resolution", resolution.note],
    ["Resolved", <DisplayTime key="resolved" value={resolution.resolved_at} now={now} />],
  ];
}

/**
 * The invoice's credit notes (issue 47): each a document of its own with its amounts and the
 * provider's note, and its PDF for someone who may download billing documents (the Actions
 * card tells a viewer why there is none).
 */
export function CreditNotes({
  notes,
  mayDownload,
}: {
  readonly notes: ReadonlyArray<CreditNote>;
  readonly mayDownload: boolean;
}) {
  return (
    <div className={grid({ gap: "4" })}>
      {notes.map((note) => (
        <div key={note.id}>
          <DetailFacts
            facts={[
              ["Credit note", note.number],
              ["Issued", formatCalendarDay(note.issue_date)],
              ["Credit (net)", formatMoneyOf(note.subtotal)],
              ["Tax", formatMoneyOf(note.tax)],
              ["Total credited", formatMoneyOf(note.total)],
              ["Reason", note.note],
            ]}
          />
          {mayDownload && <CreditNoteDownload number={note.number} />}
        </div>
      ))}
    </div>
  );
}
