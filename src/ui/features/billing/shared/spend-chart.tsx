import type { CSSProperties } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { srOnly, text } from "#styled-system/recipes/index.js";
import type { MonthlySpend } from "../../../../core/api/billing/billing-summary.ts";
import { spendBarPercents } from "../../../../core/api/billing/billing-summary.ts";
import { minorUnitsOf } from "../../../../core/api/minor-units.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";

const MONTH_NAMES = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });
const monthLabel = (month: string) => MONTH_NAMES.format(new Date(`${month}-01T00:00:00Z`));

/**
 * The sizes that vary with the data, as custom properties on the element: Panda extracts
 * classes when it builds, so a class made of a run-time value would not exist (the grid and
 * the bars read the properties through static classes).
 */
interface ChartSizes extends CSSProperties {
  readonly "--month-count"?: number;
  readonly "--bar-height"?: string;
}
const chartSizes = (sizes: ChartSizes): CSSProperties => sizes;

/**
 * Spend per month as bars. For screen readers it is a list of months and amounts (the
 * bars are decoration), so the figures are read, not guessed from heights.
 */
export function SpendChart({ months }: { readonly months: ReadonlyArray<MonthlySpend> }) {
  const heights = spendBarPercents(months.map((month) => minorUnitsOf(month.total) ?? 0));
  return (
    <figure className={css({ m: "0" })}>
      <ol
        aria-label="Invoiced per month"
        style={chartSizes({ "--month-count": Math.max(months.length, 1) })}
        className={grid({
          gridTemplateColumns: "repeat(var(--month-count), minmax(0, 1fr))",
          alignItems: "end",
          gap: "1",
          height: "44",
          listStyle: "none",
          p: "0",
        })}
      >
        {months.map((month, index) => (
          <li
            key={month.month}
            className={css({
              // The bar over its month's name: the bar's share is of the room the name leaves.
              display: "grid",
              gridTemplateRows: "minmax(0, 1fr) auto",
              height: "full",
              minH: "0",
            })}
          >
            <span className={srOnly()}>
              {monthLabel(month.month)} {month.month.slice(0, 4)}: {formatMoneyOf(month.total)}
            </span>
            <span
              aria-hidden="true"
              // A month with spend must show a bar (the layout audit finds one of no height).
              data-chart-part={(heights[index] ?? 0) > 0 ? "bar" : undefined}
              title={`${month.month}: ${formatMoneyOf(month.total)}`}
              className={css({
                display: "block",
                alignSelf: "end",
                h: "[var(--bar-height)]",
                bg: "brand.500",
                borderTopRadius: "sm",
              })}
              style={chartSizes({ "--bar-height": `${heights[index] ?? 0}%` })}
            />
            <span
              aria-hidden="true"
              className={cx(
                text({ tone: "muted", size: "xs" }),
                // A phone's month is narrower than "Sept": smaller, on one line, never past it.
                css({ whiteSpace: "nowrap", overflow: "hidden", mdDown: { fontSize: "2xs" } }),
              )}
            >
              {monthLabel(month.month)}
            </span>
          </li>
        ))}
      </ol>
      <figcaption className={text({ tone: "muted", size: "sm" })}>
        Invoiced totals of the last {months.length} months, tax included.
      </figcaption>
    </figure>
  );
}
