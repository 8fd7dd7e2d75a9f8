import { Schema } from "effect";
import { Id, IsoDateTime, NonEmptyString } from "../primitives.ts";

/** Severities the portal styles; anything else is shown as "info". */
export const BANNER_SEVERITIES = ["info", "warning", "critical"] as const;
export type BannerSeverity = (typeof BANNER_SEVERITIES)[number];

/**
 * A notice shown across the top of every private page (a planned maintenance, an incident).
 * `url` is where "more" leads, a portal path or an absolute link; `ends_at` null means until
 * withdrawn. `severity` stays open so an unknown value does not hide the banner.
 */
export const BannerAlert = Schema.Struct({
  id: Id,
  message: NonEmptyString,
  severity: NonEmptyString,
  url: Schema.NullOr(Schema.String),
  starts_at: IsoDateTime,
  ends_at: Schema.NullOr(IsoDateTime),
});

/** GET /banner-alert: the alert in force now, or null when there is none. */
export const CurrentBannerAlert = Schema.NullOr(BannerAlert);
export type CurrentBannerAlert = typeof CurrentBannerAlert.Type;

function isBannerSeverity(value: string): value is BannerSeverity {
  return (BANNER_SEVERITIES as ReadonlyArray<string>).includes(value);
}

/** The style of a banner from its severity, "info" for values the portal does not know. */
export function bannerSeverity(severity: string): BannerSeverity {
  return isBannerSeverity(severity) ? severity : "info";
}
