import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALERT_RULE_LIST, AlertRule } from "../../../src/core/api/monitoring/alert-rules.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";
import { ruleBody } from "./alert-kit.ts";

let server: TestServer;
const { read, get, post, put, call } = supportCalls(() => server);
const ADMIN = "admin@acme.test";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function acmeContactId(email: string): Promise<string> {
  const response = await get(ADMIN, "/contacts?limit=100");
  const contact = (response.json().results as Array<{ id: string; email: string }>).find(
    (candidate) => candidate.email === email,
  );
  if (!contact) throw new Error(`no contact ${email}`);
  return contact.id;
}

describe("alert rules", () => {
  it("lists Acme's demo rules by name with their service and contacts, none of Globex's", async () => {
    const rules = await read(ALERT_RULE_LIST.response, ADMIN, "/alert-rules");
    expect(rules.results.map((rule) => rule.name)).toEqual(["Busy ports", "Dublin uplink light"]);
    expect(rules.results[0]).toMatchObject({
      scope: "kind",
      kind: "port",
      service: null,
      metric: "utilisation_pct",
      threshold: 60,
      for_minutes: 15,
    });
    expect(rules.results[1]?.service?.id).toBe("SVC-10009");
    expect(rules.results[1]?.contacts.map((contact) => contact.name)).toEqual(["Priya Shah"]);
    expect((await read(ALERT_RULE_LIST.response, "admin@globex.test", "/alert-rules")).count).toBe(
      0,
    );
  });

  it("creates, reads, changes and removes a rule; another company's is 404", async () => {
    const noc = await acmeContactId("noc@acme.test");
    const made = await post(
      ADMIN,
      "/alert-rules",
      ruleBody({
        name: " Loss on the EVPL ",
        service: "SVC-10003",
        metric: "loss_pct",
        threshold: 1,
        contacts: [noc, noc],
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const rule = expectValid(AlertRule, made.json());
    expect(rule).toMatchObject({
      name: "Loss on the EVPL",
      scope: "service",
      service: { id: "SVC-10003" },
      kind: null,
      metric: "loss_pct",
      contacts: [{ id: noc, name: "Priya Shah" }],
    });
    expect((await get(ADMIN, `/alert-rules/${rule.id}`)).json()).toEqual(made.json());
    expect((await get("admin@globex.test", `/alert-rules/${rule.id}`)).statusCode).toBe(404);
    const changed = await put(
      ADMIN,
      `/alert-rules/${rule.id}`,
      ruleBody({
        name: "Ports at 80",
        scope: "kind",
        kind: "port",
        threshold: 80,
        severity: "warning",
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: "Ports at 80",
      scope: "kind",
      kind: "port",
      service: null,
      threshold: 80,
      contacts: [],
    });
    expect((await put("admin@globex.test", `/alert-rules/${rule.id}`, ruleBody())).statusCode).toBe(
      404,
    );
    expect(
      (await call(ADMIN, { method: "DELETE", url: `/alert-rules/${rule.id}` })).statusCode,
    ).toBe(204);
    expect((await get(ADMIN, `/alert-rules/${rule.id}`)).statusCode).toBe(404);
  });

  it("answers bad rules with the field that is wrong", async () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await post(ADMIN, "/alert-rules", body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json() as Record<string, string[]>;
    };
    expect(await refused(ruleBody({ threshold: 140 }))).toEqual({
      threshold: ["Enter a number from 0 to 100."],
    });
    expect(await refused(ruleBody({ service: "" }))).toEqual({
      service: ["Choose the service the rule watches."],
    });
    expect(await refused(ruleBody({ service: "SVC-20001" }))).toEqual({
      service: ["Choose a service of your company."],
    });
    expect(await refused(ruleBody({ metric: "latency_ms" }))).toEqual({
      metric: ["Ports do not measure latency (round trip)."],
    });
    expect(
      await refused(ruleBody({ scope: "kind", kind: "evpl", metric: "rx_dbm", threshold: -10 })),
    ).toEqual({
      metric: ["EVPLs do not measure receive light (weakest lane)."],
    });
    expect(await refused(ruleBody({ contacts: ["999999"] }))).toEqual({
      contacts: ["Choose contacts of your company."],
    });
    expect(Object.keys(await refused(ruleBody({ for_minutes: 7 })))).toEqual(["for_minutes"]);
    expect(Object.keys(await refused(ruleBody({ name: "" })))).toEqual(["name"]);
    expect(Object.keys(await refused(ruleBody({ severity: "panic" })))).toEqual(["severity"]);
  });

  it("lets the viewer read but not write, and refuses read-only impersonation a change", async () => {
    expect((await get("viewer@acme.test", "/alert-rules")).statusCode).toBe(200);
    expect((await post("viewer@acme.test", "/alert-rules", ruleBody())).statusCode).toBe(403);
    expect((await get("viewer@acme.test", "/alerts")).statusCode).toBe(200);
  });
});
