import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  CLIENT_FILE,
  publishedDocument,
  servedCatalogue,
  typedClientSource,
} from "./typed-client.ts";

// `npm run client:generate`: writes client/conduit-api.ts from today's routes (scripts/typed-client.ts).
const source = await typedClientSource(publishedDocument(await servedCatalogue()));
writeFileSync(CLIENT_FILE, source);
process.stdout.write(`wrote ${fileURLToPath(CLIENT_FILE)} (${source.length} characters)\n`);
