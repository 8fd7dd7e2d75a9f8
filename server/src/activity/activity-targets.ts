import type { ActivityEntry } from "./activity-entry.ts";

/** How entries name the records they are about, the same way in every module. */
type Target = ActivityEntry["target"];

/** A service by its public id and the name the customer sees. */
export const serviceTarget = (service: {
  readonly publicId: string;
  readonly name: string;
  readonly customName?: string | null;
}): Target => ({
  type: "service",
  id: service.publicId,
  label: `${service.publicId} ${service.customName ?? service.name}`,
});

/** A user of the company by id and e-mail address. */
export const userTarget = (user: { readonly id: number; readonly email: string }): Target => ({
  type: "user",
  id: String(user.id),
  label: user.email,
});

/** A support ticket by its issue key (and its summary, when at hand). */
export const ticketTarget = (key: string, summary?: string): Target => ({
  type: "ticket",
  id: key,
  label: summary === undefined ? key : `${key} ${summary}`,
});
