import {
  customerWording,
  detailOf,
  fieldErrors,
  inlineErrorMessage,
  isRequestFailure,
  nonFieldErrorsOf,
  type RequestFailure,
} from "../../core/errors/index.ts";

/**
 * Words for a failed call, for screens that show it inline. The server's own words come first,
 * then a sentence for the status (core inlineErrorMessage, never a bare "Bad Request");
 * failures without an answer get a sentence of ours, since the spec's catalogue has none.
 */

const NO_ANSWER = "The server could not be reached. Check your connection and try again.";
const TOO_SLOW = "The server took too long to answer. Try again.";
const CANCELLED = "The request was cancelled.";
const UNEXPLAINED = "Something went wrong. Try again.";

/** Anything an actor or a query rejected with, as a core failure (a bug reads as network). */
export function failureOf(error: unknown): RequestFailure {
  return isRequestFailure(error) ? error : { kind: "network" };
}

function withoutAnswer(failure: RequestFailure): string {
  switch (failure.kind) {
    case "network":
      return NO_ANSWER;
    case "timeout":
      return TOO_SLOW;
    case "aborted":
      return CANCELLED;
    case "http":
      return UNEXPLAINED;
  }
}

export function failureText(error: unknown): string {
  const failure = failureOf(error);
  return inlineErrorMessage(failure) ?? withoutAnswer(failure);
}

export interface FormFailure {
  /** A message about the whole form, or null when the field messages say it all. */
  readonly error: string | null;
  readonly fieldErrors: Record<string, string[]>;
}

export const NO_FORM_FAILURE: FormFailure = Object.freeze({ error: null, fieldErrors: {} });

/** A refused form: messages per field, and a general one only where the server gave one. */
export function formFailure(error: unknown): FormFailure {
  const failure = failureOf(error);
  if (failure.kind !== "http") return { error: failureText(failure), fieldErrors: {} };
  const fields = fieldErrors(failure.body);
  const fromBody = detailOf(failure.body) ?? nonFieldErrorsOf(failure.body)[0];
  const general = fromBody === undefined ? undefined : customerWording(fromBody);
  const hasFields = Object.keys(fields).length > 0;
  return { error: general ?? (hasFields ? null : failureText(failure)), fieldErrors: fields };
}
