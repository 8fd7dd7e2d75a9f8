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
 * 4. One chunk per feature folder (`src/ui/features/<feature>/`) with what several of that
 *    feature's pages, and no other feature's, use; what one page alone uses stays in its chunk.
 * 5. What pages of several features share, grouped by the exact set of pages that use it:
 *    a group of at least SHARED_CHUNK_MIN_BYTES is a "shared" chunk of its own, loaded only
 *    by those pages; the smaller groups go together into one "common" chunk. One "common"
 *    chunk for everything shared made every service page load the support lists and the
 *    phone-number metadata of the forms (about 35 kB gzip, over the 50 kB route budget).
 *    A module that a lazily loaded component (a popup) also uses is left where the bundler
 *    puts it, so that opening a popup never loads a feature's chunk; so is one that only
 *    lazily loaded dialogs use (FormDialog, a dialog's own hooks), which then loads with them,
 *    not with a feature's pages or "common". Pages are told apart by name (`*-page.tsx`).
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

/**
 * Lazily loaded components whose chunk holds the module itself and every module it needs
 * that no other lazily loaded module needs: a library only they use, with the code that
 * wraps it. "charts": uPlot and the metrics chart (issue 19: at most 50 kB gzip, loaded only
 * by the pages that draw a chart, never by the dashboard). What they share with the pages
 * around them (the monitoring adapters) is grouped as any shared code is.
 */
const ISOLATED_GROUPS: ReadonlyArray<readonly [string, string]> = [
  ["charts", "/src/ui/features/monitoring/charts/metrics-chart.tsx"],
];

const FEATURE = /\/src\/ui\/features\/([^/]+)\//;
/** A route's page, as opposed to a component a page loads lazily (a dialog, a chart). */
const PAGE = /-page\.tsx$/;

/**
 * Shared code (rendered, before minifying and gzip: about a quarter of it over the wire) under
 * which a set of pages' shared modules goes to "common" rather than a chunk of their own: a
 * request for a few kB costs more on a slow network than the bytes.
 */
const SHARED_CHUNK_MIN_BYTES = 24 * 1024;

interface ChunkLike {
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  readonly moduleIds: readonly string[];
  readonly modules: Readonly<Record<string, { readonly renderedLength: number }>>;
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

  for (const [name, entry] of ISOLATED_GROUPS) {
    const own = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entry) === true);
    if (own === undefined) throw new Error(`vite-build: no lazily loaded chunk for "${name}"`);
    const elsewhere = staticModules(
      chunks.filter((chunk) => chunk.isDynamicEntry && chunk !== own),
      lookup,
    );
    for (const id of staticModules([own], lookup)) {
      if (plan.has(id) || elsewhere.has(id)) continue;
      if (id === own.facadeModuleId || !ownChunk(id)) plan.set(id, name);
    }
  }

  // Who uses each remaining module: feature folders by name, any other lazily loaded module
  // (a popup, a deferred component) by its own id; and which pages. Only modules used by
  // pages alone are grouped; the rest are left to the bundler, so a popup never pulls in a
  // feature's chunk.
  const users = new Map<string, Set<string>>();
  const pages = new Map<string, Set<string>>();
  const size = new Map<string, number>();
  for (const lazy of chunks.filter((chunk) => chunk.isDynamicEntry)) {
    const user = lazy.facadeModuleId?.match(FEATURE)?.[1] ?? `lazy:${lazy.facadeModuleId}`;
    for (const id of staticModules([lazy], lookup)) {
      if (plan.has(id) || ownChunk(id)) continue;
      const set = users.get(id) ?? new Set<string>();
      set.add(user);
      users.set(id, set);
      const pageSet = pages.get(id) ?? new Set<string>();
      pageSet.add(lazy.facadeModuleId ?? lazy.fileName);
      pages.set(id, pageSet);
    }
  }
  for (const chunk of chunks) {
    for (const [id, info] of Object.entries(chunk.modules)) size.set(id, info.renderedLength);
  }
  const shared = new Map<string, { ids: string[]; bytes: number; features: Set<string> }>();
  for (const [id, set] of users) {
    const names = [...set];
    if (names.some((name) => name.startsWith("lazy:"))) continue;
    const facades = [...(pages.get(id) ?? [])];
    // Used only by lazily loaded dialogs (a dispute, a cease request: FormDialog), never by a
    // page: left to the bundler, which puts it with them. In a feature's chunk or in "common"
    // it would load with pages that never open the dialog, and the dialog library with it.
    if (!facades.some((facade) => PAGE.test(facade))) continue;
    if (names.length === 1) {
      // One page's alone (the profile page's phone numbering plans): left to the bundler,
      // which puts it in that page's own chunk. In the feature's chunk, every other page of
      // the feature would load it too.
      if (facades.length > 1) plan.set(id, `${names[0]}-feature`);
      continue;
    }
    const key = facades.sort().join("\n");
    const group = shared.get(key) ?? { ids: [], bytes: 0, features: new Set<string>() };
    group.ids.push(id);
    group.bytes += size.get(id) ?? 0;
    for (const name of names) group.features.add(name);
    shared.set(key, group);
  }
  // Named by the features that use them, numbered in a stable order when names repeat.
  const taken = new Map<string, number>();
  for (const key of [...shared.keys()].sort()) {
    const group = shared.get(key);
    if (group === undefined) continue;
    let name = "common";
    if (group.bytes >= SHARED_CHUNK_MIN_BYTES) {
      const base = `shared-${[...group.features].sort().join("-")}`;
      const count = (taken.get(base) ?? 0) + 1;
      taken.set(base, count);
      name = count === 1 ? base : `${base}-${count}`;
    }
    for (const id of group.ids) plan.set(id, name);
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
// The sign-in page's server rendering (src/prerender.tsx), for the API server to import
// (server/src/portal/portal.routes.ts, which never serves dist/ssr/). Dependencies stay
// imports from node_modules, as the server's own code has them.
await build({
  logLevel: "warn",
  build: {
    ssr: "src/prerender.tsx",
    outDir: "dist/ssr",
    copyPublicDir: false,
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: { entryFileNames: "prerender.js" },
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
