import { sql } from "drizzle-orm";
import { buildApp } from "../../server/src/app.ts";
import { serverConfigFromEnv } from "../../server/src/config.ts";
import { openDatabase } from "../../server/src/db/connect.ts";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "../../src/core/api/support/index.ts";

/**
 * The API server of `npm run bench:api` for the support desk budget (issue 5): the real app on
 * in-memory PGlite with the demo data, then Acme's ticket count raised to TICKETS (default
 * 10,000) with generated tickets spread over every request type, classification, status and
 * priority and over two years of creation times, so the list's filters and ordering work on
 * a realistic spread. Started as its own process by bench-api.ts; prints "ready N" on stdout.
 */
const TICKETS = Number(process.env.BENCH_TICKETS ?? 10_000);
const ACME_ADMIN = "admin@acme.test";

const config = serverConfigFromEnv({ ...process.env, DATABASE_URL: "memory://" });
const database = await openDatabase("memory://");
const { app } = await buildApp({ config, database, logger: false });

const quoted = (values: ReadonlyArray<string>) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(",")}]::text[]`);

await database.db.execute(sql`
  with company as (
    select u.company_id, u.id as reporter_id from users u where u.email = ${ACME_ADMIN}
  ),
  kinds as (
    select rt.id as type_id, c.id as classification_id,
           row_number() over (order by rt.id, c.id) - 1 as n, count(*) over () as total
      from support_request_types rt
      left join support_classifications c on c.request_type_id = rt.id
  ),
  existing as (
    select count(*)::int as n from support_tickets t, company where t.company_id = company.company_id
  )
  insert into support_tickets
    (company_id, request_type_id, classification_id, summary, description, priority, status,
     reporter_id, created_at, updated_at)
  select company.company_id, kinds.type_id, kinds.classification_id,
         'Generated ticket ' || g || ': packet loss on circuit ' || (g % 97),
         'Intermittent loss seen from the monitoring probe, sample ' || g || '.',
         (${quoted(TICKET_PRIORITIES)})[1 + g % ${TICKET_PRIORITIES.length}],
         (${quoted(TICKET_STATUSES)})[1 + g % ${TICKET_STATUSES.length}],
         company.reporter_id,
         now() - (g * interval '100 minutes'),
         now() - (g * interval '100 minutes') + interval '3 hours'
    from generate_series(1, greatest(${TICKETS} - (select n from existing), 0)) g
    cross join company
    join kinds on kinds.n = g % kinds.total
`);
await database.db.execute(sql`analyze support_tickets`);
const counted: unknown = await database.db.execute(
  sql`select count(*)::int as n from support_tickets t join users u on u.company_id = t.company_id
      where u.email = ${ACME_ADMIN}`,
);
const [row] = (counted as { rows: ReadonlyArray<{ n: number }> }).rows;

await app.listen({ port: config.port, host: "127.0.0.1" });
process.stdout.write(`ready ${String(row?.n ?? 0)}\n`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
