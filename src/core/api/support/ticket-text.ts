/** Limits of what people type into tickets. */
export const TICKET_SUMMARY_MAX_LENGTH = 255;
export const TICKET_DESCRIPTION_MAX_LENGTH = 32_000;
export const TICKET_COMMENT_MAX_LENGTH = 32_000;
export const TEMPLATE_VALUE_MAX_LENGTH = 5000;
/** Longest search text of the ticket list. */
export const TICKET_SEARCH_MAX_LENGTH = 200;
/** Most files one create, comment or activity post may carry. */
export const TICKET_ATTACHMENTS_MAX = 20;
