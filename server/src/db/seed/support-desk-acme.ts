import type { DemoTicket } from "./support-desk-story.ts";

/** Acme's ticket history: newest first, every status, comments from both sides. */

const ALICE = "admin@acme.test";
const SAM = "support@acme.test";
const NADIA = "noc@acme.test";
const OLIVIA = "otp@acme.test";
const VICTOR = "viewer@acme.test";
const PRIYA = "Priya Raman";
const TOM = "Tom Becker";
const NOC = "Conduit NOC";
const BILLING = "Martin Osei";

export const ACME_TICKETS: ReadonlyArray<DemoTicket> = [
  {
    type: "technical",
    classification: "Packet loss",
    summary: "Intermittent packet loss on LON1-AMS5 EVPL",
    description:
      "Since this morning our monitoring shows 1-3% packet loss across the EVPL between London and Amsterdam, mostly in bursts of a few seconds. Our CPE interfaces show no errors.",
    priority: "high",
    service: "evpl",
    reporter: NADIA,
    followers: [SAM, ALICE],
    hoursAgo: 3,
    fields: { impact: "degraded", troubleshooting: "MTR from both ends attached to our NOC case." },
    events: [
      { at: 0.5, by: NOC, to: "in_progress", transition: "Start progress" },
      {
        at: 0.6,
        by: NOC,
        comment:
          "We can see CRC errors on the AMS5 handoff. An engineer is checking the optics and the patch panel at AMS5 now.",
      },
    ],
  },
  {
    type: "service",
    classification: "Speed change",
    summary: "Upgrade AWS eu-west-2 Cloud Connect from 1G to 2G",
    description:
      "Please raise the bandwidth of our AWS eu-west-2 connection to 2 Gbps ahead of the quarter-end batch runs. The hosted connection on the AWS side will be accepted by our cloud team.",
    priority: "medium",
    service: "aws",
    reporter: ALICE,
    hoursAgo: 20,
    fields: { change_window: "out_of_hours", purchase_order: "PO-ACME-7731" },
  },
  {
    type: "technical",
    classification: "Interface errors or flapping",
    summary: "LON1-LD8 port flapped three times overnight",
    description:
      "Port SVC-10001 went down and up three times between 01:10 and 01:40 UTC. Each time it came back within 20 seconds. Light levels on our side look normal.",
    priority: "high",
    service: "port",
    reporter: SAM,
    followers: [NADIA],
    hoursAgo: 30,
    fields: { impact: "intermittent", site_contact: "Samuel Stone, +44 20 7946 0144" },
    events: [
      { at: 1, by: PRIYA, to: "in_progress", transition: "Start progress" },
      {
        at: 2,
        by: PRIYA,
        comment:
          "Our router logged the same flaps with 'remote fault'. Could you send the transceiver model and the receive level from your side?",
      },
      { at: 2.1, by: PRIYA, to: "waiting_for_customer", transition: "Request information" },
    ],
  },
  {
    type: "maintenance",
    classification: "Impact question",
    summary: "Will the LD8 line card swap affect our LACP bundle?",
    description:
      "The notice for the LD8 line card replacement says ports move one at a time. Our two LD8 ports form one LACP bundle: will both members ever be down together?",
    priority: "low",
    service: "port",
    reporter: NADIA,
    hoursAgo: 2 * 24,
    fields: { maintenance_reference: "MNT-0142", affected_service: "SVC-10001" },
    events: [
      {
        at: 3,
        by: TOM,
        comment:
          "No: the members sit on different cards and are moved in separate steps, 30 minutes apart. Expect one member down for up to 15 minutes.",
      },
      { at: 3.1, by: TOM, to: "resolved", transition: "Resolve" },
    ],
  },
  {
    type: "billing",
    classification: "Invoice query",
    summary: "Cross-connect charged twice on the latest invoice",
    description:
      "The cross-connect at LD8 (one-time charge) appears twice on the latest invoice. Please check and send a corrected invoice.",
    priority: "medium",
    reporter: ALICE,
    hoursAgo: 4 * 24,
    fields: { invoice_number: "INV-2026-00418", amount: "GBP 350.00" },
    events: [
      { at: 20, by: BILLING, to: "in_progress", transition: "Start progress" },
      {
        at: 21,
        by: BILLING,
        comment:
          "Thanks for spotting this. The second line is a duplicate; a credit note will follow with the next invoice run.",
      },
    ],
  },
  {
    type: "technical",
    classification: "BGP session issue",
    summary: "BGP session to Azure UK South drops every few hours",
    description:
      "The private peering BGP session on the ExpressRoute resets roughly every 4 hours with hold timer expiry. Azure support says their side is healthy.",
    priority: "critical",
    service: "azure",
    reporter: NADIA,
    followers: [ALICE, SAM, VICTOR],
    hoursAgo: 6 * 24,
    fields: { impact: "intermittent" },
    events: [
      { at: 0.3, by: NOC, to: "in_progress", transition: "Start progress" },
      {
        at: 4,
        by: NOC,
        comment:
          "We found BFD timers on the gateway mismatched after last week's change and fixed them.",
      },
      { at: 30, by: NADIA, comment: "No resets for 24 hours now. Thanks!" },
      { at: 31, by: NADIA, to: "resolved", transition: "Mark as resolved" },
    ],
  },
  {
    type: "service",
    classification: "Data centre access",
    summary: "Access for two engineers at Equinix LD8 on Thursday",
    description:
      "Please arrange access to our cage for Jon Price and Mei Tan on Thursday between 09:00 and 13:00 to rack a new firewall pair.",
    priority: "medium",
    reporter: SAM,
    hoursAgo: 9 * 24,
    fields: { change_window: "business_hours", requested_date: "" },
    events: [
      {
        at: 5,
        by: PRIYA,
        comment: "Access is booked; Equinix will send the visitor codes by email.",
      },
      { at: 5.1, by: PRIYA, to: "resolved", transition: "Resolve" },
      { at: 60, by: SAM, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "technical",
    classification: "High latency",
    summary: "Latency to AWS eu-west-2 doubled after maintenance",
    description:
      "Since the maintenance on Saturday, round-trip time from our London office to our VPC went from 2 ms to 4-5 ms. Traceroute now shows an extra hop via Slough.",
    priority: "high",
    service: "aws",
    reporter: OLIVIA,
    followers: [NADIA],
    hoursAgo: 12 * 24,
    fields: { impact: "degraded" },
    events: [
      { at: 2, by: TOM, to: "in_progress", transition: "Start progress" },
      {
        at: 8,
        by: TOM,
        comment:
          "Traffic is following the backup path after the gateway upgrade. We will move it back in tonight's window.",
      },
      { at: 30, by: TOM, to: "resolved", transition: "Resolve" },
      { at: 40, by: OLIVIA, comment: "Latency is back to 2 ms. Closing." },
      { at: 40.1, by: OLIVIA, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "service",
    classification: "Configuration change",
    summary: "Add VLAN 2140 to the LON1-AMS5 EVPL",
    description:
      "Please add VLAN 2140 (tagged) to the EVPL alongside the existing VLAN 2100, for our new backup replication traffic.",
    priority: "low",
    service: "evpl",
    reporter: NADIA,
    hoursAgo: 15 * 24,
    fields: { change_window: "next_maintenance_window" },
    events: [
      { at: 10, by: PRIYA, to: "in_progress", transition: "Start progress" },
      {
        at: 11,
        by: PRIYA,
        comment: "Can you confirm the MTU you need on the new VLAN? The EVPL supports up to 9100.",
      },
      { at: 11.1, by: PRIYA, to: "waiting_for_customer", transition: "Request information" },
      { at: 30, by: NADIA, comment: "9000 please, same as VLAN 2100." },
      { at: 30.1, by: NADIA, to: "in_progress", transition: "Respond" },
      { at: 60, by: PRIYA, comment: "VLAN 2140 is configured with MTU 9000 on both ends." },
      { at: 60.1, by: PRIYA, to: "resolved", transition: "Resolve" },
    ],
  },
  {
    type: "billing",
    classification: "Credit request",
    summary: "Service credit for the AWS Cloud Connect outage",
    description:
      "Under the SLA we would like to claim a service credit for last month's 3 hour outage of the AWS eu-west-2 Cloud Connect.",
    priority: "medium",
    service: "aws",
    reporter: ALICE,
    hoursAgo: 20 * 24,
    events: [
      { at: 24, by: BILLING, to: "in_progress", transition: "Start progress" },
      {
        at: 48,
        by: BILLING,
        comment:
          "Approved: a credit of 10% of the monthly charge will appear on your next invoice.",
      },
      { at: 48.1, by: BILLING, to: "resolved", transition: "Resolve" },
    ],
  },
  {
    type: "technical",
    classification: "Service down",
    summary: "AWS Cloud Connect down: no BGP, no light",
    description:
      "The AWS eu-west-2 connection went down at 14:02 UTC. BGP is idle and the virtual interface shows down in the AWS console.",
    priority: "critical",
    service: "aws",
    reporter: NADIA,
    followers: [ALICE, SAM],
    hoursAgo: 34 * 24,
    fields: { impact: "service_down" },
    events: [
      { at: 0.1, by: NOC, to: "in_progress", transition: "Start progress" },
      { at: 0.5, by: NOC, comment: "Confirmed: a fibre cut between Telehouse North and our PoP." },
      { at: 3, by: NOC, comment: "Traffic restored over a temporary path. Splicing continues." },
      { at: 3.1, by: NOC, to: "resolved", transition: "Resolve" },
      { at: 30, by: NADIA, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "service",
    classification: "Cross-connect",
    summary: "New cross-connect from our LD8 cage to the AWS Direct Connect room",
    description:
      "We need a single-mode LC/LC cross-connect from cage LD8:01:0412 panel 2 ports 7-8 to the AWS meet-me room. The LOA is with our cloud team.",
    priority: "medium",
    reporter: SAM,
    hoursAgo: 41 * 24,
    fields: { change_window: "business_hours", purchase_order: "PO-ACME-7604" },
    events: [
      { at: 20, by: TOM, to: "in_progress", transition: "Start progress" },
      {
        at: 96,
        by: TOM,
        comment: "The cross-connect is installed and tested; light levels -2.1 dBm.",
      },
      { at: 96.1, by: TOM, to: "resolved", transition: "Resolve" },
      { at: 120, by: SAM, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "maintenance",
    classification: "Reschedule request",
    summary: "Please move the Azure router firmware update by a week",
    description:
      "The firmware update on the Azure UK South ExpressRoute falls on our month-end close. Could it move to the following weekend?",
    priority: "medium",
    service: "azure",
    reporter: ALICE,
    hoursAgo: 48 * 24,
    fields: { maintenance_reference: "MNT-0133", affected_service: "SVC-10004" },
    events: [
      {
        at: 6,
        by: PRIYA,
        comment:
          "We cannot move it for all customers, but your ExpressRoute can be upgraded separately on the following Saturday at 02:00 UTC.",
      },
      { at: 6.1, by: PRIYA, to: "resolved", transition: "Resolve" },
      { at: 10, by: ALICE, comment: "That works, thank you." },
      { at: 10.1, by: ALICE, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "technical",
    classification: "Cloud connectivity",
    summary: "Azure ExpressRoute shows provisioned but no traffic",
    description:
      "The circuit is provisioned in the Azure portal and BGP is up, but no prefixes are received on the private peering.",
    priority: "high",
    service: "azure",
    reporter: OLIVIA,
    hoursAgo: 55 * 24,
    fields: { impact: "service_down" },
    events: [
      { at: 1, by: TOM, to: "in_progress", transition: "Start progress" },
      {
        at: 3,
        by: TOM,
        comment:
          "The route filter on our side still had the old prefix list. Updated; prefixes are flowing.",
      },
      { at: 3.1, by: TOM, to: "resolved", transition: "Resolve" },
      { at: 20, by: OLIVIA, comment: "Actually we still miss 10.40.0.0/16." },
      { at: 20.1, by: OLIVIA, to: "open", transition: "Reopen" },
      { at: 22, by: TOM, to: "in_progress", transition: "Start progress" },
      { at: 23, by: TOM, comment: "Added 10.40.0.0/16 to the filter; please check again." },
      { at: 23.1, by: TOM, to: "resolved", transition: "Resolve" },
      { at: 40, by: OLIVIA, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "billing",
    classification: "Billing contact change",
    summary: "Send invoices to accounts-payable@acme.test",
    description:
      "From next month please send all invoices to accounts-payable@acme.test instead of Alice's address.",
    priority: "low",
    reporter: ALICE,
    hoursAgo: 63 * 24,
    events: [
      {
        at: 30,
        by: BILLING,
        comment: "Done: the billing contact is updated for all your accounts.",
      },
      { at: 30.1, by: BILLING, to: "resolved", transition: "Resolve" },
      { at: 200, by: BILLING, to: "closed" },
    ],
  },
  {
    type: "technical",
    classification: "Packet loss",
    summary: "Packet loss during peak hours on LON1-LD8 port",
    description:
      "Between 18:00 and 21:00 UTC we see up to 0.5% loss on the 10G port. Utilisation is around 7 Gbps at those times.",
    priority: "medium",
    service: "port",
    reporter: SAM,
    hoursAgo: 70 * 24,
    fields: { impact: "degraded" },
    events: [
      { at: 4, by: PRIYA, to: "in_progress", transition: "Start progress" },
      {
        at: 30,
        by: PRIYA,
        comment:
          "Microbursts exceed the port buffer. We suggest enabling the second port of the LAG.",
      },
      { at: 30.1, by: PRIYA, to: "waiting_for_customer", transition: "Request information" },
      { at: 240, by: PRIYA, to: "resolved" },
      { at: 400, by: PRIYA, to: "closed" },
    ],
  },
  {
    type: "service",
    classification: "Cancellation",
    summary: "Cancel the temporary 1G test port in LD8",
    description:
      "The 1G port we used for the firewall migration is no longer needed. Please cease it at the end of its minimum term.",
    priority: "low",
    reporter: ALICE,
    hoursAgo: 85 * 24,
    fields: { change_window: "business_hours" },
    events: [
      { at: 48, by: TOM, comment: "The cease is booked for the end of the term, on the 30th." },
      { at: 48.1, by: TOM, to: "resolved", transition: "Resolve" },
      { at: 90, by: ALICE, to: "closed", transition: "Close" },
    ],
  },
  {
    type: "technical",
    classification: "High latency",
    summary: "Jitter on the Amsterdam EVPL affects our VoIP trunk",
    description:
      "Our SIP provider reports jitter above 30 ms on calls routed over the EVPL to Amsterdam.",
    priority: "medium",
    service: "evpl",
    reporter: NADIA,
    hoursAgo: 100 * 24,
    fields: { impact: "degraded" },
    events: [
      { at: 3, by: NOC, to: "in_progress", transition: "Start progress" },
      { at: 26, by: NOC, comment: "A degraded amplifier on the route was replaced overnight." },
      { at: 26.1, by: NOC, to: "resolved", transition: "Resolve" },
      { at: 200, by: NOC, to: "closed" },
    ],
  },
  {
    type: "service",
    classification: "Configuration change",
    summary: "Enable BFD on the AWS Cloud Connect BGP session",
    description: "Please enable BFD with 300 ms x 3 on the BGP session of our AWS connection.",
    priority: "low",
    service: "aws",
    reporter: OLIVIA,
    hoursAgo: 1.5,
    fields: { change_window: "out_of_hours" },
  },
  {
    type: "billing",
    classification: "Payment",
    summary: "Remittance advice for the Q3 payment",
    description:
      "We paid invoices INV-2026-00311 to 00318 in one transfer. Remittance advice attached to our email of Monday; please confirm they are all settled.",
    priority: "low",
    reporter: ALICE,
    hoursAgo: 26 * 24,
    events: [
      { at: 10, by: BILLING, comment: "All eight invoices are marked paid. Thank you." },
      { at: 10.1, by: BILLING, to: "resolved", transition: "Resolve" },
    ],
  },
];
