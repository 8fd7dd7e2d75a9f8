import { useParams } from "react-router-dom";
import { useRuntimeConfig } from "../../../adapters/react/runtime-config-context.tsx";
import { NotFoundPage } from "../system/not-found-page.tsx";
import { HELP_DOCUMENTS, isTopicOf, slugTopic } from "./document-content.ts";
import { DocumentPage } from "./document-page.tsx";

/** /docs/:topic: the portal's own help on the SLA, escalation, ordering and users. */
export function HelpPage() {
  const { topic = "" } = useParams();
  const config = useRuntimeConfig();
  const key = slugTopic(topic);
  if (!isTopicOf(HELP_DOCUMENTS, key)) return <NotFoundPage />;
  return <DocumentPage document={HELP_DOCUMENTS[key](config)} />;
}
