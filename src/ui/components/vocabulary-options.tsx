import { toggled } from "./form-draft.ts";

/**
 * The `<option>`s of a closed vocabulary for a SelectField: each value of core's list with its
 * label from core's `*_LABELS`, in the list's order, so a select never spells a choice twice.
 */
export function VocabularyOptions<T extends string>({
  values,
  labels,
}: {
  readonly values: ReadonlyArray<T>;
  readonly labels: Readonly<Record<T, string>>;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}

/**
 * A tick box for each value of a closed vocabulary (inside the caller's fieldset), labelled
 * from core's `*_LABELS` in the list's order; `onChange` gets the ticked values after a change.
 */
export function VocabularyCheckboxes<T extends Ticked, Ticked extends string = T>({
  name,
  values,
  labels,
  ticked,
  onChange,
  disabled,
  choiceClassName,
}: {
  /** The form field's name, sent with each ticked value. */
  readonly name: string;
  readonly values: ReadonlyArray<T>;
  readonly labels: Readonly<Record<T, string>>;
  /** What is ticked now (a stored list may hold values the vocabulary no longer offers). */
  readonly ticked: ReadonlyArray<Ticked>;
  readonly onChange: (ticked: ReadonlyArray<Ticked>) => void;
  readonly disabled?: boolean;
  /** The class of each box's label (box and text side by side). */
  readonly choiceClassName: string;
}) {
  return (
    <>
      {values.map((value) => (
        <label key={value} className={choiceClassName}>
          <input
            type="checkbox"
            name={name}
            value={value}
            checked={ticked.includes(value)}
            disabled={disabled}
            onChange={(event) => onChange(toggled<Ticked>(ticked, value, event.target.checked))}
          />
          {labels[value]}
        </label>
      ))}
    </>
  );
}
