import { sql } from "drizzle-orm";
import { buildApp } from "../../server/src/app.ts";
import { serverConfigFromEnv } from "../../server/src/config.ts";
import { openDatabase } from "../../server/src/db/connect.ts";
import { rowsOf } from "../../server/src/db/raw-rows.ts";
import { addVolume, type VolumeEntity } from "../../server/src/db/seed/volume.ts";

/**
 * The API server of `npm run bench:api` for the list budget (issues 5 and 13): the real app on
 * in-memory PGlite (or the fresh PostgreSQL database DATABASE_URL names) with the demo data, then ROWS (default 10,000) generated rows of every
 * listed entity for Acme (tickets, maintenances, outages, users, permission-log entries,
 * services, invoices) and
 * for its administrator (notifications), from the volume generator (seed 1: the same rows on
 * every run). Started as its own process by bench-api.ts; prints "ready" on stdout.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const ACME_ADMIN = "admin@acme.test";
const ALL_ENTITIES: ReadonlyArray<VolumeEntity> = [
  "tickets",
  "maintenances",
  "outages",
  "users",
  "permission-log",
  "notifications",
  "services",
  "invoices",
];

// BENCH_ENTITIES=notifications (comma-separated) generates only those.
const ENTITIES = process.env.BENCH_ENTITIES
  ? ALL_ENTITIES.filter((entity) => process.env.BENCH_ENTITIES?.split(",").includes(entity))
  : ALL_ENTITIES;

// DATABASE_URL: memory:// (PGlite, the default) or a fresh PostgreSQL database of bench-api.ts.
const databaseUrl = process.env.DATABASE_URL ?? "memory://";
const config = serverConfigFromEnv({ ...process.env, DATABASE_URL: databaseUrl });
const database = await openDatabase(databaseUrl);
const { app } = await buildApp({ config, database, logger: false });

const [admin] = rowsOf<{ id: number; company_id: number }>(
  await database.db.execute(sql`select id, company_id from users where email = ${ACME_ADMIN}`),
);
if (!admin) throw new Error("the demo data has no Acme administrator");
// BENCH_ENTITY_ROWS=maintenances=500,outages=500 gives those entities their own count.
const ROWS_OF = new Map(
  (process.env.BENCH_ENTITY_ROWS ?? "")
    .split(",")
    .filter((pair) => pair.includes("="))
    .map((pair) => {
      const [entity = "", rows = ""] = pair.split("=");
      return [entity, Number(rows)] as const;
    }),
);
for (const entity of ENTITIES) {
  const rows = ROWS_OF.get(entity) ?? ROWS;
  await addVolume(database.db, entity, { companyId: admin.company_id, userId: admin.id }, rows, 1);
}
// BENCH_REFERENCE_USER: a second user whose notifications are topped up to
// BENCH_REFERENCE_NOTIFICATIONS (default 10), the reference the bell's poll at volume is
// compared with on the same server.
const referenceEmail = process.env.BENCH_REFERENCE_USER;
if (referenceEmail) {
  const [reference] = rowsOf<{ id: number; company_id: number; total: number }>(
    await database.db.execute(
      sql`select u.id, u.company_id, (select count(*)::int from notifications n where n.user_id = u.id) as total
          from users u where u.email = ${referenceEmail}`,
    ),
  );
  if (!reference) throw new Error(`no user ${referenceEmail}`);
  const wanted = Number(process.env.BENCH_REFERENCE_NOTIFICATIONS ?? 10);
  if (wanted > reference.total) {
    const target = { companyId: reference.company_id, userId: reference.id };
    await addVolume(database.db, "notifications", target, wanted - reference.total, 2);
  }
}
// What autovacuum does on PostgreSQL: statistics, and the visibility map that lets a deep
// page walk the (company, sort key, id) index without reading the table.
await database.db.execute(sql`vacuum analyze`);

await app.listen({ port: config.port, host: "127.0.0.1" });
process.stdout.write("ready\n");
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
