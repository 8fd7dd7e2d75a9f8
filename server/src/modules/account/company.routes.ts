import { eq } from "drizzle-orm";
import {
  CompanyDetails,
  UpdateCompanyLegalRequest,
  UpdateCompanyProfileRequest,
} from "../../../../src/core/api/account/company.ts";
import { givenOrNull } from "../../../../src/core/api/users/contact-fields.ts";
import { MODULE_MATRIX, readersOf } from "../../../../src/core/permissions/module-matrix.ts";
import type { ServerContext } from "../../context.ts";
import { companies } from "../../db/schema.ts";
import type { Router } from "../../http/routes.ts";

/** Reading: view or write of the profile module, or of administration (who edit legal details). */
const COMPANY_READERS = [...readersOf("profile"), ...readersOf("admin")];

async function companyDetails(ctx: ServerContext, companyId: number): Promise<CompanyDetails> {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error("The caller's company does not exist.");
  return {
    legal: {
      legal_name: row.legalName,
      registration_number: row.registrationNumber,
      vat_number: row.vatNumber,
      address: row.address,
      country: row.country,
    },
    profile: { name: row.name, description: row.description, website: row.website },
  };
}

/**
 * GET /company, PUT /company/legal (administrators: spec section 6, "change legal company
 * info") and PUT /company/profile (write_profile_module): always the caller's own company.
 */
export function registerCompanyRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/company",
      summary: "The caller's company: legal details and public profile",
      tag: "Account",
      access: COMPANY_READERS,
      response: CompanyDetails,
    },
    async ({ user }) => companyDetails(ctx, user.companyId),
  );

  router.route(
    {
      method: "PUT",
      path: "/company/legal",
      summary: "Replace the company's legal details (administrators only)",
      tag: "Account",
      access: [MODULE_MATRIX.admin.write],
      body: UpdateCompanyLegalRequest,
      response: CompanyDetails,
    },
    async ({ user, body }) => {
      await ctx.db
        .update(companies)
        .set({
          legalName: body.legal_name,
          registrationNumber: givenOrNull(body.registration_number),
          vatNumber: givenOrNull(body.vat_number),
          address: givenOrNull(body.address),
          country: givenOrNull(body.country),
        })
        .where(eq(companies.id, user.companyId));
      return companyDetails(ctx, user.companyId);
    },
  );

  router.route(
    {
      method: "PUT",
      path: "/company/profile",
      summary: "Replace the company's public profile (write_profile_module)",
      tag: "Account",
      access: [MODULE_MATRIX.profile.write],
      body: UpdateCompanyProfileRequest,
      response: CompanyDetails,
    },
    async ({ user, body }) => {
      await ctx.db
        .update(companies)
        .set({
          name: body.name,
          description: givenOrNull(body.description),
          website: givenOrNull(body.website),
        })
        .where(eq(companies.id, user.companyId));
      return companyDetails(ctx, user.companyId);
    },
  );
}
