import { type FormEvent, useState } from "react";
import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { heading, panel } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import {
  useCurrencies,
  useUpdateDefaultCurrency,
} from "../../../../adapters/resources/account/currencies.ts";
import { useUpdateOwnDetails } from "../../../../adapters/resources/account/own-details.ts";
import { countryByCode } from "../../../../core/format/countries.ts";
import { countryFromPhone } from "../../../../core/format/phone-country.ts";
import { Button } from "../../../components/button.tsx";
import { SelectField } from "../../../components/text-field.tsx";
import { AccountPage, formColumn } from "../shared/account-page.tsx";
import { UserDetailsForm } from "../shared/user-details-form.tsx";

/**
 * What the default currency changes (issue 40): it picks the price book of /pricing, the
 * wizard (and so the price an order is placed at) and the billing estimate. Invoices are not
 * re-priced: each keeps the currency it was issued in.
 */
const CURRENCY_SETTING_HELP =
  "Prices, new orders and the billing estimate are in this currency. Issued invoices keep the currency they were issued in.";

const factList = grid({
  gridTemplateColumns: { base: "1fr", sm: "10rem 1fr" },
  gap: "2",
  "& dt": { color: "text.muted", fontSize: "sm" },
});

/** "+44 20 7946 0101 (United Kingdom)": the country named by the number's prefix (core rule). */
export function phoneWithCountry(phone: string | null | undefined): string {
  if (phone == null || phone.trim() === "") return "Not given";
  const country = countryByCode(countryFromPhone(phone));
  return country === undefined ? phone : `${phone} (${country.label})`;
}

/**
 * /account-settings/me: who the user is (e-mail, phone with its country, company), their name
 * and phone, which they correct themselves (PUT /me/details, logged), and their default
 * currency (PUT /me).
 */
export function ProfilePage() {
  const { user } = useSession();
  const currencies = useCurrencies();
  const update = useUpdateDefaultCurrency();
  const details = useUpdateOwnDetails();
  const current = user?.default_currency.id ?? "";
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? current;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected !== "" && selected !== current) update.submit(selected);
  };

  return (
    <AccountPage title="My profile" subtitle="Your details as your company's portal knows them.">
      <section aria-labelledby="profile-details" className={panel()}>
        <h2 id="profile-details" className={heading({ size: "card" })}>
          Details
        </h2>
        <dl className={factList}>
          <dt>E-mail</dt>
          <dd>{user?.email}</dd>
          <dt>Phone</dt>
          <dd>{phoneWithCountry(user?.phone)}</dd>
          <dt>Company</dt>
          <dd>{user?.company_name}</dd>
        </dl>
        <p className={css({ mt: "3", color: "text.muted", fontSize: "sm" })}>
          Your e-mail is your sign-in name: an administrator of your company changes it.
        </p>
        {user !== null && (
          <div className={css({ mt: "4" })}>
            <UserDetailsForm
              label="Your details"
              whose="own"
              saved={{
                firstname: user.firstname,
                lastname: user.lastname,
                phone: user.phone ?? null,
              }}
              save={details}
            />
          </div>
        )}
      </section>
      <section aria-labelledby="profile-currency" className={css({ mt: "6" })}>
        <div className={panel()}>
          <h2 id="profile-currency" className={heading({ size: "card" })}>
            Default currency
          </h2>
          <form aria-label="Default currency" className={formColumn} onSubmit={save}>
            <SelectField
              label="Currency"
              name="default_currency"
              value={selected}
              disabled={currencies.data === undefined}
              helperText={currencies.error ?? CURRENCY_SETTING_HELP}
              errorText={update.fieldErrors.default_currency}
              onChange={(event) => setChosen(event.target.value)}
            >
              {currencies.data === undefined && <option value={current}>Loading…</option>}
              {currencies.data?.results.map((currency) => (
                <option key={currency.id} value={currency.id}>
                  {currency.code} – {currency.name}
                </option>
              ))}
            </SelectField>
            <div>
              <Button type="submit" busy={update.isPending} disabled={selected === current}>
                {update.isPending ? "Saving…" : "Save currency"}
              </Button>
            </div>
          </form>
        </div>
      </section>
    </AccountPage>
  );
}
