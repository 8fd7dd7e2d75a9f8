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
export interface SendAttempts {
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** Whether the user has tried to send the form since it was (re)started. */
  readonly made: boolean;
  /** A try to send: counted before the form's own checks (CheckedForm does it on submit). */
  readonly add: () => void;
  /** A fresh form (after a success): its messages wait for the next try again. */
  readonly reset: () => void;
  /**
   * The form's own message for a field: `message` once the user has tried while `problem`
   * stands (a blank name, no event ticked), otherwise undefined, so the server's message for
   * the field can take its place (`attempts.shown(name.trim() === "", MISSING) ?? fieldErrors.name`).
   */
  readonly shown: (problem: boolean, message: string) => string | undefined;
}

export function useSendAttempts(serverFieldErrors: unknown): SendAttempts {
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);
  useFocusFirstInvalid(formRef, serverFieldErrors);
  const made = attempts > 0;
  return {
    formRef,
    made,
    add: () => setAttempts((count) => count + 1),
    reset: () => setAttempts(0),
    shown: (problem, message) => (made && problem ? message : undefined),
  };
}
