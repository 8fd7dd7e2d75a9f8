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
