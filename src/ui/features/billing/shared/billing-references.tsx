import { css, cx } from "#styled-system/css/index.js";
import { text } from "#styled-system/recipes/index.js";

const lineClass = css({ display: "block" });

/** A charge's cost centre over its purchase order, or "None" for neither. */
export function BillingReferences({
  line,
}: {
  readonly line: { readonly cost_centre: string; readonly purchase_order: string };
}) {
  if (line.cost_centre === "" && line.purchase_order === "") {
    return <span className={text({ tone: "muted" })}>None</span>;
  }
  return (
    <span>
      {line.cost_centre !== "" && <span className={lineClass}>{line.cost_centre}</span>}
      {line.purchase_order !== "" && (
        <span className={cx(lineClass, text({ tone: "muted", size: "sm" }))}>
          PO {line.purchase_order}
        </span>
      )}
    </span>
  );
}
