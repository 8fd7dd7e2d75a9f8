import {
  ActivityPage,
  ActivityPostResult,
  type CreateTicketRequest,
  FollowCandidateList,
  type FollowCandidatesQuery,
  FollowerList,
  FollowState,
  RequestTemplate,
  TempAttachment,
  TicketClassificationList,
  TicketComment,
  TicketCommentList,
  TicketDetail,
  TicketTransitionList,
  TicketTypeList,
  type UpdateTicketRequest,
} from "../../../core/api/support/index.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer, UploadOptions } from "../../files/file-transfer.ts";
import type { HttpClient } from "../../http/index.ts";
import type { ListWindow } from "../list-window.ts";

/**
 * The support desk's calls (spec section 7, Support), over the portal's HTTP client for JSON
 * and the file transfer for multipart uploads and file downloads. Built in the support
 * screens' own chunk (never in createPortalApi), so these schemas load with those screens.
 */

/** The name of every file part of a multipart form. */
export const FILE_PART = "file";
/** The comment part of POST .../activity. */
export const COMMENT_PART = "comment";

const ticketPath = (id: string) => `/support/tickets/${encodeURIComponent(id)}`;

export function createSupportApi(http: HttpClient, transfer: FileTransfer) {
  return {
    ticketTypes: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/support/ticket-types",
        response: TicketTypeList,
        signal,
      }),
    /** Classifications of one request type, or of all with `type` "". */
    ticketClassifications: (type: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/support/ticket-classifications",
        query: { type: type === "" ? undefined : type },
        response: TicketClassificationList,
        signal,
      }),
    ticket: (id: string, signal?: AbortSignal) =>
      http.request({ method: "GET", path: ticketPath(id), response: TicketDetail, signal }),
    updateTicket: (id: string, change: UpdateTicketRequest) =>
      http.request({ method: "PUT", path: ticketPath(id), body: change, response: TicketDetail }),
    transitions: (id: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `${ticketPath(id)}/transitions`,
        response: TicketTransitionList,
        signal,
      }),
    transition: (id: string, transition: string, comment?: string) =>
      http.request({
        method: "POST",
        path: `${ticketPath(id)}/transitions`,
        body:
          comment === undefined || comment.trim() === "" ? { transition } : { transition, comment },
        response: TicketDetail,
      }),
    comments: (id: string, window: ListWindow = {}, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `${ticketPath(id)}/comments`,
        query: { ...window },
        response: TicketCommentList,
        signal,
      }),
    comment: (id: string, commentId: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `${ticketPath(id)}/comments/${encodeURIComponent(commentId)}`,
        response: TicketComment,
        signal,
      }),
    activity: (id: string, window: ListWindow = {}, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `${ticketPath(id)}/activity`,
        query: { ...window },
        response: ActivityPage,
        signal,
      }),
    /** A reply with files in one multipart request, reporting upload progress. */
    postActivity: (
      id: string,
      reply: { readonly comment: string; readonly files: ReadonlyArray<File> },
      options: UploadOptions = {},
    ) => {
      const form = new FormData();
      if (reply.comment.trim() !== "") form.append(COMMENT_PART, reply.comment);
      for (const file of reply.files) form.append(FILE_PART, file, file.name);
      return transfer.upload({
        path: `${ticketPath(id)}/activity`,
        form,
        response: ActivityPostResult,
        ...options,
      });
    },
    followers: (id: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `${ticketPath(id)}/followers`,
        response: FollowerList,
        signal,
      }),
    /** Follow (subscribe) or stop (unsubscribe): the caller, or the colleague `user`. */
    follow: (id: string, following: boolean, user?: string) =>
      http.request({
        method: "POST",
        path: `${ticketPath(id)}/${following ? "subscribe" : "unsubscribe"}`,
        body: user === undefined ? {} : { user },
        response: FollowState,
      }),
    followCandidates: (query: FollowCandidatesQuery & ListWindow = {}, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/support/tickets/users",
        query: { ...query },
        response: FollowCandidateList,
        signal,
      }),
    downloadAttachment: (ticketId: string, attachmentId: string): Promise<DownloadedFile> =>
      transfer.download({
        path: `${ticketPath(ticketId)}/attachments/${encodeURIComponent(attachmentId)}`,
      }),
    /** One file held for the uploader until it is attached (POST /support/request). */
    addTempAttachment: (serviceDeskId: string, file: File, options: UploadOptions = {}) => {
      const form = new FormData();
      form.append(FILE_PART, file, file.name);
      return transfer.upload({
        path: `/support/servicedesk/${encodeURIComponent(serviceDeskId)}/add-temp-attachment`,
        form,
        response: TempAttachment,
        ...options,
      });
    },
    requestTemplate: (requestTypeId: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `/support/request/template/${encodeURIComponent(requestTypeId)}`,
        response: RequestTemplate,
        signal,
      }),
    createTicket: (request: CreateTicketRequest) =>
      http.request({
        method: "POST",
        path: "/support/request",
        body: request,
        response: TicketDetail,
      }),
  };
}

export type SupportApi = ReturnType<typeof createSupportApi>;
