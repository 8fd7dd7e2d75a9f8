import { MODULE_PERMISSIONS, type Permission } from "../../../src/core/permissions/index.ts";
import type { TestServer } from "../harness/test-server.ts";

/**
 * The callers of the authorization matrix: who they are, which company they act in and which
 * permissions they hold while they do, declared here rather than read from the seed, so that a
 * demo account whose permissions change shows up as a failure of this table.
 */
export interface Caller {
  readonly name: string;
  /** The company whose records the caller reaches; null when not signed in. */
  readonly company: "acme" | "globex" | "provider" | null;
  readonly permissions: ReadonlyArray<Permission>;
  /** A read-only impersonation: every non-GET route refuses it, unless declared otherwise. */
  readonly readOnly: boolean;
  /** Staff acting as a customer (full or read-only). */
  readonly impersonating: boolean;
  /**
   * Whose own records the caller reaches (a user's calendar addresses): the samples are
   * admin@acme.test's, whom the impersonations act as too.
   */
  readonly actsAs: string | null;
  /** Its access token, made once per file. */
  token(server: TestServer): Promise<string | null>;
}

const VIEWS = MODULE_PERMISSIONS.filter((name) => name.startsWith("view_"));

const account =
  (email: string) =>
  async (server: TestServer): Promise<string> =>
    (await server.sessionFor(email)).access;

/** Staff start acting as Acme's admin through the real route (full or read-only by permission). */
const impersonating =
  (staff: string, target: string) =>
  async (server: TestServer): Promise<string> => {
    const response = await server.call(await account(staff)(server), {
      method: "POST",
      url: "/v2/impersonation/users",
      payload: { id: String(await server.userId(target)) },
    });
    if (response.statusCode !== 200) {
      throw new Error(`${staff} could not impersonate ${target}: ${response.body}`);
    }
    return response.json().access;
  };

export const CALLERS: ReadonlyArray<Caller> = [
  {
    name: "anonymous",
    company: null,
    permissions: [],
    readOnly: false,
    impersonating: false,
    actsAs: null,
    token: async () => null,
  },
  {
    name: "admin (admin@acme.test)",
    company: "acme",
    permissions: MODULE_PERMISSIONS,
    readOnly: false,
    impersonating: false,
    actsAs: "admin@acme.test",
    token: account("admin@acme.test"),
  },
  {
    name: "viewer (viewer@acme.test)",
    company: "acme",
    permissions: VIEWS,
    readOnly: false,
    impersonating: false,
    actsAs: "viewer@acme.test",
    token: account("viewer@acme.test"),
  },
  {
    name: "billing-only (billing@acme.test)",
    company: "acme",
    permissions: ["view_billing_module", "write_billing_module"],
    readOnly: false,
    impersonating: false,
    actsAs: "billing@acme.test",
    token: account("billing@acme.test"),
  },
  {
    name: "support-only (support@acme.test)",
    company: "acme",
    permissions: ["view_support_module", "write_support_module"],
    readOnly: false,
    impersonating: false,
    actsAs: "support@acme.test",
    token: account("support@acme.test"),
  },
  {
    name: "another company's admin (admin@globex.test)",
    company: "globex",
    permissions: MODULE_PERMISSIONS,
    readOnly: false,
    impersonating: false,
    actsAs: "admin@globex.test",
    token: account("admin@globex.test"),
  },
  {
    name: "full impersonation (staff@conduit.test as admin@acme.test)",
    company: "acme",
    permissions: MODULE_PERMISSIONS,
    readOnly: false,
    impersonating: true,
    actsAs: "admin@acme.test",
    token: impersonating("staff@conduit.test", "admin@acme.test"),
  },
  {
    name: "read-only impersonation (auditor@conduit.test as admin@acme.test)",
    company: "acme",
    // Acting as the admin, the auditor keeps only the view side of each module.
    permissions: VIEWS,
    readOnly: true,
    impersonating: true,
    actsAs: "admin@acme.test",
    token: impersonating("auditor@conduit.test", "admin@acme.test"),
  },
  {
    name: "provider staff (staff@conduit.test)",
    company: "provider",
    permissions: ["can_impersonate_module"],
    readOnly: false,
    impersonating: false,
    actsAs: "staff@conduit.test",
    token: account("staff@conduit.test"),
  },
];
