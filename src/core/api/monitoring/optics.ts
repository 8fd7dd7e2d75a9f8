/**
 * Optical light levels (issue 48): what each optic's digital diagnostics report per lane, and
 * the alarm and warning thresholds that apply to them. The figures are the IEEE 802.3
 * transmit and receive ranges of each media type (a lane's launch power and the receiver's
 * sensitivity and overload), which is what an optic's own DDM thresholds are set from. The
 * server's telemetry, the chart's threshold lines and the alert rules read the same table.
 */

/** Low and high alarm and warning levels of one direction, in dBm. */
export interface LevelThresholds {
  readonly alarm_low: number;
  readonly warning_low: number;
  readonly warning_high: number;
  readonly alarm_high: number;
}

/** An optic of one media type: its lanes, nominal levels and thresholds. */
export interface OpticProfile {
  readonly media: string;
  readonly lanes: number;
  /** The launch power a new optic has per lane (dBm). */
  readonly nominalTxDbm: number;
  /** The loss of a typical link of this reach (patch panels, splices, fibre), in dB. */
  readonly typicalLinkLossDb: number;
  readonly tx: LevelThresholds;
  readonly rx: LevelThresholds;
}

const profile = (
  media: string,
  lanes: number,
  nominalTxDbm: number,
  typicalLinkLossDb: number,
  tx: readonly [number, number, number, number],
  rx: readonly [number, number, number, number],
): OpticProfile => {
  const thresholds = ([alarm_low, warning_low, warning_high, alarm_high]: readonly [
    number,
    number,
    number,
    number,
  ]) => ({ alarm_low, warning_low, warning_high, alarm_high });
  return { media, lanes, nominalTxDbm, typicalLinkLossDb, tx: thresholds(tx), rx: thresholds(rx) };
};

/**
 * The optical media the portal sells. Copper and unknown media have no light levels.
 * Warning levels are the standard's range; alarms sit 2-3 dB beyond it (a margin before the
 * link fails).
 */
export const OPTIC_PROFILES: Readonly<Record<string, OpticProfile>> = {
  "1000BASE-LX": profile("1000BASE-LX", 1, -6, 4, [-11.5, -9.5, -3, 0], [-22, -19, -3, 0]),
  "10GBASE-LR": profile(
    "10GBASE-LR",
    1,
    -2.5,
    3.5,
    [-10.2, -8.2, 0.5, 2.5],
    [-18.4, -14.4, 0.5, 2.5],
  ),
  "10GBASE-ER": profile("10GBASE-ER", 1, 1, 9, [-6.7, -4.7, 4, 6], [-18.8, -15.8, -1, 1]),
  "100GBASE-LR4": profile(
    "100GBASE-LR4",
    4,
    1,
    3,
    [-7.3, -4.3, 4.5, 7.5],
    [-13.6, -10.6, 4.5, 7.5],
  ),
  "400GBASE-FR4": profile(
    "400GBASE-FR4",
    4,
    1.5,
    3,
    [-6.2, -3.2, 3.5, 6.5],
    [-10.1, -7.1, 3.5, 6.5],
  ),
};

/** The most lanes an optic has (the per-lane fields go up to it). */
export const MAX_LANES = 4;

/** The optic of a media type, or undefined for copper and unknown media. */
export function opticFor(media: string | null | undefined): OpticProfile | undefined {
  return media ? OPTIC_PROFILES[media] : undefined;
}

export type LevelState = "normal" | "warning" | "alarm";

/** Where a level sits against its thresholds: at or past an alarm, at or past a warning, or fine. */
export function levelState(dbm: number, thresholds: LevelThresholds): LevelState {
  if (dbm <= thresholds.alarm_low || dbm >= thresholds.alarm_high) return "alarm";
  if (dbm <= thresholds.warning_low || dbm >= thresholds.warning_high) return "warning";
  return "normal";
}

/** The receive level of a dark fibre (loss of signal): what DDM reads with no light. */
export const LOSS_OF_SIGNAL_DBM = -40;
