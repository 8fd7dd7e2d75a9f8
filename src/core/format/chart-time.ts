import { format } from "date-fns";
import { DATE_DISPLAY_FORMAT } from "../constants.ts";

/** A day in seconds: ticks closer together than this name hours, further apart days. */
const DAY_SECONDS = 86_400;

/**
 * The time labels of a chart's axis, in the portal's own words for dates (DATE_DISPLAY_FORMAT:
 * "Nov 21, 2026 14:05") rather than a chart library's US "11/21": "Nov 21" for ticks a day or
 * more apart; for ticks hours apart "14:05", and "Nov 21" for the tick at the start of a day,
 * short enough for a phone's axis. `ticks` are seconds since the epoch; like every absolute
 * date of the portal they are shown in the runtime's time zone.
 */
export function formatChartTicks(ticks: ReadonlyArray<number>): string[] {
  const step = ticks.length > 1 ? Math.abs((ticks[1] ?? 0) - (ticks[0] ?? 0)) : DAY_SECONDS;
  return ticks.map((tick) => {
    const date = new Date(tick * 1000);
    const midnight = date.getHours() === 0 && date.getMinutes() === 0;
    return step >= DAY_SECONDS || midnight ? format(date, "LLL dd") : format(date, "HH:mm");
  });
}

/** One moment of a chart (its legend, under the pointer), as the portal writes a date. */
export function formatChartMoment(seconds: number): string {
  return format(new Date(seconds * 1000), DATE_DISPLAY_FORMAT);
}
