import { type RefObject, useEffect } from "react";

/** The server's messages for one field of a form, or undefined when it has none. */
export function serverFieldError(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  field: string,
): readonly string[] | undefined {
  const messages = fieldErrors[field];
  return messages === undefined || messages.length === 0 ? undefined : messages;
}

/** Field messages the form has no field for (e.g. `code` on a password form). */
export function otherFieldErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  shownFields: readonly string[],
): string[] {
  return Object.entries(fieldErrors)
    .filter(([field]) => !shownFields.includes(field))
    .flatMap(([, messages]) => messages);
}

/**
 * Moves focus to the first field marked invalid whenever `attempt` changes (a refused or
 * stopped submit), so keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  attempt: unknown,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt, by design.
  useEffect(() => {
    const invalid = form.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    invalid?.focus();
  }, [attempt]);
}
