import { eq } from "drizzle-orm";
import { hashPassword, type PasswordCost } from "../../../server/src/auth/passwords.ts";
import type { ServerContext } from "../../../server/src/context.ts";
import { users } from "../../../server/src/db/schema.ts";
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from "../../../server/src/db/seed/demo-accounts.ts";

/**
 * The scrypt cost of the test servers' passwords (1 MiB, about a millisecond a hash), unless
 * a test asks for production's: at production's (128 MiB, 0.4-1 s of CPU a hash) the
 * sign-ins, failed ones included, of the auth tests took over half of the server suite's
 * time. The same code hashes and verifies at either cost;
 * tests/server/auth/password-hardening.test.ts checks production's, and that a server built
 * without naming a cost uses it.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

let cheapDemoHash: Promise<string> | undefined;

/**
 * Gives the demo accounts (the seed's one production-cost hash of the demo password) the
 * same password at TEST_PASSWORD_COST, for a server built with that cost: signing in to one
 * then costs a millisecond, and needs no upgrade of the hash.
 */
export async function demoPasswordsAtTestCost(ctx: Pick<ServerContext, "db">): Promise<void> {
  cheapDemoHash ??= hashPassword(DEMO_PASSWORD, TEST_PASSWORD_COST);
  await ctx.db
    .update(users)
    .set({ passwordHash: await cheapDemoHash })
    .where(eq(users.passwordHash, DEMO_PASSWORD_HASH));
}
