import { build, type Plugin } from "vite";

/**
 * `vite build` in two passes, so that each screen waits for a few requests instead of a
 * dozen (docs/performance.md).
 *
 * Left to itself, the bundler gives every combination of importers a chunk of its own: a
 * module shared by the ticket page and the create-ticket page lands in one chunk, a module
 * shared by those two and the dashboard in another, many of them under 1 kB. A browser fetches
 * at most six files at once from one HTTP/1.1 origin, so on a slow network each extra file can
 * cost a round trip for almost no bytes.
 *
 * Pass 1 builds in memory and records, after tree-shaking (which a walk of the import graph
 * cannot know: barrel files name far more than a page uses), which modules each lazily loaded
 * page loads statically. Pass 2 builds for real with those modules grouped by who needs them:
 *
 * 1. "shell": what the HTML entry loads before the first paint. Lazy pages import from the
 *    shell, which the entry has always loaded by then, so nothing loads twice or earlier.
 * 2. "identity": the endpoint functions and the schema library, loaded on the first call to
 *    the API (portal-api.ts), by every signed-in boot and by the public forms' submit.
 * 3. "frame": what the private layout and the dashboard use. Every private page loads the
 *    layout, and the dashboard is where sign-in lands; a deep link to another page loads a
 *    few kB of dashboard it does not show.
 * 4. One chunk per feature folder (`src/ui/features/<feature>/`) with what only that
 *    feature's pages use, and one "common" chunk with what pages of several features share.
 *    A module that a lazily loaded component (a popup) also uses is left where the bundler
 *    puts it, so that opening a popup never loads a feature's chunk.
 *
 * Each page keeps a chunk of its own for its own modules.
 */

/** Named groups taken before the per-feature ones: the lazily loaded modules they start from. */
const NAMED_GROUPS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["identity", ["/src/adapters/api/identity-api.ts"]],
  [
    "frame",
    ["/src/ui/layouts/private-layout.tsx", "/src/ui/features/dashboard/dashboard-page.tsx"],
  ],
];

const FEATURE = /\/src\/ui\/features\/([^/]+)\//;

interface ChunkLike {
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
}

/** Every module of the given chunks and of the chunks they import statically, transitively. */
function staticModules(
  start: readonly ChunkLike[],
  lookup: (fileName: string) => ChunkLike | undefined,
): Set<string> {
  const modules = new Set<string>();
  const pending = [...start];
  const seen = new Set<string>();
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const imported of chunk.imports) {
      const next = lookup(imported);
      if (next !== undefined) pending.push(next);
    }
  }
  return modules;
}

/** Module id -> the chunk it goes to in pass 2. */
function chunkPlan(
  chunks: readonly ChunkLike[],
  isImportedLazily: (id: string) => boolean,
): Map<string, string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const lookup = (fileName: string) => byName.get(fileName);
  // Facades (the HTML entry's module, each lazy page) stay in chunks of their own.
  const facades = new Set(chunks.map((chunk) => chunk.facadeModuleId).filter((id) => id !== null));
  const plan = new Map<string, string>();
  // Facades, and every module something imports with import() (a page, the decoder the
  // HTTP client loads on first use), stay where import() can find them on their own.
  const ownChunk = (id: string) => facades.has(id) || isImportedLazily(id);
  const assign = (name: string, ids: Iterable<string>) => {
    for (const id of ids) if (!ownChunk(id) && !plan.has(id)) plan.set(id, name);
  };

  assign(
    "shell",
    staticModules(
      chunks.filter((chunk) => chunk.isEntry && !chunk.isDynamicEntry),
      lookup,
    ),
  );
  for (const [name, entries] of NAMED_GROUPS) {
    const start = chunks.filter((chunk) =>
      entries.some((entry) => chunk.facadeModuleId?.endsWith(entry) === true),
    );
    if (start.length === 0) throw new Error(`vite-build: no lazily loaded chunk for "${name}"`);
    assign(name, staticModules(start, lookup));
  }

  // Who uses each remaining module: feature folders by name, any other lazily loaded module
  // (a popup, a deferred component) by its own id. Only modules used by pages alone are
  // grouped; the rest are left to the bundler, so a popup never pulls in a feature's chunk.
  const users = new Map<string, Set<string>>();
  for (const lazy of chunks.filter((chunk) => chunk.isDynamicEntry)) {
    const user = lazy.facadeModuleId?.match(FEATURE)?.[1] ?? `lazy:${lazy.facadeModuleId}`;
    for (const id of staticModules([lazy], lookup)) {
      if (plan.has(id) || ownChunk(id)) continue;
      const set = users.get(id) ?? new Set<string>();
      set.add(user);
      users.set(id, set);
    }
  }
  for (const [id, set] of users) {
    const names = [...set];
    if (names.some((name) => name.startsWith("lazy:"))) continue;
    plan.set(id, names.length === 1 ? `${names[0]}-feature` : "common");
  }
  return plan;
}

function chunkPlanProbe(plan: Map<string, string>): Plugin {
  return {
    name: "conduit-chunk-plan-probe",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const isImportedLazily = (id: string) =>
        (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      for (const [id, name] of chunkPlan(chunks, isImportedLazily)) plan.set(id, name);
    },
  };
}

const plan = new Map<string, string>();
await build({
  logLevel: "warn",
  build: {
    write: false,
    sourcemap: false,
    minify: false,
    // Rolldown's report of slow plugins is a warning on every first start of a busy machine.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  plugins: [chunkPlanProbe(plan)],
});
if (![...plan.values()].includes("shell")) {
  throw new Error("vite-build: the first pass found no entry modules");
}

const started = performance.now();
const built = await build({
  // Warnings and errors only: the list of every file written is ~150 lines on a first start.
  logLevel: "warn",
  build: {
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id: string) => plan.get(id) ?? null,
              // Exactly the modules planned: their dependencies that the group does not use
              // (behind barrel files) stay with the lazy pages that do.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) =>
  "output" in result ? result.output : [],
);
const bytes = outputs.reduce(
  (sum, file) => sum + (file.type === "chunk" ? file.code.length : file.source.length),
  0,
);
process.stdout.write(
  `built the portal into dist/: ${outputs.length} files, ${Math.round(bytes / 1024)} kB, in ${(
    (performance.now() - started) / 1000
  ).toFixed(1)} s\n`,
);
