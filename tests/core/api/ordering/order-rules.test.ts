import { describe, expect, it } from "vitest";
import {
  asnProblem,
  awsAccountIdProblem,
  azureServiceKeyProblem,
  bandwidthProblem,
  mediaProblem,
  nextFreeVlan,
  orderProblems,
  type PortFacts,
  pairingKeyProblem,
  portSpeedProblem,
  portSpeedsAt,
  termProblem,
  vlanProblem,
  wholeNumber,
} from "../../../../src/core/api/ordering/index.ts";

const PORT: PortFacts = {
  id: "SVC-10001",
  speedMbps: 10000,
  freeMbps: 1500,
  usedVlans: [100, 101],
  usable: true,
};

describe("order rules", () => {
  it("offers 400G only in the metros built for it", () => {
    expect(portSpeedsAt("London")).toContain(400000);
    expect(portSpeedsAt("Dublin")).not.toContain(400000);
    expect(portSpeedProblem("400000", "Dublin")).toBe(
      "This speed is not offered at the chosen location.",
    );
    expect(portSpeedProblem("400000", "London")).toBeUndefined();
    expect(portSpeedProblem("", "London")).toBe("This field is required.");
  });

  it("takes terms of 1, 12, 24 and 36 months only", () => {
    for (const term of ["1", "12", "24", "36"]) expect(termProblem(term)).toBeUndefined();
    for (const term of ["6", "0", "x", "12.5"]) expect(termProblem(term)).toMatch(/term/u);
    expect(termProblem(undefined)).toBe("This field is required.");
  });

  it("refuses a VLAN used on the port or out of range, and suggests the next free one", () => {
    expect(vlanProblem("100", PORT)).toBe("VLAN 100 is already used on this port.");
    expect(vlanProblem("4095", PORT)).toBe("Choose a VLAN from 2 to 4094.");
    expect(vlanProblem("1", PORT)).toBe("Choose a VLAN from 2 to 4094.");
    expect(vlanProblem("102", PORT)).toBeUndefined();
    expect(nextFreeVlan([100, 101, 103])).toBe(102);
    expect(nextFreeVlan([])).toBe(100);
    const all = Array.from({ length: 4093 }, (_, index) => index + 2);
    expect(nextFreeVlan(all.filter((vlan) => vlan !== 7))).toBe(7);
    expect(nextFreeVlan(all)).toBeNull();
  });

  it("keeps bandwidth within the port's free capacity", () => {
    expect(bandwidthProblem("1000", [PORT])).toBeUndefined();
    expect(bandwidthProblem("2000", [PORT])).toBe("The port has only 1500 Mbps free.");
    expect(bandwidthProblem("300", [PORT])).toBe("This bandwidth is not offered.");
  });

  it("checks the clouds' key formats", () => {
    expect(azureServiceKeyProblem("1a2b3c4d-0000-4000-8000-1234567890ab")).toBeUndefined();
    expect(azureServiceKeyProblem("not-a-key")).toMatch(/service key looks like/u);
    expect(awsAccountIdProblem("123456789012")).toBeUndefined();
    expect(awsAccountIdProblem("12345")).toBe("An AWS account ID has 12 digits.");
    expect(asnProblem("64512")).toBeUndefined();
    expect(asnProblem("23456")).toMatch(/not 23456/u);
    expect(asnProblem("0")).toMatch(/ASN/u);
    expect(
      pairingKeyProblem("7e51371e-72a3-40b5-b844-2e3efefaee59/europe-west2/1"),
    ).toBeUndefined();
    expect(pairingKeyProblem("7e51371e/europe-west2/3")).toMatch(/pairing key/u);
  });

  it("matches media to speed and bounds the purchase order", () => {
    expect(mediaProblem("10GBASE-LR", "10000")).toBeUndefined();
    expect(mediaProblem("1000BASE-LX", "10000")).toBe("This media does not fit the chosen speed.");
    expect(orderProblems({ type: "port", purchase_order: "" }, {}).purchase_order).toBeUndefined();
    expect(
      orderProblems({ type: "port", purchase_order: "x".repeat(65) }, {}).purchase_order,
    ).toMatch(/64 characters/u);
    expect(wholeNumber(" 12 ")).toBe(12);
    expect(wholeNumber("-1")).toBeUndefined();
  });

  it("answers every problem of a whole order at once", () => {
    expect(orderProblems({ type: "port" }, {})).toEqual({
      name: "This field is required.",
      term_months: "This field is required.",
      location: "This field is required.",
      speed_mbps: "This field is required.",
      media: "This field is required.",
      diversity_zone: "This field is required.",
    });
    expect(
      orderProblems(
        {
          type: "cloud_connect",
          name: "To Azure",
          term_months: "12",
          provider: "azure",
          region: "uksouth",
          a_port: PORT.id,
          a_vlan: "101",
          bandwidth_mbps: "5000",
          service_key: "nope",
        },
        { aPort: PORT, regionKnown: true },
      ),
    ).toEqual({
      a_vlan: "VLAN 101 is already used on this port.",
      bandwidth_mbps: "The port has only 1500 Mbps free.",
      service_key: "An ExpressRoute service key looks like 1a2b3c4d-0000-4000-8000-1234567890ab.",
    });
    expect(
      orderProblems(
        {
          type: "evpl",
          name: "London to Paris",
          term_months: "24",
          a_port: PORT.id,
          a_vlan: "200",
          b_port: PORT.id,
          b_vlan: "200",
          bandwidth_mbps: "1000",
        },
        { aPort: PORT, bPort: PORT },
      ),
    ).toEqual({ b_port: "The B end must be another port than the A end." });
    expect(orderProblems({ type: "boat" }, {})).toEqual({
      type: "Choose a port, a cloud connect or an EVPL.",
    });
    expect(
      orderProblems(
        {
          type: "port",
          name: "P",
          term_months: "12",
          location: "99",
          speed_mbps: "1000",
          media: "1000BASE-LX",
          diversity_zone: "red",
        },
        { locationMetro: null },
      ),
    ).toEqual({ location: "Choose one of the listed data centres." });
  });

  it("checks a whole port order against its location, and the smaller fields", () => {
    const port = {
      type: "port",
      name: "P",
      term_months: "12",
      location: "1",
      speed_mbps: "400000",
      media: "400GBASE-LR8",
      diversity_zone: "purple",
      purchase_order: "PO\u0000",
    };
    expect(orderProblems(port, { locationMetro: "Dublin" })).toEqual({
      speed_mbps: "This speed is not offered at the chosen location.",
      diversity_zone: "Choose the red or the blue zone.",
      purchase_order: "Null characters are not allowed.",
    });
    expect(
      orderProblems(
        { ...port, diversity_zone: "red", purchase_order: "" },
        { locationMetro: "London" },
      ),
    ).toEqual({});
    expect(orderProblems({ ...port, name: "A\u0000" }, { locationMetro: "London" }).name).toBe(
      "Null characters are not allowed.",
    );
  });

  it("refuses ports that are not the company's or take no new connections", () => {
    const problems = orderProblems(
      {
        type: "cloud_connect",
        name: "C",
        term_months: "12",
        provider: "google",
        region: "x",
        a_port: "SVC-1",
        a_vlan: "100",
        bandwidth_mbps: "100",
        pairing_key: "7e51371e-72a3-40b5-b844-2e3efefaee59/europe-west2/1",
      },
      { aPort: null, regionKnown: false },
    );
    expect(problems).toEqual({
      a_port: "Choose one of your ports.",
      region: "Choose one of the cloud's regions.",
    });
    expect(
      orderProblems(
        {
          type: "cloud_connect",
          name: "C",
          term_months: "12",
          provider: "aws",
          region: "eu-west-2",
          a_port: "SVC-1",
          a_vlan: "300",
          bandwidth_mbps: "100",
          aws_account_id: "1",
          asn: "",
        },
        { aPort: { ...PORT, usable: false }, regionKnown: true },
      ),
    ).toEqual({
      a_port: "This port takes no new connections.",
      aws_account_id: "An AWS account ID has 12 digits.",
      asn: "This field is required.",
    });
    expect(
      orderProblems(
        {
          type: "cloud_connect",
          name: "C",
          term_months: "12",
          a_port: "SVC-1",
          a_vlan: "300",
          bandwidth_mbps: "100",
        },
        { aPort: PORT },
      ),
    ).toEqual({
      provider: "Choose AWS, Azure or Google.",
    });
  });
});
