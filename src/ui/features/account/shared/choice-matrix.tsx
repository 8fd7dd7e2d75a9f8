import type { ReactNode } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { dataTable } from "#styled-system/recipes/index.js";

// The portal's table style (the dataTable recipe), as a grid that stays a table on a phone.
const classes = dataTable({ layout: "grid" });
const centred = css({ textAlign: "center" });

/** One tick box of a row; its label names the row and the column for assistive technology. */
export interface ChoiceMatrixBox {
  readonly label: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

export interface ChoiceMatrixRow {
  readonly key: string;
  readonly label: string;
  /** One box per column, in the columns' order. */
  readonly boxes: ReadonlyArray<ChoiceMatrixBox>;
}

/**
 * A table of tick boxes: a row per thing (a module, a notification topic), a column per way it
 * can be on (view and write, portal and e-mail). The rows' meaning, such as write implying
 * view, is the caller's, through each box's `onChange`.
 */
export function ChoiceMatrix({
  caption,
  captionClassName = classes.caption,
  rowHeading,
  columns,
  rows,
  describedBy,
  children,
}: {
  readonly caption: string;
  readonly captionClassName?: string;
  /** The head of the rows' column, such as "Module". */
  readonly rowHeading: string;
  /** The heads of the tick-box columns. */
  readonly columns: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<ChoiceMatrixRow>;
  /** The id of a message about the whole table, such as the server's refusal. */
  readonly describedBy?: string | undefined;
  /** Notes under the table. */
  readonly children?: ReactNode;
}) {
  return (
    <div className={classes.root}>
      <table className={classes.table} aria-describedby={describedBy}>
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          <tr className={classes.headRow}>
            <th scope="col" className={classes.head}>
              {rowHeading}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={cx(classes.head, centred)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={classes.body}>
          {rows.map((row) => (
            <tr key={row.key} className={classes.row}>
              <th scope="row" className={classes.rowHeader}>
                {row.label}
              </th>
              {row.boxes.map((box) => (
                <td key={box.label} className={cx(classes.cell, centred)}>
                  <input
                    type="checkbox"
                    aria-label={box.label}
                    checked={box.checked}
                    disabled={box.disabled}
                    onChange={(event) => box.onChange(event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </div>
  );
}
