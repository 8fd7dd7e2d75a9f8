import { canView, type Module } from "./module-matrix.ts";
import type { HeldPermissions } from "./permission-names.ts";
import { routeAccess } from "./route-access.ts";

/**
 * The sections of /account-settings (spec section 2), in the order the overview lists them.
 * Which ones a user sees follows the route table: a section is offered exactly when its page
 * would open, so the overview never links to a "no permissions" page.
 */

export interface AccountSection {
  readonly id: string;
  readonly label: string;
  readonly path: string;
  readonly description: string;
  /** Modules one of whose view permissions the content needs, beyond the route's own rule. */
  readonly modules?: ReadonlyArray<Module>;
}

export const ACCOUNT_SECTIONS: ReadonlyArray<AccountSection> = [
  {
    id: "me",
    label: "My profile",
    path: "/account-settings/me",
    description: "Your name, contact details and default currency.",
  },
  {
    id: "company",
    label: "Company",
    path: "/account-settings/company",
    description: "Your company's legal details and public profile.",
    modules: ["profile", "admin"],
  },
  {
    id: "change-password",
    label: "Change password",
    path: "/account-settings/change-password",
    description: "Choose a new password; your other sessions are signed out.",
  },
  {
    id: "security",
    label: "Security",
    path: "/account-settings/security",
    description: "Two-factor sign-in with an authenticator app, and where you are signed in.",
  },
  {
    id: "notification-settings",
    label: "Notification settings",
    path: "/account-settings/notification-settings",
    description: "Which news reaches you in the portal and by e-mail.",
  },
  {
    id: "calendar",
    label: "Calendar feeds",
    path: "/account-settings/calendar",
    description: "Your company's maintenances in your own calendar program.",
  },
  {
    id: "manage",
    label: "User management",
    path: "/account-settings/manage",
    description: "Invite colleagues, set what they may do, deactivate accounts.",
  },
  {
    id: "api-keys",
    label: "API keys",
    path: "/account-settings/api-keys",
    description: "Keys your scripts use to call the API, each with only what it needs.",
  },
  {
    id: "webhooks",
    label: "Webhooks",
    path: "/account-settings/webhooks",
    description: "Your systems told of your company's events as they happen, signed.",
  },
  {
    id: "contacts",
    label: "Contacts",
    path: "/account-settings/contacts",
    description: "Who receives maintenance, outage, order and invoice notices by e-mail.",
  },
  {
    id: "activity-log",
    label: "Activity log",
    path: "/account-settings/activity-log",
    description: "Every change made in your company, who made it and from where; tamper-evident.",
  },
  {
    id: "logs",
    label: "Logs",
    path: "/account-settings/logs",
    description: "Who changed whose permissions, and when staff acted as your users.",
    // The page opens for everyone, but the log itself belongs to user administration.
    modules: ["admin"],
  },
];

/** The sections the holder of these permissions may open. */
export function accountSectionsFor(held: HeldPermissions): AccountSection[] {
  return ACCOUNT_SECTIONS.filter(
    (section) =>
      routeAccess(section.path, held) === "allowed" &&
      (section.modules === undefined || section.modules.some((module) => canView(held, module))),
  );
}
