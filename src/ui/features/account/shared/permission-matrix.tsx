import { useId } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { dataTable, text } from "#styled-system/recipes/index.js";
import { accessLevelOf, withAccessLevel } from "../../../../core/permissions/access-levels.ts";
import { MODULE_MATRIX, MODULES, type Module } from "../../../../core/permissions/module-matrix.ts";
import type { ModulePermission } from "../../../../core/permissions/permission-names.ts";

// The portal's table style (the dataTable recipe), as a grid that stays a table on a phone.
const classes = dataTable({ layout: "grid" });
const centred = css({ textAlign: "center" });

/**
 * The permission matrix (issue 17): one row per module of src/core, a View and a Write box.
 * Write implies view: ticking Write ticks View and holds it, unticking View unticks Write.
 * The invite and edit pages both use it; `readOnly` shows a matrix nobody may change here.
 */
export function PermissionMatrix({
  value,
  onChange,
  readOnly = false,
  errorText,
  label = "Permissions",
}: {
  readonly value: ReadonlyArray<string>;
  readonly onChange: (next: ModulePermission[]) => void;
  readonly readOnly?: boolean;
  /** The server's messages about the permissions (a refused change), shown under the table. */
  readonly errorText?: readonly string[] | undefined;
  readonly label?: string;
}) {
  const errorId = useId();
  const hasError = errorText !== undefined && errorText.length > 0;
  const set = (module: Module, channel: "view" | "write", on: boolean) => {
    const level = accessLevelOf(value, module);
    if (channel === "write") onChange(withAccessLevel(value, module, on ? "write" : "view"));
    else
      onChange(
        withAccessLevel(value, module, on ? (level === "write" ? "write" : "view") : "none"),
      );
  };
  return (
    <div className={classes.root}>
      <table className={classes.table} aria-describedby={hasError ? errorId : undefined}>
        <caption className={cx(text({ weight: "semibold" }), css({ textAlign: "left", mb: "2" }))}>
          {label}
        </caption>
        <thead>
          <tr className={classes.headRow}>
            <th scope="col" className={classes.head}>
              Module
            </th>
            <th scope="col" className={cx(classes.head, centred)}>
              View
            </th>
            <th scope="col" className={cx(classes.head, centred)}>
              Write
            </th>
          </tr>
        </thead>
        <tbody className={classes.body}>
          {MODULES.map((module) => {
            const name = MODULE_MATRIX[module].label;
            const level = accessLevelOf(value, module);
            return (
              <tr key={module} className={classes.row}>
                <th scope="row" className={classes.rowHeader}>
                  {name}
                </th>
                <td className={cx(classes.cell, centred)}>
                  <input
                    type="checkbox"
                    aria-label={`${name}: view`}
                    checked={level !== "none"}
                    // Write holds view: it is unticked by unticking Write first.
                    disabled={readOnly || level === "write"}
                    onChange={(event) => set(module, "view", event.target.checked)}
                  />
                </td>
                <td className={cx(classes.cell, centred)}>
                  <input
                    type="checkbox"
                    aria-label={`${name}: write`}
                    checked={level === "write"}
                    disabled={readOnly}
                    onChange={(event) => set(module, "write", event.target.checked)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={text({ tone: "muted", size: "sm" })}>Write includes view.</p>
      {hasError && (
        <p id={errorId} role="alert" className={text({ tone: "danger", size: "sm" })}>
          {errorText.join(" ")}
        </p>
      )}
    </div>
  );
}
