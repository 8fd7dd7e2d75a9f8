import { css, cx } from "../../../../styled-system/css/index.js";
import { panel, srOnly, text } from "../../../../styled-system/recipes/index.js";
import type { ImpersonationCandidate } from "../../../core/api/auth/impersonation.ts";
import { Button } from "../../components/button.tsx";

const cellClass = css({ px: "4", py: "3", verticalAlign: "middle" });
const startClass = css({ textAlign: "start" });
const endClass = css({ textAlign: "end" });
const headClass = css({
  px: "4",
  py: "3",
  textAlign: "start",
  fontSize: "xs",
  fontWeight: "semibold",
  textTransform: "uppercase",
  letterSpacing: "wider",
  color: "text.muted",
});
/** Columns that give way on a phone: the name cell repeats the e-mail and company there. */
const wideOnlyClass = css({ display: { base: "none", md: "table-cell" } });

export interface CandidateTableProps {
  readonly candidates: ReadonlyArray<ImpersonationCandidate>;
  readonly actionLabel: string;
  /** The row whose impersonation is starting, if any. */
  readonly startingId: string | null;
  readonly disabled: boolean;
  readonly onStart: (id: string) => void;
  readonly nameOf: (candidate: ImpersonationCandidate) => string;
}

export function CandidateTable({
  candidates,
  actionLabel,
  startingId,
  disabled,
  onStart,
  nameOf,
}: CandidateTableProps) {
  return (
    <div className={panel({ padding: "none" })}>
      <table className={css({ w: "full", borderCollapse: "collapse", fontSize: "sm" })}>
        <caption className={srOnly()}>Customer users</caption>
        <thead className={css({ borderBottomWidth: "1px", borderColor: "border.default" })}>
          <tr>
            <th scope="col" className={headClass}>
              Name
            </th>
            <th scope="col" className={cx(headClass, wideOnlyClass)}>
              E-mail
            </th>
            <th scope="col" className={cx(headClass, wideOnlyClass)}>
              Company
            </th>
            <th scope="col" className={headClass}>
              <span className={srOnly()}>Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {candidates.map((candidate) => {
            const name = nameOf(candidate);
            const starting = startingId === candidate.id;
            return (
              <tr
                key={candidate.id}
                className={css({
                  borderBottomWidth: "1px",
                  borderColor: "border.default",
                  _last: { borderBottomWidth: "0" },
                })}
              >
                <th scope="row" className={cx(cellClass, startClass, text({ weight: "semibold" }))}>
                  {name}
                  <span
                    className={css({
                      display: { base: "block", md: "none" },
                      fontWeight: "normal",
                      color: "text.muted",
                      wordBreak: "break-all",
                    })}
                  >
                    {candidate.email} · {candidate.company_name}
                  </span>
                </th>
                <td className={cx(cellClass, startClass, wideOnlyClass)}>{candidate.email}</td>
                <td className={cx(cellClass, startClass, wideOnlyClass)}>
                  {candidate.company_name}
                </td>
                <td className={cx(cellClass, endClass)}>
                  <Button
                    variant={starting ? "primary" : "ghost"}
                    disabled={disabled}
                    aria-busy={starting}
                    onClick={() => onStart(candidate.id)}
                  >
                    {starting ? "Starting…" : actionLabel} <span className={srOnly()}>{name}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
