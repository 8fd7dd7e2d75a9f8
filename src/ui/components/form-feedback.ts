import { type RefObject, useEffect, useRef, useState } from "react";

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

/**
 * The tries to send a form the browser checks first: its own messages show only once the user
 * has tried (`made`), and after each try and each refusal of the server (`serverFieldErrors`)
 * the focus moves to the first field marked invalid in `formRef`'s form.
 */
export function useSendAttempts(serverFieldErrors: unknown) {
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);
  useFocusFirstInvalid(formRef, serverFieldErrors);
  return {
    formRef,
    made: attempts > 0,
    /** A try to send: call it first in the submit handler, before the form's own checks. */
    add: () => setAttempts((count) => count + 1),
    /** A fresh form (after a success): its messages wait for the next try again. */
    reset: () => setAttempts(0),
  };
}
