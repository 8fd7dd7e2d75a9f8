import { build, type Plugin } from "vite";

/**
 * `vite build` in two passes, so that the first paint on a slow mobile connection waits for
 * three requests instead of a dozen (docs/performance.md).
 *
 * Left to itself, the bundler splits what the entry loads into the entry chunk and about ten
 * small chunks: each module the entry shares with a lazily loaded page lands in a chunk of
 * its own combination of importers, some under 1 kB. A browser fetches at most six files at
 * once from one HTTP/1.1 origin, so on a slow network the last of them waits a round trip
 * more before the page can render.
 *
 * Pass 1 builds in memory and records every module of the entry chunk and of the chunks it
 * imports statically: what the page loads before it can render, after tree-shaking (which a
 * walk of the import graph cannot know: barrel files name far more than the entry uses).
 * Pass 2 builds for real with those modules in one "shell" chunk. Lazy pages import from the
 * shell, which the entry has always loaded by then, so nothing loads twice or earlier.
 */

function entryModulesProbe(found: Set<string>): Plugin {
  return {
    name: "conduit-entry-modules-probe",
    generateBundle(_options, bundle) {
      const pending = Object.values(bundle).filter(
        (file) => file.type === "chunk" && file.isEntry && !file.isDynamicEntry,
      );
      const seen = new Set<string>();
      for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
        if (chunk.type !== "chunk" || seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        // The entry's facade (Vite's index.html module) stays the entry; every module it loads
        // goes to the shell, which so becomes the page's entry script beside the runtime.
        for (const id of chunk.moduleIds) if (id !== chunk.facadeModuleId) found.add(id);
        for (const imported of chunk.imports) {
          const next = bundle[imported];
          if (next !== undefined) pending.push(next);
        }
      }
    },
  };
}

const entryModules = new Set<string>();
await build({
  logLevel: "warn",
  build: { write: false, sourcemap: false, minify: false },
  plugins: [entryModulesProbe(entryModules)],
});
if (entryModules.size === 0) throw new Error("vite-build: the first pass found no entry modules");

await build({
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id: string) => (entryModules.has(id) ? "shell" : null),
              // Exactly the modules found: their dependencies that the entry does not use
              // (behind barrel files) stay with the lazy pages that do.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
