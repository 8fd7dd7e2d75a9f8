import type { ServiceStatus, ServiceType } from "./service-vocabulary.ts";

/**
 * Whether a port's letter of authorisation (LOA) can be valid. The letter authorises a cross
 * connect "to the demarcation above": without a demarcation (the data centre assigns it while
 * the port is built) it would authorise nothing, and a ceased or failed port has no
 * demarcation to connect to any more. Read by the server's LOA route (409 with the reason)
 * and by the service page (the reason instead of the button).
 */
export interface LoaSubject {
  readonly type: ServiceType;
  readonly status: ServiceStatus;
  readonly demarcation: string | null;
}

export const LOA_NO_DEMARCATION =
  "The data centre has not assigned this port's demarcation yet. The letter of authorisation can be downloaded once it has: it names the demarcation the cross connect runs to.";
export const LOA_PORT_GONE =
  "This port is no longer in service, so no cross connect can be authorised to it.";

/** Why no LOA can be issued for the service, or null when one can. Only ports have one. */
export function loaRefusalOf(subject: LoaSubject): string | null {
  if (subject.type !== "port") return "Only a port has a letter of authorisation.";
  if (subject.status === "ceased" || subject.status === "failed") return LOA_PORT_GONE;
  if ((subject.demarcation ?? "").trim() === "") return LOA_NO_DEMARCATION;
  return null;
}
