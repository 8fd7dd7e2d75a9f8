import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { ModulePermission } from "../../../src/core/permissions/permission-names.ts";
import { PermissionMatrix } from "../../../src/ui/features/account/shared/permission-matrix.tsx";
import { RolePresetField } from "../../../src/ui/features/account/shared/role-preset-field.tsx";

/** The role select above the matrix, sharing one value, as the invite and edit pages do. */
function Harness({ initial }: { readonly initial: ReadonlyArray<string> }) {
  const [value, setValue] = useState<ReadonlyArray<string>>(initial);
  const change = (next: ModulePermission[]) => setValue(next);
  return (
    <>
      <RolePresetField permissions={value} onChange={change} />
      <PermissionMatrix value={value} onChange={change} />
    </>
  );
}

const role = () => screen.getByLabelText("Role") as HTMLSelectElement;
const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("RolePresetField", () => {
  it("fills the matrix with the chosen preset, which stays editable and then reads Custom", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    expect(role().selectedOptions[0]?.textContent).toBe("Custom");
    await user.selectOptions(role(), "Finance");
    expect(box("Billing: write").checked).toBe(true);
    expect(box("Services: view").checked).toBe(true);
    expect(box("Services: write").checked).toBe(false);
    expect(box("Administration: view").checked).toBe(false);
    expect(role().selectedOptions[0]?.textContent).toBe("Finance");
    await user.click(box("Services: write"));
    expect(role().selectedOptions[0]?.textContent).toBe("Custom");
    // Back to exactly a preset's grid: its name again.
    await user.click(box("Services: write"));
    expect(role().selectedOptions[0]?.textContent).toBe("Finance");
  });

  it("offers the four presets, and Custom only as what a grid can be", () => {
    render(<Harness initial={["view_billing_module"]} />);
    const options = [...role().options].map((option) => [option.textContent, option.disabled]);
    expect(options).toEqual([
      ["Administrator", false],
      ["Technical", false],
      ["Finance", false],
      ["Read-only", false],
      ["Custom", true],
    ]);
  });
});
