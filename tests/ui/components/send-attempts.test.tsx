import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CheckedForm } from "../../../src/ui/components/checked-form.tsx";
import { useSendAttempts } from "../../../src/ui/components/form-feedback.ts";
import { TextField } from "../../../src/ui/components/text-field.tsx";

const MISSING = "Give the key a name.";

/** A one-field form as the account pages write it: its own message, else the server's. */
function NameForm({ serverMessage }: { readonly serverMessage?: string }) {
  const [name, setName] = useState("");
  const [sent, setSent] = useState<string[]>([]);
  const attempts = useSendAttempts(serverMessage);
  return (
    <CheckedForm
      attempts={attempts}
      aria-label="New key"
      onSend={() => {
        if (name.trim() === "") return;
        setSent([...sent, name]);
        setName("");
        attempts.reset();
      }}
    >
      <TextField
        label="Name"
        value={name}
        required
        errorText={attempts.shown(name.trim() === "", MISSING) ?? serverMessage}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit">Create</button>
      <output>{sent.join(",")}</output>
    </CheckedForm>
  );
}

describe("a form's own message for a required field (useSendAttempts().shown)", () => {
  it("waits for a try, shows while the field is blank, and goes when it is filled", async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    expect(screen.queryByText(MISSING)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(screen.getByText(MISSING)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /Name/ }));
    expect(screen.getByRole("status").textContent ?? "").toBe("");

    await user.type(screen.getByRole("textbox", { name: /Name/ }), "   ");
    expect(screen.getByText(MISSING)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Pipeline");
    expect(screen.queryByText(MISSING)).toBeNull();
  });

  it("starts afresh after a send: the emptied field says nothing until the next try", async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Pipeline");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(screen.getByRole("status").textContent).toBe("Pipeline");
    expect(screen.queryByText(MISSING)).toBeNull();
  });

  it("gives way to the server's message when the form finds nothing wrong", () => {
    render(<NameForm serverMessage="A key of that name exists." />);
    expect(screen.getByText("A key of that name exists.")).toBeTruthy();
  });
});
