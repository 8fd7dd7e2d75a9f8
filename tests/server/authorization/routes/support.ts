import { SUPPORT_SERVICE_DESK_ID } from "../../../../src/core/api/support/ticket-vocabulary.ts";
import { formBody } from "../../support-desk/support-desk-kit.ts";
import { type ModuleRoutes, reads, type Samples, writes } from "../route-rules.ts";

const ticket = async (samples: Samples) => ({
  id: await samples.firstId("/v2/support/tickets?status=in_progress"),
});
const comment = async (samples: Samples) => {
  const { id } = await ticket(samples);
  const commentId = await samples.firstId(`/v2/support/tickets/${id}/comments`);
  return { id, commentId };
};
/** The seed holds no files: Acme's admin replies with one. */
const attachment = async (samples: Samples) => {
  const { id } = await ticket(samples);
  const form = formBody([
    { field: "comment", content: "Capture attached." },
    { field: "files", filename: "capture.txt", content: "ping 10.0.0.1: 0% loss" },
  ]);
  const posted = await samples.adminCall(
    "POST",
    `/v2/support/tickets/${id}/activity`,
    form.payload,
    form.headers,
  );
  return { id, attachmentId: String(posted.entries[0].comment.attachments[0].id) };
};

/** server/src/modules/support: the support desk. */
export const SUPPORT_ROUTES: ModuleRoutes = {
  "GET /support/tickets": { access: reads("support") },
  "POST /support/request": { access: writes("support") },
  "GET /support/ticket-export": { access: reads("support") },
  "GET /support/ticket-types": { access: reads("support") },
  "GET /support/ticket-classifications": { access: reads("support") },
  "GET /support/request/template/:id": {
    access: reads("support"),
    params: async (samples) => ({ id: await samples.firstId("/v2/support/ticket-types") }),
  },
  "GET /support/tickets/:id": { access: reads("support"), tenantScoped: true, params: ticket },
  "PUT /support/tickets/:id": {
    access: writes("support"),
    tenantScoped: true,
    params: ticket,
    body: { priority: "medium" },
  },
  "GET /support/tickets/:id/transitions": {
    access: reads("support"),
    tenantScoped: true,
    params: ticket,
  },
  "POST /support/tickets/:id/transitions": {
    access: writes("support"),
    tenantScoped: true,
    params: ticket,
    body: { transition: "999999" },
  },
  "GET /support/tickets/:id/comments": {
    access: reads("support"),
    tenantScoped: true,
    params: ticket,
  },
  "GET /support/tickets/:id/comments/:commentId": {
    access: reads("support"),
    tenantScoped: true,
    params: comment,
  },
  "POST /support/tickets/:id/comments": {
    access: writes("support"),
    tenantScoped: true,
    params: ticket,
    body: { body: "Checked by the authorization matrix." },
  },
  "GET /support/tickets/:id/activity": {
    access: reads("support"),
    tenantScoped: true,
    params: ticket,
  },
  // Multipart; the ticket is looked up before the form is read, so a JSON body shows the guard.
  "POST /support/tickets/:id/activity": {
    access: writes("support"),
    tenantScoped: true,
    params: ticket,
  },
  "GET /support/tickets/:id/attachments/:attachmentId": {
    access: reads("support"),
    tenantScoped: true,
    params: attachment,
  },
  "POST /support/servicedesk/:id/add-temp-attachment": {
    access: writes("support"),
    params: async () => ({ id: SUPPORT_SERVICE_DESK_ID }),
  },
  "GET /support/tickets/users": { access: reads("support") },
  "GET /support/tickets/:id/followers": {
    access: reads("support"),
    tenantScoped: true,
    params: ticket,
  },
  "POST /support/tickets/:id/subscribe": {
    access: writes("support"),
    tenantScoped: true,
    params: ticket,
  },
  "POST /support/tickets/:id/unsubscribe": {
    access: writes("support"),
    tenantScoped: true,
    params: ticket,
  },
};
