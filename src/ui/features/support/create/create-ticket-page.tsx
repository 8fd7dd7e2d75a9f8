import { useEffect } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { stack, wrap } from "#styled-system/patterns/index.js";
import { panel, textLink } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import {
  useRequestTemplate,
  useTicketTypes,
} from "../../../../adapters/resources/support/request-types.ts";
import { useTicketDraft } from "../../../../adapters/resources/support/ticket-draft.ts";
import { canCreateTicket } from "../../../../core/permissions/index.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { DocumentationLinkList } from "../../../components/documentation-link.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../../components/records/query-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { SUPPORT_DOCUMENTATION } from "../shared/support-documentation.ts";
import { SupportNav } from "../shared/support-nav.tsx";
import { CreateTicketForm } from "./create-ticket-form.tsx";
import { RequestTypePicker } from "./request-type-picker.tsx";

/**
 * /support/tickets/create: choose a request type, fill in its template, attach files, send.
 * The draft is kept while the user goes elsewhere (and is cleared once the ticket exists or
 * the user signs out). `?type=` and `?service=` start a new draft with those chosen, so other
 * pages can link here about a service.
 */
export function CreateTicketPage() {
  usePageTitle("New ticket");
  const { permissions } = useSession();
  const allowed = canCreateTicket(permissions);
  return (
    <>
      <PageHeader title="New ticket" subtitle="Tell our service desk what you need." />
      <SupportNav />
      <DocumentationLinkList topics={SUPPORT_DOCUMENTATION} label="Service desk documentation" />
      {allowed ? (
        <CreateTicket />
      ) : (
        <Alert status="info" title="You can read tickets but not open them">
          Ask an administrator of your company for the support write permission.{" "}
          <Link to="/support/tickets" className={textLink()}>
            Back to the tickets
          </Link>
        </Alert>
      )}
    </>
  );
}

function CreateTicket() {
  const draft = useTicketDraft();
  const types = useTicketTypes();
  const [params] = useSearchParams();
  const { isStarted, update } = draft;
  const requestedType = params.get("type") ?? "";
  const requestedService = params.get("service") ?? "";

  // A link that names a type or a service starts a draft with them, never overwrites one.
  useEffect(() => {
    if (isStarted || (requestedType === "" && requestedService === "")) return;
    update({ request_type: requestedType, service: requestedService });
  }, [isStarted, requestedType, requestedService, update]);

  const typeId = draft.draft.request_type;
  const template = useRequestTemplate(typeId);

  if (types.isPending) return <LoadingState label="Loading request types…" />;
  if (types.isError || types.data === undefined) {
    return (
      <ErrorState
        message={types.error ?? "The request types could not be loaded."}
        onRetry={types.refetch}
      />
    );
  }
  if (types.data.results.length === 0) {
    return (
      <EmptyState title="No request types are available.">
        Call the service desk instead.
      </EmptyState>
    );
  }
  return (
    <div className={stack({ gap: "6", maxW: "3xl" })}>
      {draft.isStarted && (
        <div className={wrap({ align: "center", gap: "3", fontSize: "sm", color: "text.muted" })}>
          <p>Your draft is kept until you create the ticket or sign out.</p>
          <Button variant="ghost" size="sm" onClick={draft.clear}>
            Discard draft
          </Button>
        </div>
      )}
      <section className={panel()} aria-label="Request type">
        <RequestTypePicker
          types={types.data.results}
          value={typeId}
          onChange={(id) => draft.update({ request_type: id, classification: "" })}
        />
      </section>
      {typeId !== "" && (
        <section className={panel()} aria-label="Request details">
          {template.isPending ? (
            <LoadingState label="Loading the form…" />
          ) : template.isError || template.data === undefined ? (
            <ErrorState
              message={template.error ?? "The form could not be loaded."}
              onRetry={template.refetch}
            />
          ) : (
            <CreateTicketForm key={typeId} template={template.data} draft={draft} />
          )}
        </section>
      )}
    </div>
  );
}
