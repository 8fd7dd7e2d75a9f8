import type { ApiServer } from "../harness/api-server.ts";
import { createHarness, type Harness } from "../harness/portal-harness.tsx";

/** A portal signed in as `email` (tokens stored as another tab would), at `path`. */
export async function signedInHarness(
  server: ApiServer,
  email: string,
  path = "/support",
): Promise<Harness> {
  const { access, refresh } = await server.sessionFor(email);
  localStorage.setItem("access_token", access);
  localStorage.setItem("refresh_token", refresh);
  return createHarness({ apiBaseUrl: server.url, path });
}
