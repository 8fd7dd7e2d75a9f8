import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run in Debian's Chromium (no browser download) against the real server that
// `npm start` runs, on its own port so a developer's running portal is left alone.
const port = Number(process.env.E2E_PORT ?? 18080);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "npm start",
    url: `http://127.0.0.1:${port}/v2/info`,
    // A fresh in-memory database with the demo data for every run.
    env: { PORT: String(port), HOST: "127.0.0.1", CONDUIT_LOG: "off", DATABASE_URL: "memory://" },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
