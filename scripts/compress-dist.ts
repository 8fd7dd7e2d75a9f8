import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// After `vite build`: writes .br and .gz beside every text asset of dist/, which the server
// sends as they are (@fastify/static preCompressed) to browsers that accept them.
const COMPRESSIBLE = /\.(js|css|html|svg|json|map)$/;

export function compressFolder(folder: string): number {
  let count = 0;
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) {
      count += compressFolder(path);
    } else if (COMPRESSIBLE.test(entry)) {
      const content = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      count += 1;
    }
  }
  return count;
}

// Run as a script (npm run build), not when imported by a benchmark.
if (process.argv[1]?.endsWith("compress-dist.ts")) {
  const dist = join(process.cwd(), "dist");
  process.stdout.write(`compressed ${compressFolder(dist)} files in dist/\n`);
}
