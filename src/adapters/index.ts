export {
  connectInspector,
  type InspectCallback,
  type InspectorLoader,
  type InspectorModule,
  isInspectionRequested,
} from "./inspector.ts";
export { REDACTED, redactSecrets, sanitizeContext, sanitizeEvent } from "./inspector-sanitizers.ts";
export {
  bootReturnPath,
  createPortal,
  type Portal,
  type PortalLocation,
  type PortalOptions,
} from "./portal.ts";
export {
  type ConsentActor,
  createPortalSystem,
  type ServerStatusActor,
  type SessionActor,
  SYSTEM_IDS,
} from "./portal-system.ts";
