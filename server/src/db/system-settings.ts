import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./connect.ts";
import { systemSettings } from "./schema.ts";

const SIGNING_SECRET = "jwt_signing_secret";
const MAINTENANCE = "maintenance_mode";

/**
 * The token signing secret when CONDUIT_JWT_SECRET is not set: generated once and kept in the
 * database, so that restarts and several server processes agree on it.
 */
export async function ensureSigningSecret(db: Db): Promise<string> {
  await db
    .insert(systemSettings)
    .values({ name: SIGNING_SECRET, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(systemSettings)
    .where(eq(systemSettings.name, SIGNING_SECRET));
  if (!row) throw new Error("The token signing secret could not be stored.");
  return row.value;
}

export async function readMaintenanceFlag(db: Db): Promise<boolean> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.name, MAINTENANCE));
  return row?.value === "on";
}

export async function writeMaintenanceFlag(db: Db, on: boolean): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ name: MAINTENANCE, value: on ? "on" : "off" })
    .onConflictDoUpdate({ target: systemSettings.name, set: { value: on ? "on" : "off" } });
}
