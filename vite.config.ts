import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the API server runs on CONDUIT_API_PORT (scripts/dev.ts starts it) and Vite
// proxies the API and /config.json to it, so the portal sees one origin as in production.
const apiTarget = `http://127.0.0.1:${process.env.CONDUIT_API_PORT ?? "8081"}`;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/v2": apiTarget,
      "/config.json": apiTarget,
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
  },
});
