import {
  holding,
  type ModuleRoutes,
  reads,
  type Samples,
  SIGNED_IN,
  writes,
} from "../route-rules.ts";

/** The seeded company details, sent back as they are: a valid body that changes nothing. */
const LEGAL = { legal_name: "Acme Corporation Limited" };
const PROFILE = { name: "Acme Corp" };

/** A valid new key's body: a month, one permission the administrator holds. */
const keyBody = () => ({
  name: "Matrix",
  permissions: ["view_service_module"],
  expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
});
/** DELETE consumes its key: Acme's admin makes one for every call. */
const newKey = async (samples: Samples) => ({
  id: String((await samples.adminCall("POST", "/v2/api-keys", keyBody())).id),
});

/** server/src/modules/account: the caller's own profile and the reference data every page needs. */
export const ACCOUNT_ROUTES: ModuleRoutes = {
  "GET /me": { access: SIGNED_IN },
  "PUT /me": { access: SIGNED_IN },
  // No body: refused 400 after the access check, so no caller's name changes.
  "PUT /me/details": { access: SIGNED_IN },
  "GET /currencies": { access: SIGNED_IN },
  "GET /account-manager": { access: SIGNED_IN },
  // The company page: its public profile (profile module) or its legal details (administrators).
  "GET /company": {
    access: holding(
      "view_profile_module",
      "write_profile_module",
      "view_admin_module",
      "write_admin_module",
    ),
  },
  "PUT /company/legal": { access: writes("admin"), body: LEGAL },
  "PUT /company/profile": { access: writes("profile"), body: PROFILE },
  "POST /api-keys": {
    access: writes("admin"),
    body: keyBody(),
    refusesImpersonation: { because: "a key would outlive the impersonation" },
  },
  "GET /api-keys": { access: reads("admin") },
  "DELETE /api-keys/:id": {
    access: writes("admin"),
    tenantScoped: true,
    params: newKey,
    consumesRecord: true,
  },
};
