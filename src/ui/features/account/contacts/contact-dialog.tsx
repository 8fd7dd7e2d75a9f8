import { useState } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { flex, grid } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useList } from "../../../../adapters/react/use-list.ts";
import { useSaveContact } from "../../../../adapters/resources/account/contact.ts";
import {
  CONTACT_KIND_LABELS,
  CONTACT_KINDS,
  CONTACT_NOTICE_LABELS,
  CONTACT_NOTICES,
  type Contact,
  type ContactKind,
  type ContactNotice,
  type ContactService,
  contactRequestProblems,
} from "../../../../core/api/reference/index.ts";
import { SERVICE_LIST } from "../../../../core/api/services/service-list-query.ts";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { useFormDraft } from "../../../components/form-draft.ts";
import { otherFieldErrors } from "../../../components/form-feedback.ts";
import type { LazyDialogControls } from "../../../components/lazy-dialog-button.tsx";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import {
  VocabularyCheckboxes,
  VocabularyOptions,
} from "../../../components/vocabulary-options.tsx";

export interface ContactDialogProps extends LazyDialogControls {
  /** The contact to change, or null to add one. */
  readonly contact: Contact | null;
}

const FIELDS = ["kind", "name", "role", "email", "phone", "notices", "all_services", "services"];
const groupClass = grid({ border: "[none]", p: "0", m: "0", gap: "2" });
const legendClass = cx(text({ weight: "medium" }), css({ mb: "1" }));
const choiceClass = flex({ gap: "2", align: "baseline" });
const listClass = grid({ listStyle: "none", p: "0", m: "0", gap: "1" });

/** The company's services matching what was typed, to tick for a contact. */
function ServicePicker({
  chosen,
  onToggle,
  disabled,
}: {
  readonly chosen: ReadonlyArray<ContactService>;
  onToggle(service: ContactService, on: boolean): void;
  readonly disabled: boolean;
}) {
  const [search, setSearch] = useState("");
  const found = useList(SERVICE_LIST, SERVICE_LIST.page({ text: search.trim() }, 1, 8));
  const offered = (found.data?.results ?? [])
    .map((service) => ({ id: service.id, name: service.custom_name ?? service.name }))
    .filter((service) => !chosen.some((each) => each.id === service.id));
  const box = (service: ContactService, on: boolean) => (
    <li key={service.id}>
      <label className={choiceClass}>
        <input
          type="checkbox"
          name="services"
          value={service.id}
          checked={on}
          disabled={disabled}
          onChange={(event) => onToggle(service, event.target.checked)}
        />
        <span>
          {service.name} ({service.id})
        </span>
      </label>
    </li>
  );
  return (
    <div className={grid({ gap: "2", pl: "6" })}>
      {chosen.length > 0 && <ul className={listClass}>{chosen.map((each) => box(each, true))}</ul>}
      <TextField
        label="Find a service"
        helperText="Name or service id"
        type="search"
        value={search}
        disabled={disabled}
        onChange={(event) => setSearch(event.target.value)}
      />
      {found.isPending && <p className={text({ size: "sm" })}>Looking for services…</p>}
      {found.error !== null && (
        <p role="alert" className={text({ tone: "danger", size: "sm" })}>
          {found.error}
        </p>
      )}
      {offered.length > 0 && (
        <ul className={listClass} aria-label="Services found">
          {offered.map((each) => box(each, false))}
        </ul>
      )}
    </div>
  );
}

/**
 * Adding or changing a contact: kind, name, role, e-mail and phone; the notices it is mailed,
 * for all services or the ones ticked. A refusal shows the server's words on their fields and
 * keeps everything typed (the dialog stays mounted, LazyDialogButton).
 */
export default function ContactDialog({
  contact,
  open,
  onOpenChange,
  finalFocusEl,
}: ContactDialogProps) {
  const form = useFormDraft(() => ({
    kind: contact?.kind ?? ("technical" as ContactKind),
    name: contact?.name ?? "",
    role: contact?.role ?? "",
    email: contact?.email ?? "",
    phone: contact?.phone ?? "",
    notices: contact?.notices ?? ([] as ReadonlyArray<ContactNotice>),
    all_services: contact?.all_services ?? true,
    services: contact?.services ?? ([] as ReadonlyArray<ContactService>),
  }));
  const { notices, all_services: allServices, services } = form.draft;
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useSaveContact(contact?.id ?? null, () => {
    // A new contact's form starts empty next time; a changed one shows what was saved.
    if (contact === null) form.reset();
    onOpenChange(false);
  });
  const errors = saving.fieldErrors;
  const errorOf = (field: string) => errors[field]?.join(" ");
  const pending = saving.isPending;
  const field = form.fields({ disabled: pending, errorOf });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      title={contact === null ? "Add a contact" : `Change ${contact.name}`}
      description="A person or a distribution list we mail; it needs no portal account."
      onSubmit={() => {
        const request = {
          ...form.draft,
          notices: [...notices],
          services: services.map((service) => service.id),
        };
        const local = contactRequestProblems(request).services ?? null;
        setProblem(local);
        if (local !== null) return;
        saving.submit(request);
      }}
      pending={pending}
      submitLabel={contact === null ? "Add contact" : "Save contact"}
      cancelLabel="Cancel"
      failures={[saving.error, ...otherFieldErrors(errors, FIELDS)]}
      failureTitle="The contact was not saved"
    >
      <SelectField label="Kind" {...field("kind")}>
        <VocabularyOptions values={CONTACT_KINDS} labels={CONTACT_KIND_LABELS} />
      </SelectField>
      <TextField label="Name" {...field("name")} required autoComplete="off" />
      <TextField
        label="Role"
        {...field("role")}
        helperText="What this contact is to your company, such as “Network operations team”"
      />
      <TextField label="E-mail" {...field("email")} type="email" required autoComplete="off" />
      <TextField
        label="Phone"
        {...field("phone")}
        type="tel"
        helperText="Optional; international form, such as +44 20 7946 0101"
      />
      <fieldset className={groupClass}>
        <legend className={legendClass}>Notices by e-mail</legend>
        <VocabularyCheckboxes
          name="notices"
          values={CONTACT_NOTICES}
          labels={CONTACT_NOTICE_LABELS}
          ticked={notices}
          onChange={(ticked) => form.set("notices", ticked)}
          disabled={pending}
          choiceClassName={choiceClass}
        />
      </fieldset>
      <fieldset className={groupClass}>
        <legend className={legendClass}>For which services</legend>
        <label className={choiceClass}>
          <input
            type="radio"
            name="all_services"
            checked={allServices}
            disabled={pending}
            onChange={() => {
              setProblem(null);
              form.set("all_services", true);
            }}
          />
          All services
        </label>
        <label className={choiceClass}>
          <input
            type="radio"
            name="all_services"
            checked={!allServices}
            disabled={pending}
            onChange={() => form.set("all_services", false)}
          />
          Chosen services
        </label>
        {!allServices && (
          <ServicePicker
            chosen={services}
            disabled={pending}
            onToggle={(service, on) => {
              setProblem(null);
              form.set(
                "services",
                on ? [...services, service] : services.filter((each) => each.id !== service.id),
              );
            }}
          />
        )}
        {(problem ?? errorOf("services")) && (
          <p role="alert" className={text({ tone: "danger", size: "sm" })}>
            {problem ?? errorOf("services")}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
