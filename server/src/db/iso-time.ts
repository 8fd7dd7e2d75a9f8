/** SQL of a timestamptz column as the contract's ISO 8601 UTC time ("2026-11-24T17:00:00.000Z"). */
export const isoTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
