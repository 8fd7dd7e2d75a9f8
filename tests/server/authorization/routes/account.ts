import { type ModuleRoutes, SIGNED_IN } from "../route-rules.ts";

/** server/src/modules/account: the caller's own profile and the reference data every page needs. */
export const ACCOUNT_ROUTES: ModuleRoutes = {
  "GET /me": { access: SIGNED_IN },
  "PUT /me": { access: SIGNED_IN },
  "GET /currencies": { access: SIGNED_IN },
  "GET /account-manager": { access: SIGNED_IN },
};
