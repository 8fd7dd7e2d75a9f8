import { MODULE_PERMISSIONS, type Permission } from "../../../../src/core/permissions/index.ts";

/** Password of every demo account (README lists them). */
export const DEMO_PASSWORD = "conduit-demo";

/**
 * DEMO_PASSWORD hashed once at today's production cost (auth/passwords.ts; a test checks that
 * it verifies and needs no rehash), stored as data: hashing it for every account of every
 * seeded database (each test run, each end-to-end server, each `npm start` on memory://) cost
 * 0.43 s of CPU per account. All demo accounts share its salt; their password is published.
 */
export const DEMO_PASSWORD_HASH =
  "scrypt$131072$8$1$4lB8rxic6+EsvNNcGun+RQ==$Ivcu9NIZqYCJBnujy0ZQaErWYeK+s0sKXyUjgY9nVxY=";

const VIEW_PERMISSIONS = MODULE_PERMISSIONS.filter((name) => name.startsWith("view_"));

export type DemoCompany = "provider" | "acme" | "globex";

export interface DemoAccount {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: DemoCompany;
  readonly permissions: ReadonlyArray<Permission>;
  readonly status?: "active" | "inactive" | "invited";
  readonly isStaff?: boolean;
  readonly requiresOtp?: boolean;
  readonly jobTitle?: string;
  readonly phone?: string;
}

/** The documented demo accounts, then a few colleagues so that lists look like a real company. */
export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
  {
    email: "admin@acme.test",
    firstname: "Alice",
    lastname: "Anders",
    company: "acme",
    permissions: MODULE_PERMISSIONS,
    jobTitle: "Head of Infrastructure",
    phone: "+44 20 7946 0101",
  },
  {
    email: "viewer@acme.test",
    firstname: "Victor",
    lastname: "Vale",
    company: "acme",
    permissions: VIEW_PERMISSIONS,
    jobTitle: "Network Analyst",
  },
  {
    email: "billing@acme.test",
    firstname: "Beatrice",
    lastname: "Bell",
    company: "acme",
    permissions: ["view_billing_module", "write_billing_module"],
    jobTitle: "Accounts Payable",
  },
  {
    email: "support@acme.test",
    firstname: "Samuel",
    lastname: "Stone",
    company: "acme",
    permissions: ["view_support_module", "write_support_module"],
    jobTitle: "NOC Engineer",
  },
  {
    email: "otp@acme.test",
    firstname: "Olivia",
    lastname: "Ortiz",
    company: "acme",
    permissions: MODULE_PERMISSIONS,
    requiresOtp: true,
    jobTitle: "Security Officer",
  },
  {
    email: "inactive@acme.test",
    firstname: "Ian",
    lastname: "Irwin",
    company: "acme",
    permissions: VIEW_PERMISSIONS,
    status: "inactive",
    jobTitle: "Former Contractor",
  },
  {
    email: "admin@globex.test",
    firstname: "Grace",
    lastname: "Gordon",
    company: "globex",
    permissions: MODULE_PERMISSIONS,
    jobTitle: "IT Director",
    phone: "+1 212 555 0147",
  },
  {
    email: "staff@conduit.test",
    firstname: "Sofia",
    lastname: "Santos",
    company: "provider",
    permissions: ["can_impersonate_module"],
    isStaff: true,
    jobTitle: "Customer Success",
  },
  {
    email: "auditor@conduit.test",
    firstname: "Arthur",
    lastname: "Ash",
    company: "provider",
    permissions: ["can_impersonate_read_only_module"],
    isStaff: true,
    jobTitle: "Compliance Auditor",
  },
  {
    email: "noc@acme.test",
    firstname: "Nadia",
    lastname: "Novak",
    company: "acme",
    permissions: ["view_service_module", "view_support_module", "write_support_module"],
    jobTitle: "NOC Lead",
  },
  {
    email: "finance@globex.test",
    firstname: "Felix",
    lastname: "Fischer",
    company: "globex",
    permissions: ["view_billing_module"],
    jobTitle: "Controller",
  },
  {
    email: "new.hire@acme.test",
    firstname: "Nina",
    lastname: "Newman",
    company: "acme",
    permissions: ["view_service_module"],
    status: "invited",
    jobTitle: "Graduate Engineer",
  },
];
