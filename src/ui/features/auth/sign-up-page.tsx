import { type FormEvent, useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { grid } from "../../../../styled-system/patterns/index.js";
import { textLink } from "../../../../styled-system/recipes/index.js";
import { useCompanySignUp, useRuntimeConfig } from "../../../adapters/react/index.ts";
import { listCountries } from "../../../core/format/index.ts";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/text-field.tsx";
import { AuthCard, formStack, linkRow } from "./auth-card.tsx";
import { otherFieldErrors, serverFieldError, useFocusFirstInvalid } from "./form-feedback.ts";
import { SignInLink } from "./sign-in-link.tsx";

const EMPTY_REQUEST = {
  company_name: "",
  firstname: "",
  lastname: "",
  email: "",
  phone: "",
  country: "",
  message: "",
};
type SignUpForm = typeof EMPTY_REQUEST;
type SignUpField = keyof SignUpForm;
const FIELDS = Object.keys(EMPTY_REQUEST) as SignUpField[];

/** Optional answers left empty are sent as "not given". */
function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}

function CountryOptions() {
  const countries = useMemo(() => listCountries(), []);
  const suggested = countries.filter((country) => country.suggested === true);
  const others = countries.filter((country) => country.suggested !== true);
  return (
    <>
      <option value="">Choose a country</option>
      <optgroup label="Main markets">
        {suggested.map((country) => (
          <option key={country.code} value={country.code}>
            {country.label}
          </option>
        ))}
      </optgroup>
      <optgroup label="All countries">
        {others.map((country) => (
          <option key={country.code} value={country.code}>
            {country.label}
          </option>
        ))}
      </optgroup>
    </>
  );
}

/**
 * /sign-up: a company asks to become a customer. The request waits for the provider's
 * review, so the confirmation says what happens next rather than signing anyone in.
 */
export function SignUpPage() {
  const { productName } = useRuntimeConfig();
  const { submit, isPending, isSuccess, data, error, fieldErrors } = useCompanySignUp();
  const [form, setForm] = useState<SignUpForm>(EMPTY_REQUEST);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, fieldErrors);

  if (isSuccess) {
    return (
      <AuthCard title="Request sent" heading="Thank you">
        <Alert status="success" title="We have received your request">
          {data?.detail ??
            "Our team will review it and contact you by email once your account is ready."}
        </Alert>
        <SignInLink label="Back to sign in" />
      </AuthCard>
    );
  }

  const edit = (field: SignUpField) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const errorOf = (field: SignUpField) => serverFieldError(fieldErrors, field);
  const unplaced = otherFieldErrors(fieldErrors, FIELDS);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({
      company_name: form.company_name,
      firstname: form.firstname,
      lastname: form.lastname,
      email: form.email,
      phone: orNull(form.phone),
      country: orNull(form.country),
      message: orNull(form.message),
    });
  };

  return (
    <AuthCard
      title="Sign up"
      heading="Request an account"
      intro={`Tell us about your company and we will set up your access to the ${productName} portal.`}
    >
      <form
        ref={formRef}
        aria-label="Request an account"
        noValidate
        onSubmit={send}
        className={formStack}
      >
        {(error !== null || unplaced.length > 0) && (
          <Alert status="error">
            {[error, ...unplaced].filter((text) => text !== null).join(" ")}
          </Alert>
        )}
        <TextField
          label="Company name"
          name="company_name"
          autoComplete="organization"
          required
          value={form.company_name}
          onChange={edit("company_name")}
          errorText={errorOf("company_name")}
        />
        <div
          className={grid({ gap: "4", gridTemplateColumns: { sm: "repeat(2, minmax(0, 1fr))" } })}
        >
          <TextField
            label="First name"
            name="firstname"
            autoComplete="given-name"
            required
            value={form.firstname}
            onChange={edit("firstname")}
            errorText={errorOf("firstname")}
          />
          <TextField
            label="Last name"
            name="lastname"
            autoComplete="family-name"
            required
            value={form.lastname}
            onChange={edit("lastname")}
            errorText={errorOf("lastname")}
          />
        </div>
        <TextField
          label="Work email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={edit("email")}
          errorText={errorOf("email")}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={form.phone}
          onChange={edit("phone")}
          errorText={errorOf("phone")}
        />
        <SelectField
          label="Country (optional)"
          name="country"
          autoComplete="country"
          value={form.country}
          onChange={edit("country")}
          errorText={errorOf("country")}
        >
          <CountryOptions />
        </SelectField>
        <TextAreaField
          label="Message (optional)"
          name="message"
          helperText="The services you are interested in, or anything we should know."
          value={form.message}
          onChange={edit("message")}
          errorText={errorOf("message")}
        />
        <Button type="submit" size="lg" fullWidth disabled={isPending} aria-busy={isPending}>
          {isPending ? "Sending…" : "Send request"}
        </Button>
      </form>
      <p className={linkRow}>
        <span>
          Already a customer?{" "}
          <Link className={textLink()} to="/sign-in">
            Sign in
          </Link>
        </span>
      </p>
    </AuthCard>
  );
}
