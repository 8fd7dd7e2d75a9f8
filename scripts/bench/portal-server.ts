import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { type Browser, chromium } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "../../server/src/node-flags.ts";

/** Starts the real server (built portal, in-memory demo database) for the portal benchmarks. */
export interface RunningPortal {
  readonly url: string;
  stop(): void;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export async function startPortal(
  script = "server/src/main.ts",
  env: Record<string, string> = {},
): Promise<RunningPortal> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, script], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: "memory://",
      CONDUIT_LOG: "off",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // Two minutes: migrating and seeding PGlite takes several seconds, many more on a busy machine.
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(`${url}/v2/info`)).ok) return { url, stop: () => child.kill("SIGTERM") };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not start");
}

/** Chromium as the tests launch it: Debian's build, no sandbox (root), no background traffic. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Chromium for a running portal; if it does not start (none installed), the portal stops. */
export function launchChromium(portal: RunningPortal): Promise<Browser> {
  return chromium
    .launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    .catch((error: unknown) => {
      portal.stop();
      throw error;
    });
}
