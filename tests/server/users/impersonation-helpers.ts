import { and, eq } from "drizzle-orm";
import { impersonationAudit } from "../../../server/src/db/schema.ts";
import type { TestServer } from "../harness/test-server.ts";

/** Calls of the impersonation tests, on the file's server (read when called). */
export function impersonationCalls(server: () => TestServer) {
  const tokenOf = async (email: string) => (await server().sessionFor(email)).access;
  return {
    tokenOf,
    get: (token: string, url: string) => server().call(token, { method: "GET", url: `/v2${url}` }),
    /** Starts an impersonation of a demo account, or of a raw `{id}` when `target` is no address. */
    async impersonate(staff: string, target: string) {
      const id = target.includes("@") ? String(await server().userId(target)) : target;
      return server().call(await tokenOf(staff), {
        method: "POST",
        url: "/v2/impersonation/users",
        payload: { id },
      });
    },
    /** The audit rows of an action ("start", "stop", "write") about acting as the account. */
    async auditRows(action: string, targetEmail: string) {
      const target = await server().userId(targetEmail);
      return server()
        .ctx.db.select()
        .from(impersonationAudit)
        .where(
          and(eq(impersonationAudit.action, action), eq(impersonationAudit.targetUserId, target)),
        );
    },
    exit: (refresh: string) =>
      server().call(null, { method: "POST", url: "/v2/impersonation/exit", payload: { refresh } }),
  };
}
