import { srOnly } from "#styled-system/recipes/index.js";
import type { ImpersonationCandidate } from "../../../core/api/auth/impersonation.ts";
import { Button } from "../../components/button.tsx";
import { DataTable } from "../../components/data-table.tsx";

export interface CandidateTableProps {
  readonly candidates: ReadonlyArray<ImpersonationCandidate>;
  readonly actionLabel: string;
  /** The row whose impersonation is starting, if any. */
  readonly startingId: string | null;
  readonly disabled: boolean;
  readonly onStart: (id: string) => void;
  readonly nameOf: (candidate: ImpersonationCandidate) => string;
}

/**
 * The customer users a staff member may act as, one row each with its start button (named
 * after the user for a screen reader: "Impersonate Grace Gordon"); the portal's DataTable, so
 * a phone shows each user as a block of labelled lines.
 */
export function CandidateTable({
  candidates,
  actionLabel,
  startingId,
  disabled,
  onStart,
  nameOf,
}: CandidateTableProps) {
  return (
    <DataTable
      rows={candidates}
      caption="Customer users"
      rowHeader={{ header: "Name", cell: nameOf }}
      columns={[
        { header: "E-mail", cell: (candidate) => candidate.email },
        { header: "Company", cell: (candidate) => candidate.company_name },
        {
          header: "Action",
          cell: (candidate) => {
            const starting = startingId === candidate.id;
            return (
              <Button
                variant={starting ? "primary" : "ghost"}
                busy={starting}
                disabled={disabled}
                onClick={() => onStart(candidate.id)}
              >
                {starting ? "Starting…" : actionLabel}{" "}
                <span className={srOnly()}>{nameOf(candidate)}</span>
              </Button>
            );
          },
        },
      ]}
    />
  );
}
