import { FORMAT_FALLBACK } from "./fallback.ts";

/**
 * Bandwidth and port speed for people. Amounts are in Mbps on the wire (DESIGN.md section 8)
 * and shown in the largest unit that keeps the number at 1 or more: 500 Mbps, 1.5 Gbps,
 * 100 Gbps, 1 Tbps; below 1 Mbps in Kbps (0.5 Mbps is 500 Kbps). At most three decimals,
 * which is exact for every speed sold (whole Mbps up to 1 Tbps) and within 0.05% otherwise.
 */
const UNITS = [
  { name: "Kbps", exponent: -3 },
  { name: "Mbps", exponent: 0 },
  { name: "Gbps", exponent: 3 },
  { name: "Tbps", exponent: 6 },
] as const;
type Unit = (typeof UNITS)[number];
export type BandwidthUnit = Unit["name"];

const MBPS: Unit = UNITS[1];

const threeDecimals = new Intl.NumberFormat("en", {
  maximumFractionDigits: 3,
  useGrouping: false,
});

function scaled(mbps: number, unit: Unit): number {
  return unit.exponent >= 0 ? mbps / 10 ** unit.exponent : mbps * 10 ** -unit.exponent;
}

function inUnit(mbps: number, unit: Unit): string {
  return threeDecimals.format(scaled(mbps, unit));
}

/**
 * The unit a speed is shown in: the largest one it reaches, or the next one up when
 * rounding makes it 1000 (999.9996 Mbps is "1 Gbps", not "1000 Mbps").
 */
function unitFor(mbps: number): Unit {
  let index = 0;
  UNITS.forEach((unit, position) => {
    if (scaled(mbps, unit) >= 1) index = position;
  });
  const unit = UNITS[index] ?? MBPS;
  const larger = UNITS[index + 1];
  return larger !== undefined && Number(inUnit(mbps, unit)) >= 1000 ? larger : unit;
}

/** formatBandwidth(1500) is "1.5 Gbps". Negative or non-finite input gives the fallback. */
export function formatBandwidth(
  mbps: number | null | undefined,
  fallback: string = FORMAT_FALLBACK,
): string {
  if (mbps == null || !Number.isFinite(mbps) || mbps < 0) return fallback;
  if (mbps === 0) return `0 ${MBPS.name}`;
  const unit = unitFor(mbps);
  return `${inUnit(mbps, unit)} ${unit.name}`;
}

const BANDWIDTH_TEXT = /^\s*(\d+(?:\.\d+)?)\s*([KMGT])bps\s*$/i;

/**
 * Reads a speed written as formatBandwidth writes it ("1.5 Gbps", "500 kbps") back into
 * Mbps, or undefined when the text is not a speed.
 */
export function parseBandwidth(text: string): number | undefined {
  const match = BANDWIDTH_TEXT.exec(text);
  if (match === null) return undefined;
  const [, amount = "", prefix = ""] = match;
  const unit = UNITS.find((candidate) => candidate.name[0] === prefix.toUpperCase());
  // Shifting the decimal point in the text keeps "1.234 Gbps" exactly 1234.
  return unit === undefined ? undefined : Number(`${amount}e${unit.exponent}`);
}
