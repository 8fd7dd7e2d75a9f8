import { describe, expect, it } from "vitest";
import {
  awsAsnProblem,
  type CniFacts,
  cniChoiceProblem,
  evplBEndOf,
  orderProblems,
  type PortFacts,
  pairingKeyProblem,
  termPricesMinor,
} from "../../../../src/core/api/ordering/index.ts";

const A_PORT: PortFacts = {
  id: "SVC-10002",
  speedMbps: 10000,
  freeMbps: 9000,
  usedVlans: [],
  usable: true,
};
const CNI: CniFacts = {
  id: "7",
  port: { id: "SVC-10001", speedMbps: 10000, freeMbps: 500, usedVlans: [100], usable: true },
  vlan: 100,
  inUse: false,
};

const EVPL_TO_CNI = {
  type: "evpl",
  name: "To the hand-off",
  term_months: "12",
  a_port: "SVC-10002",
  a_vlan: "200",
  b_end: "cni",
  b_cni: "7",
  bandwidth_mbps: "100",
};

describe("an EVPL's B end as a CNI", () => {
  it("reads the B end from the form, a port when not said", () => {
    expect(evplBEndOf({})).toBe("port");
    expect(evplBEndOf({ b_end: "cni" })).toBe("cni");
    expect(evplBEndOf({ b_end: "nni" })).toBeUndefined();
  });

  it("takes a free CNI of the company's on a usable port, asking no B-end port or VLAN", () => {
    expect(orderProblems(EVPL_TO_CNI, { aPort: A_PORT, bCni: CNI })).toEqual({});
    expect(cniChoiceProblem("", undefined)).toBe("This field is required.");
    expect(cniChoiceProblem("7", null)).toBe("Choose one of your CNIs.");
    expect(cniChoiceProblem("7", { ...CNI, inUse: true })).toBe(
      "This CNI (VLAN 100) already carries a connection.",
    );
    expect(cniChoiceProblem("7", { ...CNI, port: { ...CNI.port, usable: false } })).toBe(
      "This CNI's port takes no new connections.",
    );
  });

  it("keeps the bandwidth within the CNI's port and refuses the A-end port", () => {
    expect(
      orderProblems({ ...EVPL_TO_CNI, bandwidth_mbps: "1000" }, { aPort: A_PORT, bCni: CNI }),
    ).toEqual({ bandwidth_mbps: "The port has only 500 Mbps free." });
    expect(orderProblems(EVPL_TO_CNI, { aPort: A_PORT, bCni: { ...CNI, port: A_PORT } })).toEqual({
      b_cni: "The CNI must be on another port than the A end.",
    });
    expect(orderProblems({ ...EVPL_TO_CNI, b_end: "x" }, { aPort: A_PORT })).toEqual({
      b_end: "Choose one of your ports or a CNI.",
    });
  });

  it("sets up for a cloud connect's one end instead of an EVPL's two", () => {
    const toPort = termPricesMinor({ flow: "evpl", mbps: 1000 }, "GBP")?.[1];
    const toCni = termPricesMinor({ flow: "evpl", mbps: 1000, bEnd: "cni" }, "GBP")?.[1];
    expect(toCni?.mrcMinor).toBe(toPort?.mrcMinor);
    expect(toPort?.nrcMinor).toBe(35_000);
    expect(toCni?.nrcMinor).toBe(25_000);
  });
});

describe("the clouds' keys", () => {
  it("checks a pairing key's structure and its region against the chosen one", () => {
    const key = "7e51371e-72a3-40b5-b844-2e3efefaee59/europe-west2/2";
    expect(pairingKeyProblem(key, "europe-west2")).toBeUndefined();
    expect(pairingKeyProblem(key, "europe-west3")).toBe(
      "This pairing key is for europe-west2, not the chosen region europe-west3.",
    );
    expect(pairingKeyProblem(key.replace(/2$/u, "3"), "europe-west2")).toMatch(/^A pairing key/u);
    expect(pairingKeyProblem("", "europe-west2")).toBe("This field is required.");
  });

  it("refuses Amazon's ASNs as the customer's", () => {
    expect(awsAsnProblem("64512")).toBeUndefined();
    expect(awsAsnProblem("16509")).toBe(
      "ASN 16509 is Amazon's side of the session; enter your own ASN.",
    );
    expect(awsAsnProblem("23456")).toBe("Enter an ASN from 1 to 4294967294 (not 23456).");
  });
});
