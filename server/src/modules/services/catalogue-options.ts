import type { SpeedOption } from "../../../../src/core/api/reference/index.ts";
import type { CloudConnectType } from "../../../../src/core/api/services/index.ts";
import { formatBandwidth } from "../../../../src/core/format/bandwidth.ts";

/**
 * What the provider sells, as data: port speeds, connection bandwidths and the cloud products
 * a cloud connect can reach (GET /port-speeds, /bandwidths, /services/cc_types). Labels come
 * from the core's bandwidth format, so they read as every other speed of the portal.
 */
const option = (mbps: number, index: number): SpeedOption => ({
  id: String(index + 1),
  mbps,
  label: formatBandwidth(mbps),
});

export const PORT_SPEEDS: ReadonlyArray<SpeedOption> = [1000, 10000, 100000, 400000].map(option);

export const BANDWIDTHS: ReadonlyArray<SpeedOption> = [
  50, 100, 200, 500, 1000, 2000, 5000, 10000, 50000, 100000,
].map(option);

export const CLOUD_CONNECT_TYPES: ReadonlyArray<CloudConnectType> = [
  { id: "1", provider: "aws", name: "AWS Direct Connect", key_label: "AWS account ID" },
  { id: "2", provider: "azure", name: "Azure ExpressRoute", key_label: "ExpressRoute service key" },
  { id: "3", provider: "google", name: "Google Partner Interconnect", key_label: "Pairing key" },
];
