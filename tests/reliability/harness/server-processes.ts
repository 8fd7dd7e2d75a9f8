import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type RunningServer, startServer } from "../../../e2e/harness/server-process.ts";
import { generateKeySet, serializeKeySet } from "../../../server/src/auth/key-set.ts";

export { freePort, type RunningServer };

/** The key set of every server of the suite (instances of one deployment share it). */
export const SUITE_KEY_SET = await generateKeySet(new Date());
/** ...read from one key file, as a deployment's instances read theirs. */
const keyFile = join(await mkdtemp(join(tmpdir(), "conduit-keys-")), "signing-keys.json");
await writeFile(keyFile, serializeKeySet(SUITE_KEY_SET), { mode: 0o600 });

/** The environment every server of the suite shares: API only, quiet, one key file. */
const BASE_ENV = {
  CONDUIT_PORTAL_DIR: "",
  CONDUIT_LOG: "off",
  CONDUIT_SIGNING_KEYS_FILE: keyFile,
};

/**
 * The suite's server (tests/server/harness/server-main.ts: server/src/main.ts's at a test password cost) on
 * a free port (e2e/harness/server-process.ts), configured by env.
 */
export function startServerProcess(env: Readonly<Record<string, string>>): Promise<RunningServer> {
  return startServer({ env: { ...BASE_ENV, ...env } });
}
