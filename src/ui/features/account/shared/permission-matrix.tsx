import { useId } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { text } from "#styled-system/recipes/index.js";
import { accessLevelOf, withAccessLevel } from "../../../../core/permissions/access-levels.ts";
import { MODULE_MATRIX, MODULES, type Module } from "../../../../core/permissions/module-matrix.ts";
import type { ModulePermission } from "../../../../core/permissions/permission-names.ts";
import { ChoiceMatrix } from "./choice-matrix.tsx";

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
    <ChoiceMatrix
      caption={label}
      captionClassName={cx(text({ weight: "semibold" }), css({ textAlign: "left", mb: "2" }))}
      rowHeading="Module"
      columns={["View", "Write"]}
      rows={MODULES.map((module) => {
        const name = MODULE_MATRIX[module].label;
        const level = accessLevelOf(value, module);
        return {
          key: module,
          label: name,
          boxes: [
            {
              label: `${name}: view`,
              checked: level !== "none",
              // Write holds view: it is unticked by unticking Write first.
              disabled: readOnly || level === "write",
              onChange: (on) => set(module, "view", on),
            },
            {
              label: `${name}: write`,
              checked: level === "write",
              disabled: readOnly,
              onChange: (on) => set(module, "write", on),
            },
          ],
        };
      })}
      describedBy={hasError ? errorId : undefined}
    >
      <p className={text({ tone: "muted", size: "sm" })}>Write includes view.</p>
      {hasError && (
        <p id={errorId} role="alert" className={text({ tone: "danger", size: "sm" })}>
          {errorText.join(" ")}
        </p>
      )}
    </ChoiceMatrix>
  );
}
