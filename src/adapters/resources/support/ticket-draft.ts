import { Schema } from "effect";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { TempAttachment } from "../../../core/api/support/index.ts";
import { portalNow } from "../../../core/clock.ts";
import { useSession } from "../../react/auth/use-session.ts";
import { createDraftStore, type DraftStore } from "./draft-store.ts";

/**
 * The ticket-creation draft (spec section 3, client state): what the user has chosen and
 * typed on /support/tickets/create, and the files already uploaded for it, kept until the
 * ticket is created or the user signs out (draft-store.ts says why local storage).
 * Values are kept as typed ("" for nothing chosen); the create call trims and checks them.
 */
export const TicketDraft = Schema.Struct({
  request_type: Schema.String,
  classification: Schema.String,
  summary: Schema.String,
  description: Schema.String,
  priority: Schema.String,
  service: Schema.String,
  /** Template field values by field name. */
  fields: Schema.Record(Schema.String, Schema.String),
  /** Temporary attachments uploaded for this ticket, oldest first. */
  attachments: Schema.Array(TempAttachment),
});
export type TicketDraft = typeof TicketDraft.Type;

export const EMPTY_TICKET_DRAFT: TicketDraft = Object.freeze({
  request_type: "",
  classification: "",
  summary: "",
  description: "",
  priority: "",
  service: "",
  fields: Object.freeze({}),
  attachments: Object.freeze([]),
});

export const TICKET_DRAFT_PREFIX = "conduit.ticket-draft";

let store: DraftStore<TicketDraft> | undefined;

/** The one store of the page (local storage), or a test's own. */
export function ticketDraftStore(replacement?: DraftStore<TicketDraft>): DraftStore<TicketDraft> {
  if (replacement !== undefined) store = replacement;
  store ??= createDraftStore({ prefix: TICKET_DRAFT_PREFIX, schema: TicketDraft });
  return store;
}

/** The draft with the temporary attachments that have expired left out. */
export function usableDraft(draft: TicketDraft | null, now: number): TicketDraft {
  if (draft === null) return EMPTY_TICKET_DRAFT;
  const live = draft.attachments.filter((file) => Date.parse(file.expires) > now);
  return live.length === draft.attachments.length ? draft : { ...draft, attachments: live };
}

export interface TicketDraftView {
  readonly draft: TicketDraft;
  /** Whether anything has been chosen, typed or attached. */
  readonly isStarted: boolean;
  update(change: Partial<TicketDraft>): void;
  /** Sets one template field's value. */
  setField(name: string, value: string): void;
  clear(): void;
}

/** Whose draft it is: the signed-in user (the customer, while staff act as one). */
export function useDraftOwner(): string | null {
  const { user } = useSession();
  return user?.id ?? null;
}

export function useTicketDraft(): TicketDraftView {
  const owner = useDraftOwner();
  const drafts = ticketDraftStore();
  const stored = useSyncExternalStore(drafts.subscribe, () =>
    owner === null ? null : drafts.read(owner),
  );
  // Expiry is judged when the stored draft changes; a page left open past it learns from the
  // server's refusal, which names the file.
  const draft = useMemo(() => usableDraft(stored, portalNow().getTime()), [stored]);
  const update = useCallback(
    (change: Partial<TicketDraft>) => {
      if (owner === null) return;
      const current = usableDraft(drafts.read(owner), portalNow().getTime());
      drafts.write(owner, { ...current, ...change });
    },
    [owner, drafts],
  );
  const setField = useCallback(
    (name: string, value: string) => {
      if (owner === null) return;
      const current = usableDraft(drafts.read(owner), portalNow().getTime());
      drafts.write(owner, { ...current, fields: { ...current.fields, [name]: value } });
    },
    [owner, drafts],
  );
  const clear = useCallback(() => {
    if (owner !== null) drafts.clear(owner);
  }, [owner, drafts]);
  return {
    draft,
    isStarted: stored !== null,
    update,
    setField,
    clear,
  };
}
