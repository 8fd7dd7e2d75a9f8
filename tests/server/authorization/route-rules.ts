import {
  MODULE_MATRIX,
  type Module,
  type Permission,
} from "../../../src/core/permissions/index.ts";
import type { TestServer } from "../harness/test-server.ts";

/**
 * The vocabulary of the authorization matrix (authorization-matrix.test.ts): what each route of
 * the server's catalogue promises about who may call it. Declared by hand, per module, in
 * routes/<module>.ts, and checked against what the running server answers: nothing here is read
 * from the server's own route descriptions, so a guard that drifts from the table fails.
 */
export type Access =
  /** Anyone, signed in or not: no caller is refused (401/403). */
  | { readonly kind: "public" }
  /** Any signed-in caller; anonymous gets 401. */
  | { readonly kind: "signed-in" }
  /** Signed in and holding any one of the permissions; others get 403. */
  | { readonly kind: "permission"; readonly anyOf: ReadonlyArray<Permission> };

/** Record ids the by-id routes are called with, looked up once through the API as Acme's admin. */
/**
 * A JSON answer read for its ids only: a shape that changes makes the lookup throw, which
 * names the route whose sample is missing.
 */
// biome-ignore lint/suspicious/noExplicitAny: sample lookups read a field or two of any answer.
export type AnyJson = any;

export interface Samples {
  readonly server: TestServer;
  /** A GET as admin@acme.test that must answer 200; its JSON body. */
  adminRead(url: string): Promise<AnyJson>;
  /** The id of the first item of a paged list, read as admin@acme.test. */
  firstId(url: string): Promise<string>;
  /** A call as admin@acme.test that must succeed (to make a record a route consumes). */
  adminCall(
    method: string,
    url: string,
    payload?: object | Buffer,
    headers?: Record<string, string>,
  ): Promise<AnyJson>;
}

/** The samples of a test server, looked up as Acme's administrator with `adminAccess`. */
export function samplesAs(server: TestServer, adminAccess: string | null): Samples {
  const adminCall = async (
    method: string,
    url: string,
    payload?: object | Buffer,
    headers?: Record<string, string>,
  ) => {
    const response = await server.call(adminAccess, {
      method: method as "GET",
      url,
      ...(payload ? { payload } : {}),
      ...(headers ? { headers } : {}),
    });
    if (response.statusCode >= 300) {
      throw new Error(`sample ${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    return response.json();
  };
  return {
    server,
    adminCall,
    adminRead: (url) => adminCall("GET", url),
    async firstId(url) {
      const [first] = (await adminCall("GET", url)).results;
      if (!first) throw new Error(`sample: ${url} lists nothing for admin@acme.test`);
      return String(first.id);
    },
  };
}

export interface RouteExpectation {
  readonly access: Access;
  /**
   * The route reads or changes one record of one company (Acme's, in the samples): a caller of
   * another company who passes the permission check gets 404, as if the record did not exist.
   */
  readonly tenantScoped?: boolean;
  /**
   * Path parameters naming a record of Acme's (or a valid name for global records), looked up
   * once per file.
   */
  readonly params?: (samples: Samples) => Promise<Readonly<Record<string, string>>>;
  /**
   * The record is one user's own (a calendar address): after the guard, a caller acting as
   * anyone but its owner (admin@acme.test in the samples), a colleague included, gets 404.
   */
  readonly ownRecord?: boolean;
  /**
   * Staff acting as a customer are refused (403) even where the permissions let them in, and
   * why: what the route makes would outlive the impersonation (a secret address).
   */
  readonly refusesImpersonation?: { readonly because: string };
  /** The call consumes its record (DELETE): `params` is asked again for every call. */
  readonly consumesRecord?: boolean;
  /**
   * A valid JSON body for a write (default `{}`): a route that validates its body before it
   * looks the record up must still answer another company 404, not 400.
   */
  readonly body?: object;
  /**
   * A non-GET route that a read-only impersonation may still call, and why (signing out,
   * ending the impersonation). Every other non-GET route must refuse it with 403.
   */
  readonly readOnlyImpersonation?: { readonly allowedBecause: string };
  /**
   * The route exists only in some configurations (the development mailbox is never there on
   * PostgreSQL): its entry is not reported as stale when the catalogue lacks it.
   */
  readonly onlyWhen?: string;
}

/** Entries of one module's routes, keyed "METHOD /path" exactly as the catalogue has them. */
export type ModuleRoutes = Readonly<Record<string, RouteExpectation>>;

export const PUBLIC: Access = { kind: "public" };
export const SIGNED_IN: Access = { kind: "signed-in" };

/** Reading a module's data: its view or its write permission (write implies view). */
export function reads(module: Module): Access {
  return {
    kind: "permission",
    anyOf: [MODULE_MATRIX[module].view, MODULE_MATRIX[module].write],
  };
}

/** Changing a module's data: its write permission only. */
export function writes(module: Module): Access {
  return { kind: "permission", anyOf: [MODULE_MATRIX[module].write] };
}

/** Any one of the named permissions (impersonation, which is no module). */
export function holding(...anyOf: Permission[]): Access {
  return { kind: "permission", anyOf };
}

/** A public non-GET route without a caller: a read-only impersonation's token is not even read. */
export const NO_CALLER = {
  allowedBecause: "public: the route acts on what the body names, not on the caller",
} as const;
