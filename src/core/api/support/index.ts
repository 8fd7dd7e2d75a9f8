/**
 * The support desk's /v2 contract (issue 5). Endpoints, all under /support, signed in with
 * view_support_module or write_support_module (writes need write):
 *   GET  /tickets?TICKET_LIST filters&offset&limit  -> TICKET_LIST (export=true: text/csv download)
 *   GET  /ticket-export                         -> TicketExportStatus
 *   GET  /ticket-types                          -> TicketTypeList
 *   GET  /ticket-classifications?type=          -> TicketClassificationList
 *   GET  /request/template/{typeId}             -> RequestTemplate
 *   POST /request  CreateTicketRequest          -> 201 TicketDetail
 *   POST /servicedesk/{id}/add-temp-attachment  multipart, one file -> 201 TempAttachment
 *   GET  /tickets/users?search=                 -> FollowCandidateList
 *   GET  /tickets/{key}                         -> TicketDetail
 *   PUT  /tickets/{key}  UpdateTicketRequest    -> TicketDetail (409 once resolved or closed)
 *   GET  /tickets/{key}/transitions             -> TicketTransitionList
 *   POST /tickets/{key}/transitions  TransitionRequest -> TicketDetail
 *   GET  /tickets/{key}/comments                -> TicketCommentList (oldest first)
 *   POST /tickets/{key}/comments  NewCommentRequest -> 201 TicketComment
 *   GET  /tickets/{key}/comments/{commentId}    -> TicketComment
 *   GET  /tickets/{key}/activity?offset&limit   -> ActivityPage (newest first, limit 10)
 *   POST /tickets/{key}/activity  multipart: `comment` field + file parts -> 201 ActivityPostResult
 *   GET  /tickets/{key}/attachments/{id}        -> the file (attachment, nosniff)
 *   GET  /tickets/{key}/followers               -> FollowerList
 *   POST /tickets/{key}/subscribe | /unsubscribe  FollowRequest (optional) -> FollowState
 * Another company's ticket or attachment is 404.
 */
export * from "./activity.ts";
export * from "./attachments.ts";
export * from "./comments.ts";
export * from "./followers.ts";
export * from "./request-template.ts";
export * from "./request-types.ts";
export * from "./ticket.ts";
export * from "./ticket-export.ts";
export * from "./ticket-list-query.ts";
export * from "./ticket-text.ts";
export * from "./ticket-vocabulary.ts";
export * from "./workflow.ts";
