import { TextField } from "../../../components/text-field.tsx";

type NamePart = "firstname" | "lastname";

/**
 * A person's first and last name, both required, named as the users API names them. The
 * details forms let the browser offer its stored name (`autofill`); the invite, which names
 * someone else, does not.
 */
export function PersonNameFields({
  value,
  onEdit,
  errorOf,
  autofill = false,
}: {
  readonly value: Readonly<Record<NamePart, string>>;
  readonly onEdit: (part: NamePart, typed: string) => void;
  /** The message shown under a part (the form's own check, else the server's), if any. */
  readonly errorOf: (part: NamePart) => string | readonly string[] | undefined;
  readonly autofill?: boolean;
}) {
  return (
    <>
      <TextField
        label="First name"
        name="firstname"
        autoComplete={autofill ? "given-name" : undefined}
        required
        value={value.firstname}
        onChange={(event) => onEdit("firstname", event.target.value)}
        errorText={errorOf("firstname")}
      />
      <TextField
        label="Last name"
        name="lastname"
        autoComplete={autofill ? "family-name" : undefined}
        required
        value={value.lastname}
        onChange={(event) => onEdit("lastname", event.target.value)}
        errorText={errorOf("lastname")}
      />
    </>
  );
}
