import type { DocumentationLinks, LegalLinks } from "../../../core/config/index.ts";

/**
 * The default texts of the portal's own legal and help pages (/legal/:topic, /docs/:topic):
 * what a network provider could ship unchanged, named after the deployment's product and NOC
 * line from the runtime configuration. A provider with texts of its own points the legal or
 * documentation links of the configuration elsewhere, and these pages are then not linked.
 */

export interface DocumentSection {
  readonly heading: string;
  readonly paragraphs: ReadonlyArray<string>;
}

/** A portal page the document sends the reader on to ("Open the support desk"). */
export interface DocumentAction {
  readonly label: string;
  readonly to: string;
}

export interface PortalDocument {
  readonly title: string;
  readonly summary: string;
  readonly sections: ReadonlyArray<DocumentSection>;
  readonly actions: ReadonlyArray<DocumentAction>;
}

/** What the texts say that varies per deployment. */
export interface DocumentFacts {
  readonly productName: string;
  readonly nocPhone: string;
}

type Documents<K extends string> = Readonly<Record<K, (facts: DocumentFacts) => PortalDocument>>;

export const LEGAL_DOCUMENTS: Documents<keyof LegalLinks> = {
  terms: ({ productName }) => ({
    title: "Terms of use",
    summary: `These terms govern your use of the ${productName} customer portal.`,
    sections: [
      {
        heading: "Who may use the portal",
        paragraphs: [
          `The portal is for customers of ${productName} and the people they invite. Your company's administrator decides who has an account and what each person may see and do.`,
          "Keep your password to yourself and sign out on shared computers. Tell us at once if you think someone else has used your account.",
        ],
      },
      {
        heading: "Orders and requests",
        paragraphs: [
          "Orders, cease requests and changes placed in the portal are binding on your company as if sent in writing by an authorised person, under the service agreement your company signed with us.",
          "Prices shown in the portal are those of your agreement; the agreement prevails where the two differ.",
        ],
      },
      {
        heading: "Availability",
        paragraphs: [
          "We keep the portal available around the clock but may take it offline for maintenance, announced in advance where we can. The portal's availability is not part of the service levels of your network services.",
        ],
      },
      {
        heading: "Changes to these terms",
        paragraphs: [
          "We may update these terms; the portal shows the version in force. Continued use after a change means you accept the updated terms.",
        ],
      },
    ],
    actions: [],
  }),
  privacy: ({ productName }) => ({
    title: "Privacy policy",
    summary: `How ${productName} handles personal data in the customer portal.`,
    sections: [
      {
        heading: "What we keep",
        paragraphs: [
          "Your name, e-mail address, phone number and job title; your company's users and their permissions; what you do in the portal (sign-ins, orders, tickets, permission changes) so that your administrator and we can see who did what.",
        ],
      },
      {
        heading: "Why",
        paragraphs: [
          "To provide and support the services your company buys from us, to keep the portal secure, and to meet our legal obligations. We do not sell personal data and do not use it for advertising.",
        ],
      },
      {
        heading: "How long",
        paragraphs: [
          "Account data is kept while your account exists; activity records as long as your company's agreement requires and the law allows.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You may ask to see, correct or delete your personal data, or object to its use. Correct your own details under Account settings, or raise a ticket with the service desk for anything else.",
        ],
      },
    ],
    actions: [{ label: "Your account settings", to: "/account-settings/me" }],
  }),
  cookies: ({ productName }) => ({
    title: "Cookie policy",
    summary: `The cookies and browser storage the ${productName} portal uses.`,
    sections: [
      {
        heading: "Necessary",
        paragraphs: [
          "The portal keeps your session and your cookie choice in your browser. Without them you could not stay signed in; they are not used to follow you elsewhere.",
        ],
      },
      {
        heading: "Analytics, only if you accept",
        paragraphs: [
          "If you choose Accept on the cookie banner, an analytics service counts which pages are visited so that we can improve the portal. If you choose Decline, no analytics script is loaded.",
        ],
      },
      {
        heading: "Changing your mind",
        paragraphs: [
          "Clear this site's data in your browser and the banner asks again on your next visit.",
        ],
      },
    ],
    actions: [],
  }),
};

export const HELP_DOCUMENTS: Documents<keyof DocumentationLinks> = {
  sla: ({ productName, nocPhone }) => ({
    title: "Service level agreement",
    summary: `What ${productName} commits to for your network services, and what happens when we miss it.`,
    sections: [
      {
        heading: "What the SLA covers",
        paragraphs: [
          "Availability of each live service, measured monthly at its demarcation point; the time we take to respond to and restore a fault; and advance notice of planned maintenance. Your contract lists the targets for each service.",
          "Planned maintenance announced in the portal, faults on your side of the demarcation and events beyond our control do not count against availability.",
        ],
      },
      {
        heading: "Response and restoration",
        paragraphs: [
          `Report a service-affecting fault by raising a ticket, or for an outage call the network operations centre on ${nocPhone}, around the clock. The clock starts when the ticket is raised or the call answered.`,
          "The ticket shows every step we take; the outage list shows ongoing incidents and their reports for outage (RFO) afterwards.",
        ],
      },
      {
        heading: "Service credits",
        paragraphs: [
          "If a service misses its monthly availability target, you are owed a credit on a later invoice as set out in your contract. Ask for it within 30 days of the month's end by raising a billing ticket.",
        ],
      },
    ],
    actions: [
      { label: "Raise a ticket", to: "/support/tickets/create" },
      { label: "See outages", to: "/support/outages" },
    ],
  }),
  service_desk_escalation: ({ nocPhone }) => ({
    title: "Service desk escalation",
    summary: "How to escalate a ticket that is not moving as fast as your business needs.",
    sections: [
      {
        heading: "Before escalating",
        paragraphs: [
          "Make sure the ticket says which service is affected, since when, and what you see. A reply on the ticket with new facts often moves it faster than an escalation.",
        ],
      },
      {
        heading: "Levels",
        paragraphs: [
          "1. Reply on the ticket asking for escalation: the service desk's duty lead reviews it within one hour during business hours.",
          `2. For a service that is down, call the network operations centre on ${nocPhone} (24/7) with the ticket number.`,
          "3. If the response still falls short, ask your account manager (shown on your dashboard) to raise it with the head of service operations.",
        ],
      },
      {
        heading: "What happens next",
        paragraphs: [
          "The ticket records the escalation and who owns it now; you receive a notification and an e-mail at each change, as your notification settings say.",
        ],
      },
    ],
    actions: [{ label: "Open your tickets", to: "/support/tickets" }],
  }),
  port_creation: () => ({
    title: "Creating a port",
    summary: "How to order a new port in the portal, step by step.",
    sections: [
      {
        heading: "Steps",
        paragraphs: [
          "1. Choose the data centre and the port speed. Only locations where you can take a port are offered.",
          "2. Choose the contract term: a longer term lowers the monthly price. The price is shown before you confirm.",
          "3. Name the port and add your purchase order number if your finance team needs one on the invoice.",
          "4. Review and place the order. The new port appears under Services with its status.",
        ],
      },
      {
        heading: "After ordering",
        paragraphs: [
          "We validate the order, reserve the port and provision it; each stage is shown on the service. Once the demarcation is known you can download a letter of authority (LOA) for the data centre to run the cross connect.",
        ],
      },
    ],
    actions: [
      { label: "Order a service", to: "/services/create" },
      { label: "See prices", to: "/pricing" },
    ],
  }),
  cloud_connect: () => ({
    title: "Cloud connect",
    summary: "A private connection from one of your ports to a public cloud provider.",
    sections: [
      {
        heading: "What you need",
        paragraphs: [
          "A live port with spare capacity, and an account with the cloud provider. Some providers give you a pairing or connection key to enter in the order.",
        ],
      },
      {
        heading: "Ordering",
        paragraphs: [
          "Choose the port, the cloud provider and region, the bandwidth and the contract term. The price is shown before you confirm. Once we have provisioned the connection, accept it in your cloud provider's console.",
        ],
      },
    ],
    actions: [{ label: "Order a service", to: "/services/create" }],
  }),
  smart_ethernet: () => ({
    title: "Smart ethernet",
    summary: "A point-to-point connection between two of your ports, on our network.",
    sections: [
      {
        heading: "How it works",
        paragraphs: [
          "Smart ethernet joins two ports, in the same or different data centres, with a guaranteed bandwidth. Both ports must be yours and live.",
        ],
      },
      {
        heading: "Ordering",
        paragraphs: [
          "Choose the two ports, the bandwidth and the contract term. The price is shown before you confirm; the connection appears under Services as it is provisioned.",
        ],
      },
    ],
    actions: [{ label: "Order a service", to: "/services/create" }],
  }),
  user_management: ({ productName }) => ({
    title: "How user management works",
    summary: `Who can use your company's ${productName} account, and what each person may do.`,
    sections: [
      {
        heading: "Inviting a colleague",
        paragraphs: [
          "An administrator invites a colleague by e-mail and chooses their permissions. The colleague receives a link to choose a password; the link works once and expires after a few days, and can be sent again from the list of pending users.",
        ],
      },
      {
        heading: "Permissions",
        paragraphs: [
          "Each area of the portal (services, ordering, billing, support, monitoring) has a view and a change permission. A person sees only the areas they may view. Every change of permissions is recorded in the permission log.",
        ],
      },
      {
        heading: "When someone leaves",
        paragraphs: [
          "Deactivate their account: they are signed out at once and can no longer sign in. Their tickets and orders stay in your company's history.",
        ],
      },
    ],
    actions: [{ label: "Manage users", to: "/account-settings/manage/users" }],
  }),
};

/** Whether `topic` names one of `documents` (a path segment may say anything). */
export function isTopicOf<K extends string>(documents: Documents<K>, topic: string): topic is K {
  return Object.hasOwn(documents, topic);
}

/** The topic a /docs/:topic slug names: /docs/user-management is user_management. */
export const slugTopic = (slug: string): string => slug.replaceAll("-", "_");
