// The figures a metrics series carries, named once for the server's telemetry source and the
// portal's CSV export (both must agree on them and their order).

/** The figures of a traffic series, per sample: bits per second, errors and discards per interval. */
export const TRAFFIC_FIELDS = [
  "in_bps",
  "out_bps",
  "in_errors",
  "out_errors",
  "in_discards",
  "out_discards",
] as const;
/** What a radio interface adds. */
export const RADIO_FIELDS = ["rx_level_dbm", "snr_db", "modulation_qam", "temperature_c"] as const;
/** What an EVPL or a cloud connect adds: round-trip latency and jitter (ms), loss (%). */
export const PATH_FIELDS = ["latency_ms", "jitter_ms", "loss_pct"] as const;
/** What an optical port adds: receive and transmit light level (dBm) per lane, 1 to 4. */
export const OPTIC_FIELDS = [
  "rx_dbm_1",
  "rx_dbm_2",
  "rx_dbm_3",
  "rx_dbm_4",
  "tx_dbm_1",
  "tx_dbm_2",
  "tx_dbm_3",
  "tx_dbm_4",
] as const;
export type OpticField = (typeof OPTIC_FIELDS)[number];
/** The per-lane fields of an optic with `lanes` lanes, receive first. */
export function opticFieldsOf(lanes: number): OpticField[] {
  return OPTIC_FIELDS.filter((field) => Number(field.slice(-1)) <= lanes);
}
