import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";

/**
 * A user as an activity entry names them (personOf, activity-entry.ts), with the company the
 * entry goes to: one select for sign-ins, impersonations and staff named in an entry.
 */
const PERSON_COLUMNS = {
  id: users.id,
  companyId: users.companyId,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
};

export type PersonRow = Pick<
  typeof users.$inferSelect,
  "id" | "companyId" | "firstname" | "lastname" | "email"
>;

/** The user `where` picks (by id, or by e-mail ignoring case), or undefined when none. */
export async function personWhere(db: Db, where: SQL): Promise<PersonRow | undefined> {
  const [row] = await db.select(PERSON_COLUMNS).from(users).where(where);
  return row;
}

/** The user of this id, or undefined when none. */
export function personById(db: Db, id: number): Promise<PersonRow | undefined> {
  return personWhere(db, eq(users.id, id));
}
