import { assign, setup } from "xstate";
import { sideEffect } from "../shared/not-provided.ts";
import {
  type AnalyticsHost,
  CONSENT_ACCEPTED,
  CONSENT_DECLINED,
  isAnalyticsAllowed,
} from "./analytics-allowed.ts";

/**
 * The cookie-consent choice (spec section 4), stored under 'gdpr_accept': the banner shows only
 * while nothing is stored; Accept stores true and starts analytics where they are allowed;
 * Decline stores false.
 */

export interface ConsentInput extends AnalyticsHost {
  /** The stored value of 'gdpr_accept'; anything but "true" or "false" counts as no choice. */
  readonly stored: string | null;
}

export type ConsentContext = AnalyticsHost & { readonly stored: string | null };

export type ConsentEvent = { readonly type: "ACCEPT" } | { readonly type: "DECLINE" };

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  actions: {
    rememberChoice: assign((_, choice: { readonly accepted: boolean }) => ({
      stored: choice.accepted ? CONSENT_ACCEPTED : CONSENT_DECLINED,
    })),
    /** Writes 'gdpr_accept' ("true" or "false"). */
    storeConsent: sideEffect<{ readonly accepted: boolean }>("consent", "storeConsent"),
    startAnalytics: sideEffect("consent", "startAnalytics"),
  },
  guards: {
    storedAccepted: ({ context }) => context.stored === CONSENT_ACCEPTED,
    storedDeclined: ({ context }) => context.stored === CONSENT_DECLINED,
    analyticsAllowed: ({ context }) => isAnalyticsAllowed(context.stored, context),
  },
}).createMachine({
  id: "consent",
  description: "The cookie-consent choice, stored under 'gdpr_accept'.",
  context: ({ input }) => ({
    stored: input.stored,
    isLocalHost: input.isLocalHost,
    isDemoHost: input.isDemoHost,
  }),
  initial: "readingStoredChoice",
  states: {
    readingStoredChoice: {
      description: "What 'gdpr_accept' held when the page loaded.",
      always: [
        { guard: "storedAccepted", target: "accepted" },
        { guard: "storedDeclined", target: "declined" },
        { target: "undecided" },
      ],
    },
    undecided: {
      description: "Nothing stored: the cookie banner is shown.",
      on: {
        ACCEPT: {
          target: "accepted",
          actions: [
            { type: "rememberChoice", params: { accepted: true } },
            { type: "storeConsent", params: { accepted: true } },
          ],
        },
        DECLINE: {
          target: "declined",
          actions: [
            { type: "rememberChoice", params: { accepted: false } },
            { type: "storeConsent", params: { accepted: false } },
          ],
        },
      },
    },
    accepted: {
      description: "Consent given; analytics run where they are allowed.",
      initial: "checkingHost",
      states: {
        checkingHost: {
          description: "Analytics only off local hosts and the demo portal.",
          always: [
            { guard: "analyticsAllowed", target: "withAnalytics" },
            { target: "withoutAnalytics" },
          ],
        },
        withAnalytics: { description: "Analytics started.", entry: "startAnalytics" },
        withoutAnalytics: { description: "A local host or the demo portal: no analytics." },
      },
    },
    declined: { description: "No analytics." },
  },
});
