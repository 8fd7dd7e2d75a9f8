import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useCallback, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import type { Page } from "../../../core/api/paginated.ts";
import {
  CHANGE_FORM_STEPS,
  type ChangeAsk,
  ChangeQuote,
  changeAskOf,
  changeFormField,
  changeFormInitial,
  changeFormProblems,
  type LockRequest,
  SERVICE_CHANGE_LIST,
  ServiceChange,
  ServiceDetail,
} from "../../../core/api/services/index.ts";
import {
  isSubmitting,
  type WizardForm,
  type WizardFormConfig,
  wizardMachine,
} from "../../../machines/wizard/index.ts";
import { formFailure } from "../../api/failure-text.ts";
import type { HttpClient } from "../../http/index.ts";
import { readListPage } from "../../lists/list-resource.ts";
import { useSessionReady } from "../../react/auth/use-session.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, type QueryView, useFormMutation } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { serviceApiPath, serviceKeys } from "./service.ts";

/**
 * Changing a live service (issue 42): the quote, the change order (with an Idempotency-Key,
 * one per confirmation, so a retried call is still one change), a service's changes and its
 * lock. A done change makes the service's page stale, so the changes are polled while one is
 * open and the page is refreshed when it closes.
 */

export const serviceChangeKeys = {
  quote: (id: string, ask: ChangeAsk) => [...serviceKeys.service(id), "quote", ask] as const,
  list: (id: string) => [...serviceKeys.service(id), "changes"] as const,
};

export function quoteServiceChange(
  http: HttpClient,
  id: string,
  ask: ChangeAsk,
  signal?: AbortSignal,
) {
  return http.request({
    method: "POST",
    path: `${serviceApiPath(id)}/changes/quote`,
    body: ask,
    response: ChangeQuote,
    redirectOn403: false,
    signal,
  });
}

export function placeServiceChange(http: HttpClient, id: string, ask: ChangeAsk, key: string) {
  return http.request({
    method: "POST",
    path: `${serviceApiPath(id)}/changes`,
    body: ask,
    headers: { "Idempotency-Key": key },
    response: ServiceChange,
    redirectOn403: false,
  });
}

export function getServiceChanges(http: HttpClient, id: string, signal?: AbortSignal) {
  const call = SERVICE_CHANGE_LIST.page({}, 1);
  return readListPage(http, SERVICE_CHANGE_LIST, call, signal, { id });
}

export function lockService(http: HttpClient, id: string, request: LockRequest) {
  return http.request({
    method: "PUT",
    path: `${serviceApiPath(id)}/lock`,
    body: request,
    response: ServiceDetail,
    redirectOn403: false,
  });
}

/** How often a service's changes are read again while one is under way. */
const OPEN_CHANGE_POLL_MS = 3_000;

/** A service's changes, newest first; polled while one is open, the page refreshed after. */
export function useServiceChanges(id: string): QueryView<Page<ServiceChange>> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  const openBefore = useRef(false);
  const view = useSessionQuery(
    {
      queryKey: serviceChangeKeys.list(id),
      queryFn: async ({ signal }) => {
        const page = await getServiceChanges(http, id, signal);
        const open = page.results.some((change) => !["done", "failed"].includes(change.stage));
        // A change just closed: the service shows its new speed, term and price.
        if (openBefore.current && !open)
          void queryClient.invalidateQueries({ queryKey: serviceKeys.detail(id) });
        openBefore.current = open;
        return page;
      },
      refetchInterval: (query) =>
        query.state.data?.results.some((change) => !["done", "failed"].includes(change.stage))
          ? OPEN_CHANGE_POLL_MS
          : false,
    },
    id !== "",
  );
  return view;
}

/** PUT /services/{id}/lock; the answer is the service as it now stands. */
export function useLockService(id: string): MutationView<LockRequest, ServiceDetail> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation((request: LockRequest) => lockService(http, id, request), {
    onSuccess: (service) => queryClient.setQueryData(serviceKeys.detail(id), service),
  });
}

/** The quote of the form as it stands, or why the server refuses it (message and fields). */
export interface QuoteView {
  readonly quote: ChangeQuote | undefined;
  readonly isPending: boolean;
  readonly refusal: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** What the change dialog reads and does; the wizard machine stays here. */
export interface ChangeWizardView {
  readonly form: WizardForm;
  readonly activeStep: number;
  readonly stepTitles: ReadonlyArray<string>;
  readonly isSubmitting: boolean;
  readonly failure: string | null;
  readonly placed: ServiceChange | null;
  readonly quote: QuoteView;
  problem(field: string): string | undefined;
  update(values: WizardForm): void;
  next(): void;
  back(): void;
  confirm(): void;
  open(): void;
  /**
   * Closes the dialog. Once a change is placed it also starts again from the service as it
   * is: reopened, the dialog offers a new change, never the placed one's confirmation.
   */
  close(): void;
}

function refusalOf(error: unknown) {
  const failure = formFailure(error);
  const fields = Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, messages]) => [
      changeFormField(field),
      messages.join(" "),
    ]),
  );
  return { message: failure.error ?? "Check the highlighted fields.", fields };
}

/**
 * The change dialog on the generic wizard machine (spec section 3: steps, done, open, close,
 * reset): step one chooses, step two shows the quote (POST .../changes/quote) and confirms
 * (POST .../changes). A refusal goes back to the step of its field with the form as typed.
 */
export function useChangeWizard(service: ServiceDetail): ChangeWizardView {
  const { http, inspect } = usePortal();
  const queryClient = useQueryClient();
  const ready = useSessionReady();
  const keyRef = useRef(crypto.randomUUID());
  const serviceRef = useRef(service);
  serviceRef.current = service;
  const id = service.id;
  const machine = useMemo(() => {
    const config: WizardFormConfig = {
      id: "service-change",
      steps: CHANGE_FORM_STEPS.map((step) => ({ ...step, fields: [...step.fields] })),
      initialForm: changeFormInitial(serviceRef.current),
      validateStep: (step, form) => changeFormProblems(serviceRef.current, step, form),
    };
    return {
      config,
      logic: wizardMachine.provide({
        actors: {
          submit: fromPromise<unknown, { readonly form: WizardForm }>(async ({ input }) => {
            try {
              const placed = await placeServiceChange(
                http,
                id,
                changeAskOf(serviceRef.current, input.form),
                keyRef.current,
              );
              await queryClient.invalidateQueries({ queryKey: serviceChangeKeys.list(id) });
              return placed;
            } catch (error) {
              throw refusalOf(error);
            }
          }),
        },
      }),
    };
  }, [http, id, queryClient]);
  const [snapshot, send, actor] = useMachine(machine.logic, {
    input: { formConfig: machine.config },
    ...(inspect ? { inspect } : {}),
  });
  const { context } = snapshot;
  const ask = changeAskOf(service, context.form);
  const reviewing = snapshot.matches("editing") && context.activeStep === 1;
  const quoteQuery = useQuery({
    queryKey: serviceChangeKeys.quote(id, ask),
    queryFn: ({ signal }) => quoteServiceChange(http, id, ask, signal),
    enabled: ready && reviewing,
    retry: false,
    staleTime: 0,
  });
  const refused = quoteQuery.isError ? refusalOf(quoteQuery.error) : null;
  const error = context.error;
  const problem = useCallback((field: string) => error?.fields[field], [error]);
  const submitted = snapshot.matches("submitted");
  return {
    form: context.form,
    activeStep: context.activeStep,
    stepTitles: context.formConfig.steps.map((step) => step.title),
    isSubmitting: isSubmitting(snapshot),
    failure: context.status === "failed" ? (error?.message ?? null) : null,
    placed: submitted ? (context.result as ServiceChange) : null,
    quote: {
      quote: quoteQuery.data,
      isPending: quoteQuery.isPending && reviewing,
      refusal: refused?.message ?? null,
      fieldErrors: refused?.fields ?? {},
    },
    problem,
    update: (values) => send({ type: "UPDATE", values }),
    next: () => {
      send({ type: "MARK_DONE" });
      send({ type: "NEXT" });
    },
    back: () => send({ type: "BACK" }),
    confirm: () => {
      send({ type: "MARK_DONE" });
      send({ type: "SUBMIT" });
    },
    open: () => send({ type: "OPEN" }),
    close: () => {
      const placed = actor.getSnapshot().matches("submitted");
      send({ type: "CLOSE" });
      if (!placed) return;
      // A new change gets a key of its own: the placed one's would answer the placed change.
      keyRef.current = crypto.randomUUID();
      send({ type: "RESET" });
    },
  };
}
