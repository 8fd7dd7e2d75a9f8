import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// After `vite build`: writes .br and .gz beside every text asset of dist/, which the server
// sends as they are (@fastify/static preCompressed) to browsers that accept them.
const COMPRESSIBLE = /\.(js|css|html|svg|json|map)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * What the browser loads gets the smallest files zlib can make (brotli 11, gzip 9). Source maps
 * are fetched only by an open developer console: brotli 11 on the two 2-3 MB maps of the shell
 * and identity chunks took most of the 23 s this step used to take (2026-11-27), so maps get
 * brotli 5, which makes them about a tenth larger in a fraction of the time.
 */
function brotliQualityOf(path: string): number {
  return path.endsWith(".map") ? 5 : 11;
}

async function textAssetsIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  const [gz, br] = await Promise.all([
    gzipped(content, { level: 9 }),
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQualityOf(path) } }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
}

/**
 * Compresses every text asset under `folder` and answers how many. zlib's asynchronous calls
 * run on libuv's thread pool, so the files are compressed on every core at once.
 */
export async function compressFolder(folder: string): Promise<number> {
  const paths = await textAssetsIn(folder);
  await Promise.all(paths.map(compressFile));
  return paths.length;
}

// Run as a script (npm run build), not when imported by a benchmark.
if (process.argv[1]?.endsWith("compress-dist.ts")) {
  const dist = join(process.cwd(), "dist");
  process.stdout.write(`compressed ${await compressFolder(dist)} files in dist/\n`);
}
