import { type ChildProcess, spawn } from "node:child_process";

// `npm run dev`: the API server on CONDUIT_API_PORT (8081) with no built portal, and Vite's
// dev server (hot reload) in front of it, proxying /v2 and /config.json (vite.config.ts).
const apiPort = process.env.CONDUIT_API_PORT ?? "8081";
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string>): void {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exit(code ?? 0);
  });
  children.push(child);
}

run(process.execPath, ["server/src/main.ts"], { PORT: apiPort, CONDUIT_PORTAL_DIR: "" });
run("npx", ["vite"], { CONDUIT_API_PORT: apiPort });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
