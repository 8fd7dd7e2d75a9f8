import type { TicketPriority, TicketStatus } from "../../../../src/core/api/support/index.ts";
import type { DemoRequestType } from "./support-desk-catalogue.ts";

/**
 * A demo ticket and what happened to it. Times are hours: the ticket was opened `hoursAgo`
 * before the seeding moment, and each event happened `at` hours after it was opened.
 * `by` is a demo account's email, or the name of an agent of the provider's desk.
 */
export interface DemoTicketEvent {
  readonly at: number;
  readonly by: string;
  readonly comment?: string;
  /** A status change; `transition` names the step taken (omitted: the desk's own change). */
  readonly to?: TicketStatus;
  readonly transition?: string;
}

export interface DemoTicket {
  readonly type: DemoRequestType["key"];
  readonly classification: string;
  readonly summary: string;
  readonly description: string;
  readonly priority: TicketPriority;
  /** A key of the company's DEMO_SERVICES ("port", "aws"...). */
  readonly service?: string;
  readonly reporter: string;
  /** Followers besides the reporter, who always follows. */
  readonly followers?: ReadonlyArray<string>;
  readonly hoursAgo: number;
  /** Template values by field name; a required date left out is the day it was opened. */
  readonly fields?: Readonly<Record<string, string>>;
  readonly events?: ReadonlyArray<DemoTicketEvent>;
}

/** Whether `by` names an agent of the desk rather than a demo account. */
export function isAgent(by: string): boolean {
  return !by.includes("@");
}
