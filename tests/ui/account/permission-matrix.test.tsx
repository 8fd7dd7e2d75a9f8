import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { ModulePermission } from "../../../src/core/permissions/permission-names.ts";
import { PermissionMatrix } from "../../../src/ui/features/account/shared/permission-matrix.tsx";

/** The matrix with its value kept in state, as the invite and edit pages keep it. */
function Harness({
  initial,
  readOnly,
  errorText,
}: {
  readonly initial: ReadonlyArray<string>;
  readonly readOnly?: boolean;
  readonly errorText?: readonly string[];
}) {
  const [value, setValue] = useState<ReadonlyArray<string>>(initial);
  return (
    <>
      <PermissionMatrix
        value={value}
        onChange={(next: ModulePermission[]) => setValue(next)}
        readOnly={readOnly}
        errorText={errorText}
      />
      <output aria-label="Chosen">{value.join(",")}</output>
    </>
  );
}

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
const chosen = () => screen.getByLabelText("Chosen").textContent;

describe("PermissionMatrix", () => {
  it("lists every module of the core matrix by view and write", () => {
    render(<Harness initial={[]} />);
    const rows = screen.getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(rows).toEqual(["Administration", "Services", "Billing", "Support", "Company"]);
    expect(screen.getAllByRole("checkbox")).toHaveLength(10);
  });

  it("ticks and holds view when write is ticked; unticking write leaves view", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    await user.click(box("Billing: write"));
    expect(box("Billing: view").checked).toBe(true);
    expect(box("Billing: view").disabled).toBe(true);
    expect(chosen()).toBe("view_billing_module,write_billing_module");

    await user.click(box("Billing: write"));
    expect(box("Billing: view").checked).toBe(true);
    expect(box("Billing: view").disabled).toBe(false);
    expect(chosen()).toBe("view_billing_module");

    await user.click(box("Billing: view"));
    expect(chosen()).toBe("");
  });

  it("reads a stored write without view as write, and keeps the other modules", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["write_support_module", "view_admin_module"]} />);
    expect(box("Support: write").checked).toBe(true);
    expect(box("Support: view").checked).toBe(true);
    await user.click(box("Services: view"));
    expect(chosen()).toBe(
      "view_admin_module,view_service_module,view_support_module,write_support_module",
    );
  });

  it("changes nothing when read-only, and shows the server's message", () => {
    render(<Harness initial={["view_billing_module"]} readOnly errorText={["Not allowed."]} />);
    for (const checkbox of screen.getAllByRole("checkbox")) {
      expect((checkbox as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.getByRole("alert").textContent).toBe("Not allowed.");
  });
});
