import { and, eq, sql } from "drizzle-orm";
import {
  type CompanySignUpRequest,
  SIGN_UP_PENDING,
} from "../../../../src/core/api/auth/registration.ts";
import { givenOrNull } from "../../../../src/core/api/users/contact-fields.ts";
import type { ServerContext } from "../../context.ts";
import { registrations } from "../../db/schema.ts";
import { badRequest } from "../../http/api-error.ts";

/**
 * POST /register: a company asks to become a customer. The request waits, status "pending",
 * for the provider to review; it creates no user and grants nothing. The address is not
 * checked against existing users, so the public form cannot be used to find out who has an
 * account; a second pending request from the same address is refused.
 */
export async function requestCompanySignUp(
  ctx: ServerContext,
  request: CompanySignUpRequest,
): Promise<void> {
  const [pending] = await ctx.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        sql`lower(${registrations.email}) = ${request.email.toLowerCase()}`,
        eq(registrations.status, "pending"),
      ),
    )
    .limit(1);
  if (pending) throw badRequest({ email: [SIGN_UP_PENDING] });
  await ctx.db.insert(registrations).values({
    companyName: request.company_name,
    firstname: request.firstname,
    lastname: request.lastname,
    email: request.email,
    phone: givenOrNull(request.phone),
    country: givenOrNull(request.country),
    message: givenOrNull(request.message),
    status: "pending",
    createdAt: ctx.now(),
  });
}
