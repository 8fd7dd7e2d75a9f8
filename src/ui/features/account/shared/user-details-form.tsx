import { useState } from "react";
import { css } from "#styled-system/css/index.js";
import type { MutationView } from "../../../../adapters/react/result-views.ts";
import { decode } from "../../../../core/api/decode.ts";
import {
  USER_DETAIL_FIELDS,
  type UserDetailField,
  UserDetailsRequest,
} from "../../../../core/api/users/user-details.ts";
import { CheckedForm } from "../../../components/checked-form.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import {
  otherFieldErrors,
  serverFieldError,
  useSendAttempts,
} from "../../../components/form-feedback.ts";
import { TextField } from "../../../components/text-field.tsx";
import { formColumn } from "./account-page.tsx";
import { PersonNameFields } from "./person-name-fields.tsx";
import { SaveRow } from "./save-row.tsx";

type Draft = Readonly<Record<UserDetailField, string>>;

/** The contract's own rules (core UserDetailsRequest), as messages per field. */
function problemsOf(draft: Draft): Partial<Record<UserDetailField, string>> {
  const result = decode(UserDetailsRequest, draft);
  if (result.ok) return {};
  const problems: Partial<Record<UserDetailField, string>> = {};
  for (const issue of result.issues) {
    const field = USER_DETAIL_FIELDS.find((name) => name === issue.path[0]);
    if (field !== undefined) problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * A person's name and phone, corrected in place (the profile for oneself, the edit-user page
 * for an administrator). The same rules as the server (core UserDetailsRequest) stop a bad
 * value before it is sent; the server's field messages show on their fields; what was typed
 * stays either way.
 */
export function UserDetailsForm({
  saved,
  save,
  label,
  whose,
}: {
  readonly saved: {
    readonly firstname: string;
    readonly lastname: string;
    readonly phone: string | null;
  };
  readonly save: MutationView<UserDetailsRequest, unknown>;
  /** The form's accessible name ("Your details"). */
  readonly label: string;
  /**
   * Whose details these are: the browser offers its stored name and phone for one's own
   * (the profile), never for another user's (an administrator's edit-user page).
   */
  readonly whose: "own" | "another user's";
}) {
  const stored: Draft = {
    firstname: saved.firstname,
    lastname: saved.lastname,
    phone: saved.phone ?? "",
  };
  const [draft, setDraft] = useState<Draft | null>(null);
  const attempts = useSendAttempts(save.fieldErrors);
  const shown = draft ?? stored;
  const problems = problemsOf(shown);
  const unchanged = USER_DETAIL_FIELDS.every((field) => shown[field] === stored[field]);

  const edit = (field: UserDetailField, value: string) => {
    setDraft({ ...shown, [field]: value });
    save.reset();
  };
  const submit = () => {
    if (Object.keys(problems).length > 0) return;
    save.submit({
      firstname: shown.firstname.trim(),
      lastname: shown.lastname.trim(),
      phone: shown.phone.trim() === "" ? null : shown.phone.trim(),
    });
  };
  const errorOf = (field: UserDetailField) =>
    (attempts.made ? problems[field] : undefined) ?? serverFieldError(save.fieldErrors, field);
  const others = otherFieldErrors(save.fieldErrors, [...USER_DETAIL_FIELDS]);

  return (
    <CheckedForm attempts={attempts} aria-label={label} onSend={submit} className={formColumn}>
      <FormFailure failures={[save.error, ...others]} />
      <PersonNameFields value={shown} onEdit={edit} errorOf={errorOf} autofill={whose === "own"} />
      <TextField
        label="Phone (optional)"
        name="phone"
        type="tel"
        autoComplete={whose === "own" ? "tel" : "off"}
        value={shown.phone}
        helperText="In international form, such as +44 20 7946 0101."
        onChange={(event) => edit("phone", event.target.value)}
        errorText={errorOf("phone")}
      />
      <SaveRow
        label="Save details"
        savedMessage="The details have been saved."
        pending={save.isPending}
        saved={save.isSuccess}
        nothingToSave={unchanged}
        className={css({ flexWrap: "wrap" })}
      />
    </CheckedForm>
  );
}
