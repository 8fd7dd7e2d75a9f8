import { Alert } from "./alert.tsx";

/**
 * Why a form's submit was refused, in one alert above its buttons: the call's failure and the
 * server's field messages no field of the form shows (`otherFieldErrors`), or nothing when
 * there are none. Every form says it the same way, so a refused save reads alike everywhere.
 */
export function FormFailure({
  failures,
  title,
}: {
  /** The call's failure (null when it did not fail) and the unplaced field messages. */
  readonly failures: ReadonlyArray<string | null>;
  /** What did not happen ("The name was not saved"); none for a form whose heading says it. */
  readonly title?: string;
}) {
  const failed = failures.filter((message) => message !== null);
  if (failed.length === 0) return null;
  return (
    <Alert status="error" title={title}>
      {failed.join(" ")}
    </Alert>
  );
}
