import { css, cx } from "#styled-system/css/index.js";
import { text } from "#styled-system/recipes/index.js";
import {
  ORDER_TERM_LABELS,
  type OrderTerm,
  type TermPriceView,
} from "../../../../core/api/ordering/index.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";

/** Prices by term: monthly and one-off, the chosen term marked. */
export function PriceTable({
  terms,
  chosen,
  caption,
}: {
  readonly terms: ReadonlyArray<TermPriceView>;
  readonly chosen?: number | undefined;
  readonly caption: string;
}) {
  const cell = css({ textAlign: "end", py: "1", px: "2" });
  return (
    <table className={css({ w: "full", fontSize: "sm", borderCollapse: "collapse" })}>
      <caption className={cx(text({ weight: "semibold" }), css({ textAlign: "start", mb: "2" }))}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={css({ textAlign: "start", py: "1" })}>
            Term
          </th>
          <th scope="col" className={cell}>
            Monthly
          </th>
          <th scope="col" className={cell}>
            One-off
          </th>
        </tr>
      </thead>
      <tbody>
        {terms.map((term) => (
          <tr
            key={term.term_months}
            aria-current={term.term_months === chosen ? "true" : undefined}
            className={css({
              fontWeight: term.term_months === chosen ? "bold" : "normal",
              borderTopWidth: "1px",
            })}
          >
            <th
              scope="row"
              className={css({ textAlign: "start", py: "1", fontWeight: "[inherit]" })}
            >
              {ORDER_TERM_LABELS[term.term_months as OrderTerm] ?? `${term.term_months} months`}
            </th>
            <td className={cell}>{formatMoneyOf(term.mrc)}</td>
            <td className={cell}>{formatMoneyOf(term.nrc)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
