import { useQueryClient } from "@tanstack/react-query";
import { Schema } from "effect";
import {
  CONTACT_LIST,
  Contact,
  type ContactRequest,
} from "../../../core/api/reference/contacts.ts";
import type { HttpClient } from "../../http/index.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";

/**
 * The company's contacts (issue 45): the list is CONTACT_LIST (useList); these are its
 * writes, each refreshing every page of the list. Only the contacts screen uses them.
 */

export function addContact(http: HttpClient, request: ContactRequest) {
  return http.request({ method: "POST", path: "/contacts", body: request, response: Contact });
}

export function changeContact(http: HttpClient, id: string, request: ContactRequest) {
  return http.request({
    method: "PUT",
    path: `/contacts/${encodeURIComponent(id)}`,
    body: request,
    response: Contact,
  });
}

export async function removeContact(http: HttpClient, id: string): Promise<string> {
  await http.request({
    method: "DELETE",
    path: `/contacts/${encodeURIComponent(id)}`,
    response: Schema.Null,
  });
  return id;
}

function useContactsRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: listKeys(CONTACT_LIST).all });
}

/** Adds a contact (id null) or changes one; `onSaved` runs once the server took it. */
export function useSaveContact(
  id: string | null,
  onSaved: (contact: Contact) => void,
): MutationView<ContactRequest, Contact> {
  const { http } = usePortal();
  const refresh = useContactsRefresh();
  return useFormMutation(
    (request: ContactRequest) =>
      id === null ? addContact(http, request) : changeContact(http, id, request),
    {
      onSuccess: (contact) => {
        refresh();
        onSaved(contact);
      },
    },
  );
}

export function useRemoveContact(id: string, onRemoved: () => void): MutationView<void, string> {
  const { http } = usePortal();
  const refresh = useContactsRefresh();
  return useFormMutation(() => removeContact(http, id), {
    onSuccess: () => {
      refresh();
      onRemoved();
    },
  });
}
