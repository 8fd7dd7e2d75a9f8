import type { DemoCompany } from "./demo-accounts.ts";

/** The demo currencies, in their seeding order. */
export const DEMO_CURRENCIES: ReadonlyArray<{
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
}> = [
  { code: "EUR", name: "Euro", symbol: "€" },
  { code: "USD", name: "US Dollar", symbol: "$" },
  { code: "GBP", name: "Pound Sterling", symbol: "£" },
  { code: "CHF", name: "Swiss Franc", symbol: "CHF" },
  { code: "SGD", name: "Singapore Dollar", symbol: "S$" },
];

/** The provider's account managers; companies name theirs by e-mail. */
export const DEMO_ACCOUNT_MANAGERS: ReadonlyArray<{
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}> = [
  { name: "Hannah Whitfield", phone: "+44 20 7946 0321", email: "hannah.whitfield@conduit.test" },
  { name: "Marcus Lindqvist", phone: "+1 646 555 0199", email: "marcus.lindqvist@conduit.test" },
];

export interface DemoCompanyRow {
  readonly key: DemoCompany;
  readonly name: string;
  readonly legalName: string;
  readonly isProvider?: boolean;
  /** E-mail of the account manager in DEMO_ACCOUNT_MANAGERS, if the company has one. */
  readonly accountManager?: string;
  /**
   * Currency code its people get as their default currency: a customer's is the currency it is
   * billed in (DEMO_CUSTOMER_ACCOUNTS), so its prices, estimate and invoices agree (issue 40).
   */
  readonly defaultCurrency: string;
}

/** The provider and the two customer companies, in their seeding order. */
export const DEMO_COMPANIES: ReadonlyArray<DemoCompanyRow> = [
  {
    key: "provider",
    name: "Conduit Networks",
    legalName: "Conduit Networks Ltd",
    isProvider: true,
    defaultCurrency: "EUR",
  },
  {
    key: "acme",
    name: "Acme Corp",
    legalName: "Acme Corporation Limited",
    accountManager: "hannah.whitfield@conduit.test",
    defaultCurrency: "GBP",
  },
  {
    key: "globex",
    name: "Globex",
    legalName: "Globex Industries Inc.",
    accountManager: "marcus.lindqvist@conduit.test",
    defaultCurrency: "EUR",
  },
];
