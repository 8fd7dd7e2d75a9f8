import { eq } from "drizzle-orm";
import type { Db } from "./database.ts";
import { systemSettings } from "./schema.ts";

const SIGNING_SECRET = "jwt_signing_secret";
const MAINTENANCE = "maintenance_mode";

/**
 * Earlier versions kept a generated HS256 secret here, so that read access to the database was
 * enough to sign any token. Keys now come from configuration (auth/server-keys.ts); the old
 * secret signs nothing any more and is deleted at start-up so that no copy of it lingers.
 */
export async function forgetDatabaseSigningSecret(db: Db): Promise<void> {
  await db.delete(systemSettings).where(eq(systemSettings.name, SIGNING_SECRET));
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
