import { useParams } from "react-router-dom";
import { useRuntimeConfig } from "../../../adapters/react/runtime-config-context.tsx";
import { NotFoundPage } from "../system/not-found-page.tsx";
import { isTopicOf, LEGAL_DOCUMENTS } from "./document-content.ts";
import { DocumentPage } from "./document-page.tsx";

/** /legal/:topic: the default terms of use, privacy policy or cookie policy. */
export function LegalPage() {
  const { topic = "" } = useParams();
  const config = useRuntimeConfig();
  if (!isTopicOf(LEGAL_DOCUMENTS, topic)) return <NotFoundPage />;
  return <DocumentPage document={LEGAL_DOCUMENTS[topic](config)} />;
}
