import type { UserInfo } from "../../../core/api/account/user-info.ts";
import { CURRENCY_CHANGED_NOTICE } from "../../../core/errors/index.ts";
import { failureText } from "../../api/index.ts";
import { usePortal } from "../portal-context.tsx";
import { type MutationView, useFormMutation } from "../result-views.ts";

/**
 * PUT /me with a new default currency (spec sections 6 and 8): on success the
 * 'Change currency' notice and the session's user replaced by the answer; on failure the same
 * title with the server's reason.
 */
export function useUpdateDefaultCurrency(): MutationView<string, UserInfo> {
  const { api, session, notify } = usePortal();
  return useFormMutation((currencyId: string) => api.updateDefaultCurrency(currencyId), {
    onSuccess: (user) => {
      session.send({ type: "USER_INFO_UPDATED", userInfo: user });
      notify({ variant: "success", ...CURRENCY_CHANGED_NOTICE });
    },
    onError: (error) =>
      notify({ variant: "error", title: CURRENCY_CHANGED_NOTICE.title, body: failureText(error) }),
  });
}
