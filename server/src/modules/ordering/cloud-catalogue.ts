import type {
  AzureKeyCheck,
  CloudProviderRecord,
  CloudRegion,
} from "../../../../src/core/api/ordering/index.ts";

/**
 * The clouds as data (issue 18): the providers a cloud connect reaches, the regions where each
 * meets the network, and the ExpressRoute circuits the simulated Azure knows. The reference
 * server stands in for the clouds' own APIs, so what they would answer is a table here.
 */
export const CLOUD_PROVIDER_RECORDS: ReadonlyArray<CloudProviderRecord> = [
  { id: "aws", name: "AWS Direct Connect", key_label: "AWS account ID and ASN" },
  { id: "azure", name: "Azure ExpressRoute", key_label: "ExpressRoute service key" },
  { id: "google", name: "Google Partner Interconnect", key_label: "Pairing key" },
];

export const CLOUD_REGIONS: ReadonlyArray<CloudRegion> = [
  { id: "eu-west-2", provider: "aws", name: "Europe (London)", metro: "London" },
  { id: "eu-central-1", provider: "aws", name: "Europe (Frankfurt)", metro: "Frankfurt" },
  { id: "eu-west-1", provider: "aws", name: "Europe (Ireland)", metro: "Dublin" },
  { id: "us-east-1", provider: "aws", name: "US East (N. Virginia)", metro: "New York" },
  { id: "uksouth", provider: "azure", name: "UK South", metro: "London" },
  { id: "westeurope", provider: "azure", name: "West Europe", metro: "Amsterdam" },
  { id: "germanywestcentral", provider: "azure", name: "Germany West Central", metro: "Frankfurt" },
  { id: "europe-west2", provider: "google", name: "London (europe-west2)", metro: "London" },
  {
    id: "europe-west4",
    provider: "google",
    name: "Netherlands (europe-west4)",
    metro: "Amsterdam",
  },
  { id: "europe-west3", provider: "google", name: "Frankfurt (europe-west3)", metro: "Frankfurt" },
];

/**
 * ExpressRoute circuits created in the simulated Azure, by service key: what
 * /sdn/aer/validate_key answers. A well-formed key not listed names no circuit.
 */
export const AZURE_CIRCUITS: ReadonlyArray<AzureKeyCheck> = [
  {
    service_key: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
    bandwidth_mbps: 1000,
    peering_location: "London",
  },
  {
    service_key: "0b8e7d6c-5a4f-4e3d-9c2b-1a0f9e8d7c6b",
    bandwidth_mbps: 500,
    peering_location: "Amsterdam",
  },
  {
    service_key: "c4a1e2f3-7b6d-4a5c-8e9f-0a1b2c3d4e5f",
    bandwidth_mbps: 10000,
    peering_location: "Frankfurt",
  },
];

export function azureCircuit(key: string): AzureKeyCheck | undefined {
  const wanted = key.trim().toLowerCase();
  return AZURE_CIRCUITS.find((circuit) => circuit.service_key === wanted);
}

export function regionOf(provider: string, region: string): CloudRegion | undefined {
  return CLOUD_REGIONS.find((entry) => entry.provider === provider && entry.id === region);
}
