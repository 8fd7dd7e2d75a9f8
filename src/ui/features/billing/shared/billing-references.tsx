import { text } from "#styled-system/recipes/index.js";

/** A charge's cost centre over its purchase order, or a dash for none of either. */
export function BillingReferences({
  line,
}: {
  readonly line: { readonly cost_centre: string; readonly purchase_order: string };
}) {
  if (line.cost_centre === "" && line.purchase_order === "") {
    return <span className={text({ tone: "muted" })}>None</span>;
  }
  return (
    <>
      {line.cost_centre !== "" && <span>{line.cost_centre}</span>}
      {line.cost_centre !== "" && line.purchase_order !== "" && <br />}
      {line.purchase_order !== "" && (
        <span className={text({ tone: "muted", size: "sm" })}>PO {line.purchase_order}</span>
      )}
    </>
  );
}
