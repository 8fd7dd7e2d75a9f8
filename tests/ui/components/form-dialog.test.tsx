import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { FormDialog, type FormDialogProps } from "../../../src/ui/components/form-dialog.tsx";

type Shown = Partial<Pick<FormDialogProps, "pending" | "submitBlocked" | "failures">>;

/** An open dialog with one field, counting what it sends and whether it is still open. */
function openDialog(shown: Shown = {}) {
  const sent: string[] = [];
  function Owner() {
    const [open, setOpen] = useState(true);
    const [note, setNote] = useState("");
    return (
      <>
        <p>{open ? "dialog open" : "dialog closed"}</p>
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          finalFocusEl={() => null}
          title="Cease Port 1"
          description="The service stops on the date you choose."
          onSubmit={() => sent.push(note)}
          pending={shown.pending ?? false}
          submitBlocked={shown.submitBlocked ?? false}
          submitLabel="Request cease"
          cancelLabel="Keep the service"
          failures={shown.failures ?? []}
          failureTitle="The request was not sent"
        >
          <label>
            Note
            <input name="note" value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
        </FormDialog>
      </>
    );
  }
  render(<Owner />);
  return { sent, dialog: () => screen.getByRole("dialog") };
}

describe("FormDialog", () => {
  it("shows its title and description and sends what was typed, without leaving the page", async () => {
    const user = userEvent.setup();
    const { sent, dialog } = openDialog();
    expect(within(dialog()).getByRole("heading", { name: "Cease Port 1" })).toBeTruthy();
    expect(within(dialog()).getByText("The service stops on the date you choose.")).toBeTruthy();
    await user.type(within(dialog()).getByLabelText("Note"), "moving out");
    await user.click(within(dialog()).getByRole("button", { name: "Request cease" }));
    expect(sent).toEqual(["moving out"]);
    expect(screen.getByText("dialog open")).toBeTruthy();
    // The browser's own submission (a page load) is prevented: the event reports it.
    const form = dialog().querySelector("form");
    if (form === null) throw new Error("no form in the dialog");
    expect(fireEvent.submit(form)).toBe(false);
    expect(sent).toEqual(["moving out", "moving out"]);
  });

  it("closes with its cancel button, named for what closing keeps", async () => {
    const user = userEvent.setup();
    openDialog();
    await user.click(screen.getByRole("button", { name: "Keep the service" }));
    expect(screen.getByText("dialog closed")).toBeTruthy();
  });

  it("says it is sending and holds both buttons while the request is on its way", () => {
    const { dialog } = openDialog({ pending: true });
    const send = within(dialog()).getByRole("button", { name: "Sending…" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(send.getAttribute("aria-busy")).toBe("true");
    const keep = within(dialog()).getByRole("button", { name: "Keep the service" });
    expect((keep as HTMLButtonElement).disabled).toBe(true);
  });

  it("holds only the submit button back for another reason, such as a file still uploading", () => {
    const { dialog } = openDialog({ submitBlocked: true });
    const send = within(dialog()).getByRole("button", { name: "Request cease" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const keep = within(dialog()).getByRole("button", { name: "Keep the service" });
    expect((keep as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows what went wrong in one alert, and none while nothing did", () => {
    const { dialog } = openDialog({
      failures: [null, "The service is already ceased.", "Comment: too long."],
    });
    const alert = within(dialog()).getByRole("alert");
    expect(alert.textContent).toContain("The request was not sent");
    expect(alert.textContent).toContain("The service is already ceased. Comment: too long.");
  });

  it("shows no alert when every failure is empty", () => {
    const { dialog } = openDialog({ failures: [null] });
    expect(within(dialog()).queryByRole("alert")).toBeNull();
  });
});
