import { Link, useSearchParams } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { heading, panel, textLink } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { usePriceList } from "../../../../adapters/resources/ordering/pricing.ts";
import { useLocations } from "../../../../adapters/resources/reference/locations.ts";
import {
  OFFERED_CURRENCIES,
  ORDER_FLOW_LABELS,
  ORDER_FLOWS,
  type PriceListRow,
  priceBookCurrency,
  priceBookOf,
} from "../../../../core/api/ordering/index.ts";
import { ErrorState, LoadingState } from "../../../components/records/query-states.tsx";
import { SelectField } from "../../../components/text-field.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { PriceTable } from "../shared/price-table.tsx";

/**
 * /pricing: the price list for anyone signed in: ports by speed, cloud connects and EVPLs by
 * bandwidth, each by term, from the price book of the user's chosen currency (issue 40), or
 * of another offered currency to compare (nothing is converted: each book is its own). The
 * location and currency (in the address, so a link keeps them) narrow the ports to the speeds
 * sold there and pick the book.
 */
export function PricingPage() {
  usePageTitle("Pricing");
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const locations = useLocations();
  const known = locations.data?.results ?? [];
  const asked = params.get("location") ?? "";
  // An unknown location or currency is dropped rather than failing the list.
  const location = known.some((entry) => entry.id === asked) ? asked : "";
  const askedCurrency = params.get("currency") ?? "";
  const otherBook = priceBookOf(askedCurrency) === undefined ? "" : askedCurrency;
  const list = usePriceList(location, otherBook);
  const metros = [...new Set(known.map((entry) => entry.metro))].sort();
  const currency = list.data?.currency ?? "";
  // The book of the user's currency (core's rule; /me names the billing currency when the
  // user chose none), else the one the list answered without a comparison book.
  const code = user?.default_currency.code;
  const own =
    code !== undefined ? priceBookCurrency(code, undefined) : otherBook === "" ? currency : "";
  const rows = list.data?.results ?? [];
  const choose = (key: "location" | "currency", value: string) => {
    const next = new URLSearchParams(params);
    if (value === "") next.delete(key);
    else next.set(key, value);
    setParams(next);
  };
  return (
    <>
      <PageHeader title="Pricing" subtitle="Monthly and one-off prices by term, excluding tax." />
      <div
        className={grid({
          gap: "4",
          gridTemplateColumns: { base: "1fr", md: "[minmax(0, 24rem) minmax(0, 12rem)]" },
          mb: "2",
        })}
      >
        <SelectField
          label="Data centre"
          value={location}
          onChange={(event) => choose("location", event.target.value)}
        >
          <option value="">All data centres</option>
          {metros.map((metro) => (
            <optgroup key={metro} label={metro}>
              {known
                .filter((entry) => entry.metro === metro)
                .map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          label="Currency"
          value={otherBook === "" ? own : otherBook}
          onChange={(event) =>
            choose("currency", event.target.value === own ? "" : event.target.value)
          }
        >
          {OFFERED_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
              {code === own ? " (yours)" : ""}
            </option>
          ))}
        </SelectField>
      </div>
      <p className={css({ mb: "6", color: "text.muted", fontSize: "sm" })}>
        {currency === "" || currency === own
          ? `Prices from the ${own} price book, your chosen currency: the wizard and your orders use it. `
          : `Prices from the ${currency} price book, for comparison: the wizard and your orders use ${own}, your chosen currency. `}
        <Link className={textLink()} to="/account-settings/me">
          Change your currency
        </Link>
      </p>
      {list.isPending && <LoadingState label="Loading prices…" />}
      {list.error !== null && <ErrorState message={list.error} onRetry={list.refetch} />}
      {list.data !== undefined &&
        ORDER_FLOWS.map((flow) => (
          <section key={flow} className={css({ mb: "8" })} aria-labelledby={`prices-${flow}`}>
            <h2 id={`prices-${flow}`} className={heading({ size: "part" })}>
              {ORDER_FLOW_LABELS[flow]}
            </h2>
            <div
              className={grid({
                gap: "4",
                gridTemplateColumns: {
                  base: "1fr",
                  md: "repeat(2, minmax(0, 1fr))",
                  xl: "repeat(3, minmax(0, 1fr))",
                },
              })}
            >
              {rows
                .filter((row: PriceListRow) => row.type === flow)
                .map((row) => (
                  <div key={`${row.type}-${row.mbps}`} className={panel()}>
                    <PriceTable terms={row.terms} caption={`${row.label} (${currency})`} />
                  </div>
                ))}
            </div>
          </section>
        ))}
    </>
  );
}
