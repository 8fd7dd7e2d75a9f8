import type { ComponentProps } from "react";
import type { SendAttempts } from "./form-feedback.ts";

export type CheckedFormProps = Omit<ComponentProps<"form">, "ref" | "onSubmit" | "noValidate"> & {
  /** The form's tries (`useSendAttempts`): each submit counts one before `onSend`. */
  readonly attempts: SendAttempts;
  /** Sends the form when its own checks pass (the page stays: no browser submit). */
  readonly onSend: () => void;
};

/**
 * A form the portal checks itself: the browser's own validation bubbles are off (the portal's
 * messages show on the fields), a submit stays on the page, counts as a try, and then
 * `onSend` checks and sends.
 */
export function CheckedForm({ attempts, onSend, children, ...form }: CheckedFormProps) {
  return (
    <form
      {...form}
      ref={attempts.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        attempts.add();
        onSend();
      }}
    >
      {children}
    </form>
  );
}
