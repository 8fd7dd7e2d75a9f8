import { TextField } from "../../../components/text-field.tsx";

type NamePart = "firstname" | "lastname";

/** The parts of a name, as the users API names them, with their label and autofill hint. */
const NAME_PARTS: ReadonlyArray<{
  readonly part: NamePart;
  readonly label: string;
  readonly autoComplete: string;
}> = [
  { part: "firstname", label: "First name", autoComplete: "given-name" },
  { part: "lastname", label: "Last name", autoComplete: "family-name" },
];

/**
 * A person's first and last name, both required. One's own details let the browser offer its
 * stored name (`autofill`); a form that names someone else (the invite, an administrator's
 * edit of another user) turns it off, or the browser would offer the administrator's own.
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
  return NAME_PARTS.map(({ part, label, autoComplete }) => (
    <TextField
      key={part}
      label={label}
      name={part}
      autoComplete={autofill ? autoComplete : "off"}
      required
      value={value[part]}
      onChange={(event) => onEdit(part, event.target.value)}
      errorText={errorOf(part)}
    />
  ));
}
