import type { TemplateField } from "../../../../core/api/support/request-template.ts";
import { SelectField, TextAreaField, TextField } from "../../../components/text-field.tsx";

/**
 * The request type's own fields, each with the control its kind calls for. Values are text
 * (a date as YYYY-MM-DD); the server checks them against the same template.
 */
export function TemplateFields({
  fields,
  values,
  errors,
  disabled,
  onChange,
}: {
  readonly fields: ReadonlyArray<TemplateField>;
  readonly values: Readonly<Record<string, string>>;
  /** Messages by field name (the server's `fields.<name>`, or the form's own). */
  readonly errors: Readonly<Record<string, readonly string[] | undefined>>;
  readonly disabled: boolean;
  readonly onChange: (name: string, value: string) => void;
}) {
  return (
    <>
      {fields.map((field) => {
        const common = {
          label: field.label,
          name: `fields.${field.name}`,
          required: field.required,
          disabled,
          helperText: field.help_text ?? undefined,
          errorText: errors[field.name],
          value: values[field.name] ?? "",
        };
        switch (field.kind) {
          case "textarea":
            return (
              <TextAreaField
                key={field.name}
                {...common}
                rows={4}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            );
          case "select":
          case "service":
            return (
              <SelectField
                key={field.name}
                {...common}
                onChange={(event) => onChange(field.name, event.target.value)}
              >
                <option value="">{field.required ? "Choose one" : "None"}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
            );
          case "date":
            return (
              <TextField
                key={field.name}
                {...common}
                type="date"
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            );
          default:
            return (
              <TextField
                key={field.name}
                {...common}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            );
        }
      })}
    </>
  );
}
