import { freePort, type RunningServer, startServer } from "../../../e2e/harness/server-process.ts";

export { freePort, type RunningServer };

/** The signing secret of every server of the suite (instances of one deployment share it). */
export const SIGNING_SECRET = "reliability-secret-of-at-least-thirty-two-characters";

/** The environment every server of the suite shares: API only, quiet, one signing secret. */
const BASE_ENV = {
  CONDUIT_PORTAL_DIR: "",
  CONDUIT_LOG: "off",
  CONDUIT_JWT_SECRET: SIGNING_SECRET,
};

/**
 * The suite's server (tests/server/harness/server-main.ts: server/src/main.ts's at a test password cost) on
 * a free port (e2e/harness/server-process.ts), configured by env.
 */
export function startServerProcess(env: Readonly<Record<string, string>>): Promise<RunningServer> {
  return startServer({ env: { ...BASE_ENV, ...env } });
}
