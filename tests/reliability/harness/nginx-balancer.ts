import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../e2e/harness/server-process.ts";

/**
 * Debian's nginx (apt-get install nginx; .ci/run installs it) on loopback in front of server
 * processes, as a deployment's balancer: round-robin, no session affinity, keep-alive to the
 * instances, the headers docs/deployment.md asks for. It runs in the foreground as a child of
 * the test, with its configuration, logs and temporary files in a folder of its own (never
 * the system's service). Each answer says which instance(s) it came from
 * (`X-Conduit-Upstream`, nginx's $upstream_addr: "A, B" when A failed and B answered).
 */
export interface Balancer {
  readonly origin: string;
  /** The error log so far (what a failing test prints). */
  log(): Promise<string>;
  stop(): Promise<void>;
}

export const NGINX = "/usr/sbin/nginx";

export interface BalancerOptions {
  /**
   * Connections nginx holds at once, clients' and instances' together (default 512); the
   * capacity benchmark holds one per tab (scripts/bench-api.ts).
   */
  readonly connections?: number;
}

/** The configuration for instances at `upstreams` (host:port), listening on `port`. */
function configuration(
  prefix: string,
  port: number,
  upstreams: ReadonlyArray<string>,
  connections: number,
): string {
  return `
daemon off;
worker_processes 1;
worker_rlimit_nofile ${connections + 1024};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections ${connections}; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream conduit {
    # A failed instance is left out for 10 s, then tried again.
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 1g;
    # Uploads stream through to the instance (which counts the bytes against its limit)
    # instead of being spooled to the balancer's disk first.
    proxy_request_buffering off;
    proxy_read_timeout 1800s;
    location / {
      proxy_pass http://conduit;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A GET or HEAD whose instance fails (refused, reset, draining 503) goes to the next;
      # nginx never resends a POST once sent: the client retries it with its idempotency key.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      add_header X-Conduit-Upstream $upstream_addr always;
    }
  }
}
`;
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export async function startNginxBalancer(
  upstreams: ReadonlyArray<string>,
  options: BalancerOptions = {},
): Promise<Balancer> {
  const prefix = await mkdtemp(join(tmpdir(), "conduit-nginx-"));
  // nginx's workers run as an unprivileged user when the test runs as root: they must reach
  // the temporary folders nginx makes here.
  await chmod(prefix, 0o755);
  const port = await freePort();
  const conf = join(prefix, "nginx.conf");
  await writeFile(conf, configuration(prefix, port, upstreams, options.connections ?? 512));
  const child = spawn(NGINX, ["-p", prefix, "-c", conf, "-e", join(prefix, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  running.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, "exit");
  const origin = `http://127.0.0.1:${port}`;
  const log = async () =>
    `${stderr}${await readFile(join(prefix, "error.log"), "utf8").catch(() => "")}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    running.delete(child);
    await rm(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) {
      const why = await log();
      await stop();
      throw new Error(`nginx exited at start: ${why}`);
    }
    try {
      await fetch(`${origin}/v2/info`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      if (attempt >= 200) {
        const why = await log();
        await stop();
        throw new Error(`nginx does not answer on ${origin}: ${why}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { origin, log, stop };
}
