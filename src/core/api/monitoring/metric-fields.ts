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
