import { fileURLToPath } from "node:url";
import { buildPortalIfStale } from "./portal-build.ts";

// `npm start`: build the portal when dist/ is missing or stale, then run the API server,
// which serves the portal, /config.json and the /v2 API on PORT (8080) and HOST (127.0.0.1).
buildPortalIfStale(fileURLToPath(new URL("..", import.meta.url)));
await import("../server/src/main.ts");
