import { useQueryClient } from "@tanstack/react-query";
import { Schema } from "effect";
import {
  ALERT_RULE_LIST,
  AlertRule,
  type AlertRuleRequest,
} from "../../../core/api/monitoring/alert-rules.ts";
import { ALERT_LIST } from "../../../core/api/monitoring/alerts.ts";
import type { HttpClient } from "../../http/index.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";

/**
 * The company's alert rules (issue 48): the lists are ALERT_RULE_LIST and ALERT_LIST
 * (useList); these are the rules' writes, each refreshing both (a changed or removed rule
 * ends its open alerts). Only the alert rules screen uses them.
 */

const rulePath = (id: string) => `${ALERT_RULE_LIST.path}/${encodeURIComponent(id)}`;

export function addAlertRule(http: HttpClient, request: AlertRuleRequest) {
  return http.request({
    method: "POST",
    path: ALERT_RULE_LIST.path,
    body: request,
    response: AlertRule,
  });
}

export function changeAlertRule(http: HttpClient, id: string, request: AlertRuleRequest) {
  return http.request({ method: "PUT", path: rulePath(id), body: request, response: AlertRule });
}

export async function removeAlertRule(http: HttpClient, id: string): Promise<string> {
  await http.request({ method: "DELETE", path: rulePath(id), response: Schema.Null });
  return id;
}

function useAlertsRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: listKeys(ALERT_RULE_LIST).all });
    void queryClient.invalidateQueries({ queryKey: listKeys(ALERT_LIST).all });
  };
}

/** Adds a rule (id null) or changes one; `onSaved` runs once the server took it. */
export function useSaveAlertRule(
  id: string | null,
  onSaved: (rule: AlertRule) => void,
): MutationView<AlertRuleRequest, AlertRule> {
  const { http } = usePortal();
  const refresh = useAlertsRefresh();
  return useFormMutation(
    (request: AlertRuleRequest) =>
      id === null ? addAlertRule(http, request) : changeAlertRule(http, id, request),
    {
      onSuccess: (rule) => {
        refresh();
        onSaved(rule);
      },
    },
  );
}

export function useRemoveAlertRule(id: string, onRemoved: () => void): MutationView<void, string> {
  const { http } = usePortal();
  const refresh = useAlertsRefresh();
  return useFormMutation(() => removeAlertRule(http, id), {
    onSuccess: () => {
      refresh();
      onRemoved();
    },
  });
}
