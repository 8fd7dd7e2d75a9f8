import { type UseQueryResult, useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { DEFAULT_PAGE_LIMIT } from "../../core/api/page-window.ts";
import type { Page } from "../../core/api/paginated.ts";
import { hasStatus } from "../../core/errors/index.ts";
import { failureOf, failureText, formFailure, NO_FORM_FAILURE } from "../api/index.ts";

/**
 * The plain shapes the UI gets from server data (issue 4 contract): no TanStack types, and
 * failures already turned into words.
 */

export interface QueryView<T> {
  readonly data: T | undefined;
  /** No data yet: loading, or waiting for the session to be ready. */
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: string | null;
  /** The server answered 404: the record is not there (or not the caller's), so trying again
   * cannot help and the page offers the way back instead. */
  readonly isNotFound: boolean;
  refetch(): void;
}

/**
 * One page of a list as a screen reads it: the answer and the size of the window the call
 * asked for, so the pager numbers the pages by the window the results came in (a page size
 * stated again beside the list could disagree with it).
 */
export interface PageView<T> extends QueryView<Page<T>> {
  readonly pageSize: number;
}

/** The view of a page read with `limit` (the API's own page, DEFAULT_PAGE_LIMIT, if none). */
export function pageViewOf<V extends QueryView<unknown>>(
  view: V,
  limit: number | undefined,
): V & { readonly pageSize: number } {
  return { ...view, pageSize: limit ?? DEFAULT_PAGE_LIMIT };
}

/** A check a public page runs by itself on arrival (a reset code, an invite code). */
export interface CheckView<T> extends QueryView<T> {
  readonly isSuccess: boolean;
  readonly fieldErrors: Record<string, string[]>;
}

export interface MutationView<TPayload, TData> {
  submit(payload: TPayload): void;
  readonly isPending: boolean;
  readonly isSuccess: boolean;
  readonly data: TData | undefined;
  /** About the whole form; null when the field messages say it all. */
  readonly error: string | null;
  readonly fieldErrors: Record<string, string[]>;
  reset(): void;
}

/**
 * A failed query's or mutation's error in the customer's words, null while it has not failed;
 * the same string while the failure stays, so a view built on it does not change needlessly.
 */
export function useFailureText(result: {
  readonly isError: boolean;
  readonly error: unknown;
}): string | null {
  const { isError, error } = result;
  return useMemo(() => (isError ? failureText(error) : null), [isError, error]);
}

export function useQueryView<T>(result: UseQueryResult<T>): QueryView<T> {
  const { data, isPending, isError, refetch } = result;
  const text = useFailureText(result);
  const again = useMemo(() => () => void refetch(), [refetch]);
  const isNotFound = isError && hasStatus(failureOf(result.error), 404);
  return { data, isPending, isError, error: text, isNotFound, refetch: again };
}

export function useCheckView<T>(result: UseQueryResult<T>): CheckView<T> {
  const view = useQueryView(result);
  const failure = useMemo(
    () => (result.isError ? formFailure(result.error) : NO_FORM_FAILURE),
    [result.isError, result.error],
  );
  // A check has no form to show field messages next to: the first one is the message.
  const firstFieldMessage = Object.values(failure.fieldErrors)[0]?.[0];
  return {
    ...view,
    error: result.isError ? (failure.error ?? firstFieldMessage ?? view.error) : null,
    isSuccess: result.isSuccess,
    fieldErrors: failure.fieldErrors,
  };
}

export interface FormMutationOptions<TData> {
  readonly onSuccess?: (data: TData) => void;
  readonly onError?: (error: unknown) => void;
}

export function useFormMutation<TPayload, TData>(
  mutationFn: (payload: TPayload) => Promise<TData>,
  options: FormMutationOptions<TData> = {},
): MutationView<TPayload, TData> {
  const mutation = useMutation({
    mutationFn,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
  const failure = useMemo(
    () => (mutation.isError ? formFailure(mutation.error) : NO_FORM_FAILURE),
    [mutation.isError, mutation.error],
  );
  return {
    submit: mutation.mutate,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    data: mutation.data,
    error: failure.error,
    fieldErrors: failure.fieldErrors,
    reset: mutation.reset,
  };
}
