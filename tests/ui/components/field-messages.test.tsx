import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BLANK_TEXT } from "../../../src/core/api/plain-text.ts";
import { SelectField, TextAreaField, TextField } from "../../../src/ui/components/text-field.tsx";

/** The message the field shows under itself, as its description names it. */
function messageOf(label: string): string {
  const control = screen.getByLabelText(label);
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ");
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join("|");
}

describe("a field's message reaches the screen in the customer's words", () => {
  it("shows a form's own stock check ('may not be blank', 'is required') as 'Please fill in this field.'", () => {
    render(
      <form>
        <TextField label="E-mail" errorText={BLANK_TEXT} />
        <SelectField label="Data centre" errorText="This field is required.">
          <option value="">Choose a data centre</option>
        </SelectField>
        <TextAreaField label="Reply" errorText={["This field may not be null."]} />
      </form>,
    );
    expect(messageOf("E-mail")).toBe("Please fill in this field.");
    expect(messageOf("Data centre")).toBe("Please fill in this field.");
    expect(messageOf("Reply")).toBe("Please fill in this field.");
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps a message of the portal's own, and each of several in its place", () => {
    render(
      <TextField
        label="Name"
        helperText="What uses it"
        errorText={["Give the key a name.", "A valid integer is required."]}
      />,
    );
    expect(messageOf("Name")).toBe(
      "What uses it|Give the key a name. Please enter a whole number.",
    );
  });
});
