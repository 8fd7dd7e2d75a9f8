import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/src/db/database.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { DEMO_NOTIFICATIONS } from "../../../server/src/db/seed/demo-content.ts";
import { utcToday } from "../../../src/core/api/calendar-date.ts";
import { testNow } from "../../harness/test-clock.ts";
import { openTestDatabase } from "../harness/test-database.ts";

// Issue 40: the demo data obeys the domain's own rules, over the whole seeded database (the
// run's snapshot, seeded at testNow()). Each rule is a query listing the rows that break it.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase("seeded");
});
afterAll(() => database.close());

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return rowsOf<Row>(await database.db.execute(query));
}

describe("the demo services", () => {
  it("go live after they were ordered, and only in a state that has been live", async () => {
    const broken = await rows<{ public_id: string }>(sql`
      select public_id from services
      where (live_at is not null and live_at < ordered_at)
         or (status in ('active', 'cancelling') and live_at is null)
         or (status in ('pending', 'provisioning', 'failed') and live_at is not null)`);
    expect(broken.map((row) => row.public_id)).toEqual([]);
  });

  it("leave a port live before any connection on it, and ordered before it", async () => {
    const broken = await rows<{ connection: string; port: string }>(sql`
      select c.public_id as connection, p.public_id as port from services c
      join services p on p.id in (c.parent_id, c.b_port_id)
      where p.ordered_at > c.ordered_at
         or (c.live_at is not null and (p.live_at is null or p.live_at > c.live_at))`);
    expect(broken).toEqual([]);
  });

  it("all carry a speed: none is shown as 0 Mbps", async () => {
    const broken = await rows<{ public_id: string }>(
      sql`select public_id from services where speed_mbps <= 0`,
    );
    expect(broken.map((row) => row.public_id)).toEqual([]);
    const networks = await rows<{ name: string }>(
      sql`select name from network_services where bandwidth_mbps <= 0`,
    );
    expect(networks).toEqual([]);
  });

  it("are only announced as newly live once they are, on the day they went live", async () => {
    const now = testNow().getTime();
    const announced = DEMO_NOTIFICATIONS.filter((notice) => / is now live\./.test(notice.message));
    expect(announced.length).toBeGreaterThan(0);
    for (const notice of announced) {
      const id = notice.url?.slice("/services/".length) ?? "";
      const [service] = await rows<{ live_at: string | Date | null }>(
        sql`select live_at from services where public_id = ${id}`,
      );
      const liveAt = service?.live_at == null ? Number.NaN : new Date(service.live_at).getTime();
      const sentAt = now - notice.hoursAgo * 3_600_000;
      expect(liveAt <= sentAt && sentAt - liveAt < 86_400_000, `${notice.message} ${id}`).toBe(
        true,
      );
    }
  });
});

describe("the demo invitations", () => {
  it("still work within their validity: every invited user holds a usable invite", async () => {
    const invited = await rows<{ email: string; usable: number }>(sql`
      select u.email, (select count(*) from action_codes a
        where a.user_id = u.id and a.kind = 'invite' and a.used_at is null
          and a.expires_at > ${testNow().toISOString()}
          and a.expires_at > u.created_at)::int as usable
      from users u where u.status = 'invited'`);
    expect(invited.length).toBeGreaterThan(0);
    expect(invited.filter((row) => row.usable !== 1)).toEqual([]);
  });
});

describe("the demo contracts", () => {
  it("never show an ended line as renewing by itself", async () => {
    const today = utcToday(testNow());
    const broken = await rows<{ contract_number: string; end_date: string }>(sql`
      select contract_number, end_date::text from contract_lines
      where auto_renews and end_date < ${today}`);
    expect(broken).toEqual([]);
  });

  it("end the line of a ceased or cancelling service rather than renew it", async () => {
    const broken = await rows<{ public_id: string }>(sql`
      select s.public_id from contract_lines l join services s on s.id = l.service_id
      where l.auto_renews and s.status in ('ceased', 'cancelling')`);
    expect(broken).toEqual([]);
  });
});
