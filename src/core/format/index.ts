export { type BandwidthUnit, formatBandwidth, parseBandwidth } from "./bandwidth.ts";
export { formatCalendarDay } from "./calendar-day.ts";
export {
  type Country,
  countryByCode,
  listCountries,
  SUGGESTED_COUNTRY_CODES,
} from "./countries.ts";
export { type DisplayDateOptions, formatDisplayDate, toDate } from "./display-date.ts";
export { FORMAT_FALLBACK } from "./fallback.ts";
export { DEFAULT_MONEY_LOCALE, formatMoney, formatMoneyOf } from "./money.ts";
export { pageTitle } from "./page-title.ts";
export { countryFromPhone } from "./phone-country.ts";
