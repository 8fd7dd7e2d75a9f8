import { type FormEvent, useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { grid } from "#styled-system/patterns/index.js";
import { textLink } from "#styled-system/recipes/index.js";
import { useRuntimeConfig } from "../../../adapters/react/runtime-config-context.tsx";
import { useCompanySignUp } from "../../../adapters/resources/auth/sign-up.ts";
import { listCountries } from "../../../core/format/index.ts";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { FormFailure } from "../../components/form-failure.tsx";
import {
  otherFieldErrors,
  serverFieldError,
  useFocusFirstInvalid,
} from "../../components/form-feedback.ts";
import { SelectField, TextAreaField, TextField } from "../../components/text-field.tsx";
import { AuthCard, formStack, linkRow } from "./auth-card.tsx";
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

  // Each control bound to its field once: its name, what was typed, and the server's message.
  const field = (name: SignUpField) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    errorText: serverFieldError(fieldErrors, name),
  });
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
        <FormFailure failures={[error, ...unplaced]} />
        <TextField
          label="Company name"
          autoComplete="organization"
          required
          {...field("company_name")}
        />
        <div
          className={grid({ gap: "4", gridTemplateColumns: { sm: "repeat(2, minmax(0, 1fr))" } })}
        >
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            {...field("firstname")}
          />
          <TextField label="Last name" autoComplete="family-name" required {...field("lastname")} />
        </div>
        <TextField
          label="Work email"
          type="email"
          autoComplete="email"
          required
          {...field("email")}
        />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field("phone")} />
        <SelectField label="Country (optional)" autoComplete="country" {...field("country")}>
          <CountryOptions />
        </SelectField>
        <TextAreaField
          label="Message (optional)"
          helperText="The services you are interested in, or anything we should know."
          {...field("message")}
        />
        <Button type="submit" size="lg" fullWidth busy={isPending}>
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
