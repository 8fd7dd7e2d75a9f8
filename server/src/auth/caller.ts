/**
 * Who is calling, the type every route and module is handed, apart from how a request finds
 * it (current-user.ts): that reads the token and records an API key's use in the activity
 * log, whose entries name this caller, so the type cannot live there without an import
 * circle.
 */

/**
 * Who is calling, as the database has it at the time of the request (DESIGN.md section 6;
 * reused between requests only while provably unchanged, see `callerRow`).
 */
export interface CurrentUser {
  readonly id: number;
  readonly companyId: number;
  readonly companyName: string;
  readonly isProviderStaff: boolean;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly defaultCurrencyId: number | null;
  /** Effective permissions: read-only impersonation keeps only the view permissions. */
  readonly permissions: ReadonlyArray<string>;
  readonly sessionId: string;
  readonly impersonation: {
    readonly staffUserId: number;
    readonly mode: "full" | "read-only";
  } | null;
  /**
   * The API key the call was made with (issue 43), or null for a person's session: the call
   * then acts as the key's creator, within the key's permissions, and is logged with the key.
   */
  readonly apiKey: { readonly id: number; readonly name: string } | null;
  /** The client's network address (Fastify's `request.ip`), for the activity log (issue 44). */
  readonly address: string;
  /**
   * The company requires two-factor sign-in and this person has no authenticator yet (issue
   * 44): until they enrol, only the routes that enrolment needs answer (RouteSpec
   * `beforeEnrolment`). Never for staff acting as them, nor for an API key.
   */
  readonly twoFactorEnrolmentRequired: boolean;
}
