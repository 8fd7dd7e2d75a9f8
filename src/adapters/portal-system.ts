import { type ActorRefFrom, setup } from "xstate";
import type {
  ConsentInput,
  consentMachine,
  SessionInput,
  serverStatusMachine,
  sessionMachine,
} from "../machines/index.ts";

/**
 * The portal's one root actor system (DESIGN.md section 3): the session, server-status and
 * consent actors as children of one root, under stable system ids, so the inspector and
 * `system.get("session")` see all three together.
 */

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type ServerStatusActor = ActorRefFrom<typeof serverStatusMachine>;
export type ConsentActor = ActorRefFrom<typeof consentMachine>;

export const SYSTEM_IDS = {
  session: "session",
  serverStatus: "serverStatus",
  consent: "consent",
} as const;

export interface PortalSystemParts {
  readonly session: typeof sessionMachine;
  readonly serverStatus: typeof serverStatusMachine;
  readonly consent: typeof consentMachine;
  readonly sessionInput: SessionInput;
  readonly consentInput: ConsentInput;
}

export function createPortalSystem(parts: PortalSystemParts) {
  return setup({
    types: {
      children: {} as { session: "session"; serverStatus: "serverStatus"; consent: "consent" },
    },
    actors: { session: parts.session, serverStatus: parts.serverStatus, consent: parts.consent },
  }).createMachine({
    id: "portal",
    description: "The root of the portal's actors: session, server status and consent.",
    invoke: [
      {
        id: "session",
        systemId: SYSTEM_IDS.session,
        src: "session",
        // A function, not the object: a machine's definition (what the inspector is sent of
        // every actor) carries a static input as it is, and this one holds the stored tokens.
        input: () => parts.sessionInput,
      },
      { id: "serverStatus", systemId: SYSTEM_IDS.serverStatus, src: "serverStatus" },
      {
        id: "consent",
        systemId: SYSTEM_IDS.consent,
        src: "consent",
        input: parts.consentInput,
      },
    ],
  });
}
