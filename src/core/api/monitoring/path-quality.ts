/**
 * The physics of a path between two ends (issue 48: EVPLs and cloud connects), shared by the
 * server's synthetic telemetry and the tests that check it is plausible: light in fibre
 * covers about 200 km per millisecond, routes run some 1.4 times the straight line, and each
 * end adds a little switching time; queues add delay and jitter only as a link fills, and
 * loss appears near line rate or on a faulty path.
 */

/** Kilometres of fibre per millisecond (the speed of light in glass, about 2/3 c). */
const FIBRE_KM_PER_MS = 200;
/** How much longer than the great circle a fibre route runs. */
const ROUTE_FACTOR = 1.4;
/** Switching and serialisation at the ends and on the way, per round trip. */
const EQUIPMENT_MS = 0.3;

/** The great-circle distance between two points (degrees), in kilometres. */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The round-trip time of an idle path of that straight-line length, in milliseconds. */
export function baseRoundTripMs(distanceKm: number): number {
  return (2 * distanceKm * ROUTE_FACTOR) / FIBRE_KM_PER_MS + EQUIPMENT_MS;
}

/** A path's figures at one sample. */
export interface PathSample {
  readonly latency_ms: number;
  readonly jitter_ms: number;
  readonly loss_pct: number;
}

/**
 * What the path measures at `utilisation` (0..1) of its capacity, from `noise` fractions in
 * [0, 1): delay and jitter grow with the queue (a fourth power: barely visible until the
 * link is busy), loss only above 95 % or when `faulty` (a degraded fibre: 1-3 % in bursts,
 * more jitter, as the demo's open ticket reports). An unmeasured path (down) is 100 % loss
 * with no delay figures.
 */
export function pathSample(
  baseMs: number,
  utilisation: number,
  noise: readonly [number, number, number],
  state: "up" | "down" | "faulty",
): PathSample {
  if (state === "down") return { latency_ms: 0, jitter_ms: 0, loss_pct: 100 };
  const queue = utilisation ** 4;
  const [n1, n2, n3] = noise;
  const faulty = state === "faulty";
  const jitter = 0.02 + 0.4 * queue + 0.08 * n2 + (faulty ? 0.6 + 1.5 * n2 : 0);
  const latency = baseMs + 2 * queue + jitter * n1 + (faulty ? 0.8 : 0);
  const congestion = utilisation > 0.95 ? (utilisation - 0.95) * 10 * n3 : 0;
  // A degraded fibre drops in bursts: three samples in four carry 1-3 % loss.
  const fault = faulty && n3 < 0.75 ? 1 + 2 * (n3 / 0.75) : 0;
  return {
    latency_ms: round3(latency),
    jitter_ms: round3(jitter),
    loss_pct: round3(Math.min(100, congestion + fault)),
  };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** What a plausible path sample satisfies: the tests hold every generated sample to it. */
export function pathSampleProblems(sample: PathSample, baseMs: number): string[] {
  const problems: string[] = [];
  if (sample.loss_pct < 0 || sample.loss_pct > 100) problems.push("loss outside 0-100 %");
  if (sample.loss_pct < 100) {
    if (sample.latency_ms < baseMs) problems.push("faster than light in fibre");
    if (sample.jitter_ms < 0 || sample.jitter_ms > sample.latency_ms)
      problems.push("jitter outside 0 and the latency");
  }
  return problems;
}
