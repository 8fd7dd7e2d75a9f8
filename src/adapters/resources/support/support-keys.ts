/**
 * The root of the support desk's query keys. Every key starts with "support"; a ticket's own
 * data (detail, activity, transitions, followers, comments) sits under `ticket(id)`, so one
 * invalidation refreshes all of it after a change (ticketChanged in ticket.ts). Each resource
 * file adds its keys under these.
 */
export const supportKeys = {
  all: ["support"],
  ticket: (id: string) => ["support", "ticket", id] as const,
} as const;
