import { format } from "date-fns";
import { DATE_DISPLAY_FORMAT } from "../../../core/constants.ts";
import { formatDisplayDate, toDate } from "../../../core/format/display-date.ts";

/**
 * A date as the portal shows it (spec section 9: relative under 24 hours, else
 * "Nov 21, 2026 14:05"), in a <time> element with the exact moment as its tooltip.
 */
export function DisplayTime({
  value,
  now,
  fallback,
}: {
  readonly value: string | null | undefined;
  readonly now: Date;
  readonly fallback?: string;
}) {
  const date = toDate(value);
  const text = formatDisplayDate(value, { now, ...(fallback === undefined ? {} : { fallback }) });
  if (date === undefined || value == null) return <>{text}</>;
  return (
    <time dateTime={value} title={format(date, DATE_DISPLAY_FORMAT)}>
      {text}
    </time>
  );
}
