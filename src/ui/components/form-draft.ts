import { type ChangeEvent, useState } from "react";

/** The keys of a draft whose values are text (a select's value is one of a vocabulary's). */
type TextKey<Draft> = {
  [Key in keyof Draft]: Draft[Key] extends string ? Key : never;
}[keyof Draft] &
  string;

/** What a TextField or SelectField of a draft's text value is given: `{...field("name")}`. */
export interface DraftField {
  readonly name: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly errorText: string | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/**
 * What a form dialog's user has typed so far, as one draft named by the request's fields:
 * `set` changes one value, `reset` starts again from `initial` (a new record's form after a
 * save), and `fields` binds each text field to its value, the form's pending state and the
 * refusal of that field (`errorOf`), so each field names only what is its own.
 */
export function useFormDraft<Draft extends object>(initial: () => Draft) {
  const [draft, setDraft] = useState(initial);
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  return {
    draft,
    set,
    reset: () => setDraft(initial()),
    fields:
      ({
        disabled,
        errorOf,
      }: {
        readonly disabled: boolean;
        readonly errorOf: (field: string) => string | undefined;
      }) =>
      (key: TextKey<Draft>): DraftField => ({
        name: key,
        value: draft[key] as string,
        disabled,
        errorText: errorOf(key),
        // A select offers only its vocabulary's values, so its value is the draft's type.
        onChange: (event) => set(key, event.target.value as Draft[typeof key]),
      }),
  };
}

/** A list of ticked values after one box changes: with the value when ticked, else without. */
export function toggled<Value>(
  values: ReadonlyArray<Value>,
  value: Value,
  ticked: boolean,
): ReadonlyArray<Value> {
  return ticked ? [...values, value] : values.filter((each) => each !== value);
}
