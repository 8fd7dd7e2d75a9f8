import type { DemoTicket } from "./support-desk-story.ts";

/** Globex's ticket history (Frankfurt and Paris), all raised by their IT director. */

const GRACE = "admin@globex.test";
const LENA = "Lena Hoffmann";
const NOC = "Conduit NOC";
const BILLING = "Martin Osei";

export const GLOBEX_TICKETS: ReadonlyArray<DemoTicket> = [
  {
    type: "technical",
    classification: "Service down",
    summary: "FRA2-PAR3 EVPL down since 06:40 UTC",
    description:
      "The EVPL between Frankfurt and Paris stopped passing traffic at 06:40 UTC. Both our edge routers see the link down.",
    priority: "critical",
    service: "evpl",
    reporter: GRACE,
    hoursAgo: 5,
    fields: { impact: "service_down", site_contact: "FRA2 remote hands via Conduit NOC" },
    events: [
      { at: 0.2, by: NOC, to: "in_progress", transition: "Start progress" },
      {
        at: 0.5,
        by: NOC,
        comment:
          "A fibre cut near Metz is confirmed; a splicing crew is on the way. Next update within two hours.",
      },
    ],
  },
  {
    type: "technical",
    classification: "Cloud connectivity",
    summary: "Google Interconnect throughput capped at 3 Gbps",
    description:
      "Our 5G Interconnect to europe-west3 never exceeds about 3 Gbps, even with parallel iperf streams. VLAN attachment capacity is set to 5 Gbps.",
    priority: "high",
    service: "google",
    reporter: GRACE,
    hoursAgo: 28,
    fields: {
      impact: "degraded",
      troubleshooting: "iperf3 with 16 streams from a GCE VM in europe-west3.",
    },
    events: [
      { at: 2, by: LENA, to: "in_progress", transition: "Start progress" },
      {
        at: 5,
        by: LENA,
        comment:
          "Could you share the VLAN attachment name and the Cloud Router ASN? We want to compare the policer with Google's side.",
      },
      { at: 5.1, by: LENA, to: "waiting_for_customer", transition: "Request information" },
    ],
  },
  {
    type: "service",
    classification: "Speed change",
    summary: "Upgrade FRA2-PAR3 EVPL to 2G",
    description: "Please quote and schedule an upgrade of the Paris EVPL from 1 Gbps to 2 Gbps.",
    priority: "medium",
    service: "evpl",
    reporter: GRACE,
    hoursAgo: 3 * 24,
    fields: { change_window: "next_maintenance_window", purchase_order: "GLX-PO-55120" },
  },
  {
    type: "maintenance",
    classification: "Impact question",
    summary: "Impact of the FRA2 core switch upgrade on our 100G port",
    description:
      "Will our 100G port in FRA2 lose traffic during the core switch software upgrade, and for how long?",
    priority: "medium",
    service: "port",
    reporter: GRACE,
    hoursAgo: 5 * 24,
    fields: { maintenance_reference: "MNT-0188", affected_service: "SVC-20001" },
    events: [
      {
        at: 4,
        by: LENA,
        comment:
          "Your port is single-homed on the upgraded switch: expect one outage of about 8 minutes while it reboots.",
      },
      { at: 4.1, by: LENA, to: "resolved", transition: "Resolve" },
    ],
  },
  {
    type: "billing",
    classification: "Invoice query",
    summary: "Invoice in EUR although our contract is in USD",
    description:
      "The latest invoice is issued in EUR. Our master agreement sets USD as the currency.",
    priority: "medium",
    reporter: GRACE,
    hoursAgo: 8 * 24,
    fields: { invoice_number: "INV-2026-00502" },
    events: [
      { at: 20, by: BILLING, to: "in_progress", transition: "Start progress" },
      {
        at: 22,
        by: BILLING,
        comment:
          "You are right; the account was set up with the wrong currency. We are reissuing it.",
      },
    ],
  },
  {
    type: "technical",
    classification: "Interface errors or flapping",
    summary: "Input errors rising on FRA2 Port 100G",
    description:
      "The input error counter on our side of the 100G port grows by ~2,000 per hour. No flaps so far.",
    priority: "high",
    service: "port",
    reporter: GRACE,
    hoursAgo: 11 * 24,
    fields: { impact: "no_impact_yet" },
    events: [
      { at: 1, by: NOC, to: "in_progress", transition: "Start progress" },
      { at: 6, by: NOC, comment: "We replaced the QSFP28 optic on our side; errors stopped." },
      { at: 6.1, by: NOC, to: "resolved", transition: "Resolve" },
      { at: 40, by: GRACE, comment: "Confirmed, counters flat for a day." },
      { at: 40.1, by: GRACE, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "service",
    classification: "Data centre access",
    summary: "Remote hands: reseat the optic in FRA2 rack B14",
    description:
      "Please have remote hands reseat the optic in port 49 of our switch in FRA2 hall B, rack B14, and send a photo of the front panel.",
    priority: "medium",
    reporter: GRACE,
    hoursAgo: 16 * 24,
    fields: { change_window: "business_hours" },
    events: [
      { at: 3, by: LENA, comment: "Done; the photo was sent to your NOC mailbox." },
      { at: 3.1, by: LENA, to: "resolved", transition: "Resolve" },
      { at: 50, by: LENA, to: "closed" },
    ],
  },
  {
    type: "technical",
    classification: "BGP session issue",
    summary: "Prefixes from Google not received after ASN change",
    description:
      "After changing our ASN on the Cloud Router, the BGP session is up but we receive no routes from Google.",
    priority: "high",
    service: "google",
    reporter: GRACE,
    hoursAgo: 22 * 24,
    fields: { impact: "service_down" },
    events: [
      { at: 1, by: LENA, to: "in_progress", transition: "Start progress" },
      {
        at: 4,
        by: LENA,
        comment: "Our peer-as still had the old ASN. Corrected; 14 prefixes received.",
      },
      { at: 4.1, by: LENA, to: "resolved", transition: "Resolve" },
      { at: 12, by: GRACE, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "billing",
    classification: "Credit request",
    summary: "SLA credit for the FRA2 port outage",
    description: "We request the SLA credit for the 100G port outage after the optic failure.",
    priority: "medium",
    service: "port",
    reporter: GRACE,
    hoursAgo: 30 * 24,
    events: [
      { at: 30, by: BILLING, to: "in_progress", transition: "Start progress" },
      {
        at: 50,
        by: BILLING,
        comment:
          "The outage lasted 2 h 10 min. Could you confirm the contract number for the credit note?",
      },
      { at: 50.1, by: BILLING, to: "waiting_for_customer", transition: "Request information" },
      { at: 70, by: GRACE, comment: "Contract GLX-MSA-2024-07." },
      { at: 70.1, by: GRACE, to: "in_progress", transition: "Respond" },
      { at: 90, by: BILLING, comment: "Credit note CN-2026-0091 issued." },
      { at: 90.1, by: BILLING, to: "resolved", transition: "Resolve" },
    ],
  },
  {
    type: "service",
    classification: "Configuration change",
    summary: "Raise MTU on the FRA2-PAR3 EVPL to 9100",
    description: "We need jumbo frames end to end. Please set the EVPL MTU to 9100.",
    priority: "low",
    service: "evpl",
    reporter: GRACE,
    hoursAgo: 38 * 24,
    fields: { change_window: "out_of_hours" },
    events: [
      { at: 24, by: LENA, to: "in_progress", transition: "Start progress" },
      { at: 30, by: LENA, comment: "MTU 9100 is set on both ends. Please test with DF-bit pings." },
      { at: 30.1, by: LENA, to: "resolved", transition: "Resolve" },
      { at: 100, by: LENA, to: "closed" },
    ],
  },
  {
    type: "maintenance",
    classification: "Emergency maintenance",
    summary: "Why was the FRA2-PAR3 splice done without notice?",
    description:
      "Our EVPL went down for 25 minutes last night. We found an emergency maintenance notice only afterwards.",
    priority: "high",
    service: "evpl",
    reporter: GRACE,
    hoursAgo: 45 * 24,
    fields: { maintenance_reference: "MNT-0179", affected_service: "SVC-20003" },
    events: [
      {
        at: 8,
        by: LENA,
        comment:
          "The splice was urgent after a contractor damaged the cable. The notice went out 40 minutes before, which is below our target; we are reviewing the process.",
      },
      { at: 8.1, by: LENA, to: "resolved", transition: "Resolve" },
      { at: 12, by: GRACE, comment: "Please send the review outcome once available." },
      { at: 12.1, by: GRACE, to: "open", transition: "Reopen" },
    ],
  },
  {
    type: "technical",
    classification: "High latency",
    summary: "Higher latency Frankfurt to Paris since Tuesday",
    description: "RTT over the EVPL rose from 9 ms to 12 ms on Tuesday afternoon.",
    priority: "medium",
    service: "evpl",
    reporter: GRACE,
    hoursAgo: 60 * 24,
    fields: { impact: "degraded" },
    events: [
      { at: 2, by: NOC, to: "in_progress", transition: "Start progress" },
      {
        at: 20,
        by: NOC,
        comment: "Traffic used the southern path during a repair; it is back on the direct route.",
      },
      { at: 20.1, by: NOC, to: "resolved", transition: "Resolve" },
      { at: 200, by: NOC, to: "closed" },
    ],
  },
  {
    type: "billing",
    classification: "Payment",
    summary: "Bank details for USD payments",
    description: "Please confirm the bank details we should use for USD wire transfers.",
    priority: "low",
    reporter: GRACE,
    hoursAgo: 75 * 24,
    events: [
      { at: 5, by: BILLING, comment: "Our USD account details are on page 2 of every invoice." },
      { at: 5.1, by: BILLING, to: "resolved", transition: "Resolve" },
      { at: 9, by: GRACE, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "service",
    classification: "Cross-connect",
    summary: "Cross-connect to the Google meet-me room in FRA2",
    description:
      "LOA-CFA attached to our order; please install the cross-connect for the Interconnect.",
    priority: "medium",
    reporter: GRACE,
    hoursAgo: 90 * 24,
    fields: { change_window: "business_hours", purchase_order: "GLX-PO-54001" },
    events: [
      { at: 30, by: LENA, to: "in_progress", transition: "Start progress" },
      { at: 120, by: LENA, comment: "Installed and tested; light levels -1.8 dBm." },
      { at: 120.1, by: LENA, to: "resolved", transition: "Resolve" },
      { at: 150, by: GRACE, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "technical",
    classification: "Packet loss",
    summary: "Small packet loss on Google Interconnect at night",
    description: "Between 01:00 and 03:00 CET we see 0.2% loss towards europe-west3.",
    priority: "low",
    service: "google",
    reporter: GRACE,
    hoursAgo: 2,
    fields: { impact: "intermittent" },
  },
  {
    type: "service",
    classification: "Cancellation",
    summary: "Cease the old 10G port in FRA1",
    description: "Our migration to the FRA2 100G port is complete; please cease the FRA1 10G port.",
    priority: "low",
    reporter: GRACE,
    hoursAgo: 110 * 24,
    fields: { change_window: "business_hours" },
    events: [
      { at: 50, by: LENA, comment: "Cease confirmed for the end of the month." },
      { at: 50.1, by: LENA, to: "resolved", transition: "Resolve" },
      { at: 300, by: LENA, to: "closed" },
    ],
  },
];
