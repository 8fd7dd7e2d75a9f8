/**
 * The form of a port order every check accepts: 10GBASE-LR at 10 Gb/s in location 1 (LD8),
 * blue diversity zone, 24 months. A test names its port and may add or change fields (a
 * purchase order, another term).
 */
export const portOrderForm = (
  name: string,
  fields: Readonly<Record<string, string>> = {},
): Record<string, string> => ({
  location: "1",
  speed_mbps: "10000",
  media: "10GBASE-LR",
  diversity_zone: "blue",
  term_months: "24",
  name,
  ...fields,
});
