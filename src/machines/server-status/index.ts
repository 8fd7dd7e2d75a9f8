export { type ServerStatusEvent, serverStatusMachine } from "./server-status.machine.ts";
export {
  banner,
  isFailing,
  isPaused,
  type ServerStatusBanner,
  type ServerStatusSnapshot,
} from "./server-status.selectors.ts";
