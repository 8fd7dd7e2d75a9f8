import type { ServiceType } from "../../../../src/core/api/services/index.ts";

/**
 * The provider's network and catalogue (issue 14): POPs, data centres with their real
 * operators and addresses, product categories and products, and why a customer may cease.
 * Rows name each other by key; the loader (services.ts) turns keys into ids.
 */

export const DEMO_POPS = [
  { code: "LON1", name: "London 1", metro: "London", country: "GB" },
  { code: "LON2", name: "London 2", metro: "London", country: "GB" },
  { code: "AMS5", name: "Amsterdam 5", metro: "Amsterdam", country: "NL" },
  { code: "FRA2", name: "Frankfurt 2", metro: "Frankfurt", country: "DE" },
  { code: "PAR3", name: "Paris 3", metro: "Paris", country: "FR" },
  { code: "DUB1", name: "Dublin 1", metro: "Dublin", country: "IE" },
  { code: "NYC3", name: "New York 3", metro: "New York", country: "US" },
  { code: "SIN1", name: "Singapore 1", metro: "Singapore", country: "SG" },
] as const;
export type PopCode = (typeof DEMO_POPS)[number]["code"];

export interface DemoLocation {
  readonly key: string;
  readonly name: string;
  readonly operator: string;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly pop: PopCode;
}

export const DEMO_LOCATIONS = [
  {
    key: "LD8",
    name: "Equinix LD8",
    operator: "Equinix",
    address: "6/7 Harbour Exchange Square, London E14 9GE",
    latitude: 51.4987,
    longitude: -0.0149,
    pop: "LON1",
  },
  {
    key: "THN",
    name: "Telehouse North",
    operator: "Telehouse",
    address: "Coriander Avenue, London E14 2AA",
    latitude: 51.5116,
    longitude: -0.0017,
    pop: "LON2",
  },
  {
    key: "AM5",
    name: "Equinix AM5",
    operator: "Equinix",
    address: "Schepenbergweg 42, 1105 AT Amsterdam",
    latitude: 52.2942,
    longitude: 4.9451,
    pop: "AMS5",
  },
  {
    key: "FR5",
    name: "Equinix FR5",
    operator: "Equinix",
    address: "Kleyerstraße 90, 60326 Frankfurt am Main",
    latitude: 50.0994,
    longitude: 8.6245,
    pop: "FRA2",
  },
  {
    key: "FRA2",
    name: "Interxion FRA2",
    operator: "Digital Realty",
    address: "Hanauer Landstraße 298, 60314 Frankfurt am Main",
    latitude: 50.1189,
    longitude: 8.7357,
    pop: "FRA2",
  },
  {
    key: "PA3",
    name: "Equinix PA3",
    operator: "Equinix",
    address: "114 Rue Ambroise Croizat, 93200 Saint-Denis",
    latitude: 48.9227,
    longitude: 2.3579,
    pop: "PAR3",
  },
  {
    key: "DUB1",
    name: "Digital Realty DUB1",
    operator: "Digital Realty",
    address: "Unit 2, Northwest Business Park, Dublin 15",
    latitude: 53.4054,
    longitude: -6.3669,
    pop: "DUB1",
  },
  {
    key: "NY5",
    name: "Equinix NY5",
    operator: "Equinix",
    address: "800 Secaucus Road, Secaucus, NJ 07094",
    latitude: 40.7778,
    longitude: -74.0702,
    pop: "NYC3",
  },
  {
    key: "SG1",
    name: "Equinix SG1",
    operator: "Equinix",
    address: "20 Ayer Rajah Crescent, Singapore 139964",
    latitude: 1.2966,
    longitude: 103.7869,
    pop: "SIN1",
  },
] as const satisfies ReadonlyArray<DemoLocation>;
export type LocationKey = (typeof DEMO_LOCATIONS)[number]["key"];

export const DEMO_PRODUCT_CATEGORIES = [
  { key: "ports", name: "Ports", serviceType: "port" },
  { key: "cloud", name: "Cloud connectivity", serviceType: "cloud_connect" },
  { key: "ethernet", name: "Ethernet private lines", serviceType: "evpl" },
  { key: "other", name: "Cross connects and services", serviceType: "other" },
] as const satisfies ReadonlyArray<{ key: string; name: string; serviceType: ServiceType }>;

export const DEMO_PRODUCTS = [
  {
    key: "port-1g",
    name: "Port 1G",
    category: "ports",
    description: "1 Gbps Ethernet port, single-mode fibre.",
  },
  {
    key: "port-10g",
    name: "Port 10G",
    category: "ports",
    description: "10 Gbps Ethernet port, single-mode fibre.",
  },
  {
    key: "port-100g",
    name: "Port 100G",
    category: "ports",
    description: "100 Gbps Ethernet port, LR4 optics.",
  },
  {
    key: "aws-dx",
    name: "AWS Direct Connect",
    category: "cloud",
    description: "Hosted connection into AWS.",
  },
  {
    key: "azure-er",
    name: "Azure ExpressRoute",
    category: "cloud",
    description: "ExpressRoute circuit into Microsoft Azure.",
  },
  {
    key: "google-pi",
    name: "Google Partner Interconnect",
    category: "cloud",
    description: "Partner Interconnect attachment into Google Cloud.",
  },
  {
    key: "evpl",
    name: "EVPL",
    category: "ethernet",
    description: "Point-to-point Ethernet virtual private line.",
  },
  {
    key: "cross-connect",
    name: "Cross connect",
    category: "other",
    description: "Fibre cross connect inside a data centre.",
  },
  {
    key: "remote-hands",
    name: "Remote hands",
    category: "other",
    description: "Hours of on-site technician time.",
  },
] as const;
export type ProductKey = (typeof DEMO_PRODUCTS)[number]["key"];

export const DEMO_CEASE_REASONS = [
  "No longer needed",
  "Moving to another location",
  "Moving to another provider",
  "Cost",
  "Performance or reliability",
  "Replaced by a faster service",
  "Other",
] as const;
