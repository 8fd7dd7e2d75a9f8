import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { banner, type ServerStatusBanner } from "../../machines/index.ts";
import { usePortal } from "./portal-context.tsx";

/** The server-status banners (spec section 4) and the pause on the error pages. */
export interface ServerStatusView {
  readonly banner: ServerStatusBanner | null;
  /** The error, no-permissions and under-maintenance pages stop the polling... */
  pause(): void;
  /** ...and start it again when they are left. */
  resume(): void;
}

function sameBanner(a: ServerStatusBanner | null, b: ServerStatusBanner | null): boolean {
  return a?.variant === b?.variant && a?.message === b?.message;
}

export function useServerStatus(): ServerStatusView {
  const { serverStatus } = usePortal();
  const shown = useSelector(serverStatus, banner, sameBanner);
  const intentions = useMemo(
    () => ({
      pause: () => serverStatus.send({ type: "PAUSE" }),
      resume: () => serverStatus.send({ type: "RESUME" }),
    }),
    [serverStatus],
  );
  return { banner: shown, ...intentions };
}
