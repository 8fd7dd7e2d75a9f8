import { type FormEvent, useState } from "react";
import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { heading, panel, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import {
  useCompany,
  useUpdateCompanyLegal,
  useUpdateCompanyProfile,
} from "../../../../adapters/resources/account/company.ts";
import type { CompanyLegal, CompanyProfile } from "../../../../core/api/account/company.ts";
import {
  canEditCompanyProfile,
  canEditLegalCompanyInfo,
  canView,
} from "../../../../core/permissions/index.ts";
import { Alert } from "../../../components/alert.tsx";
import { serverFieldError } from "../../../components/form-feedback.ts";
import { TextAreaField, TextField } from "../../../components/text-field.tsx";
import { AccountPage, formColumn } from "../shared/account-page.tsx";
import { SaveRow } from "../shared/save-row.tsx";

type Texts<T> = { [K in keyof T]: string };
const textsOf = <T extends object>(record: T): Texts<T> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value ?? ""])) as Texts<T>;

const LEGAL_FIELDS: ReadonlyArray<{ key: keyof CompanyLegal; label: string; long?: boolean }> = [
  { key: "legal_name", label: "Legal name" },
  { key: "registration_number", label: "Registration number" },
  { key: "vat_number", label: "VAT number" },
  { key: "address", label: "Registered address", long: true },
  { key: "country", label: "Country (ISO code)" },
];
const PROFILE_FIELDS: ReadonlyArray<{ key: keyof CompanyProfile; label: string; long?: boolean }> =
  [
    { key: "name", label: "Company name" },
    { key: "description", label: "Description", long: true },
    { key: "website", label: "Website" },
  ];

/**
 * One form of the company page: its fields as typed (kept on a refusal), the server's messages
 * on them, or plain text for a reader who may not change them.
 */
function DetailsForm<T extends object>({
  title,
  fields,
  stored,
  editable,
  mutation,
}: {
  readonly title: string;
  readonly fields: ReadonlyArray<{ key: keyof T; label: string; long?: boolean }>;
  readonly stored: T;
  readonly editable: boolean;
  readonly mutation: {
    submit(values: Texts<T>): void;
    isPending: boolean;
    isSuccess: boolean;
    error: string | null;
    fieldErrors: Record<string, string[]>;
    reset(): void;
  };
}) {
  const [draft, setDraft] = useState<Texts<T> | null>(null);
  const values = draft ?? textsOf(stored);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.submit(values);
  };
  return (
    <section aria-label={title} className={css({ mb: "6" })}>
      <div className={panel()}>
        <h2 className={heading({ size: "card" })}>{title}</h2>
        {editable ? (
          <form aria-label={title} noValidate onSubmit={save} className={formColumn}>
            {mutation.error !== null && <Alert status="error">{mutation.error}</Alert>}
            {fields.map(({ key, label, long }) => {
              const props = {
                label,
                name: String(key),
                value: values[key],
                errorText: serverFieldError(mutation.fieldErrors, String(key)),
              };
              const change = (value: string) => {
                setDraft({ ...values, [key]: value });
                mutation.reset();
              };
              return long === true ? (
                <TextAreaField
                  key={String(key)}
                  {...props}
                  onChange={(event) => change(event.target.value)}
                />
              ) : (
                <TextField
                  key={String(key)}
                  {...props}
                  onChange={(event) => change(event.target.value)}
                />
              );
            })}
            <SaveRow
              label="Save"
              savedMessage="Saved."
              pending={mutation.isPending}
              saved={mutation.isSuccess}
            />
          </form>
        ) : (
          <dl className={grid({ gridTemplateColumns: "12rem 1fr", gap: "2" })}>
            {fields.map(({ key, label }) => (
              <div key={String(key)} className={css({ display: "contents" })}>
                <dt className={text({ tone: "muted", size: "sm" })}>{label}</dt>
                <dd>{values[key] === "" ? "Not given" : values[key]}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

/**
 * /account-settings/company: the legal details (administrators change them) and the public
 * profile (write_profile_module). Reading needs view of either module.
 */
export function CompanyPage() {
  const { permissions } = useSession();
  const mayRead = canView(permissions, "profile") || canView(permissions, "admin");
  return (
    <AccountPage title="Company" subtitle="Your company's legal details and public profile.">
      {mayRead ? (
        <CompanyDetailsView />
      ) : (
        <div className={panel()}>
          <p>Your account does not have the company profile permission.</p>
        </div>
      )}
    </AccountPage>
  );
}

function CompanyDetailsView() {
  const { permissions } = useSession();
  const company = useCompany();
  const legal = useUpdateCompanyLegal();
  const profile = useUpdateCompanyProfile();
  if (company.isPending) {
    return (
      <p role="status" className={text({ tone: "muted" })}>
        Loading your company…
      </p>
    );
  }
  if (company.isError || company.data === undefined) {
    return <Alert status="error">{company.error ?? "The company could not be loaded."}</Alert>;
  }
  return (
    <>
      <DetailsForm
        title="Legal details"
        fields={LEGAL_FIELDS}
        stored={company.data.legal}
        editable={canEditLegalCompanyInfo(permissions)}
        mutation={legal}
      />
      <DetailsForm
        title="Public profile"
        fields={PROFILE_FIELDS}
        stored={company.data.profile}
        editable={canEditCompanyProfile(permissions)}
        mutation={profile}
      />
    </>
  );
}
