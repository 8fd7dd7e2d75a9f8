import { useEffect, useState } from "react";
import { css } from "#styled-system/css/index.js";
import { stack, wrap } from "#styled-system/patterns/index.js";
import { useSetBillingReferences } from "../../../../adapters/resources/services/service.ts";
import {
  BILLING_REFERENCE_MAX_LENGTH,
  billingReferenceProblem,
} from "../../../../core/api/billing/billing-references.ts";
import type { ServiceDetail } from "../../../../core/api/services/service.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import { otherFieldErrors } from "../../../components/form-feedback.ts";
import { TextField } from "../../../components/text-field.tsx";
import { DetailFacts } from "../../../layouts/detail-page.tsx";

type Typed = { readonly cost_centre: string; readonly purchase_order: string };
const FIELDS = ["cost_centre", "purchase_order"] as const;

/**
 * The service's cost centre and purchase order (issue 47), printed on each of its invoice
 * lines from the next one on. "Edit" turns them into fields for someone with services or
 * billing write; the core rule is checked before sending and again by the server, and a
 * refusal stays on its field with what was typed.
 */
export function ServiceBillingReferences({
  service,
  canEdit,
}: {
  readonly service: ServiceDetail;
  readonly canEdit: boolean;
}) {
  const save = useSetBillingReferences(service.id);
  const current: Typed = {
    cost_centre: service.cost_centre,
    purchase_order: service.purchase_order,
  };
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState<Typed>(current);
  const [problems, setProblems] = useState<Partial<Record<keyof Typed, string>>>({});
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (save.isSuccess) {
      setEditing(false);
      setSaved(true);
    }
  }, [save.isSuccess]);

  if (!editing) {
    return (
      <div className={stack({ gap: "3" })}>
        <DetailFacts
          facts={[
            ["Cost centre", service.cost_centre || "None given"],
            ["Purchase order", service.purchase_order || "None given"],
          ]}
        />
        {canEdit && (
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setTyped(current);
                setProblems({});
                setSaved(false);
                save.reset();
                setEditing(true);
              }}
            >
              Edit billing references
            </Button>
          </div>
        )}
        {saved && (
          <Alert status="success" className={css({ flexBasis: "full" })}>
            Saved. The next invoice prints them on this service's lines.
          </Alert>
        )}
      </div>
    );
  }

  const others = otherFieldErrors(save.fieldErrors, [...FIELDS]);
  const field = (name: keyof Typed, label: string, helperText: string) => (
    <TextField
      label={label}
      helperText={helperText}
      name={name}
      value={typed[name]}
      maxLength={BILLING_REFERENCE_MAX_LENGTH}
      disabled={save.isPending}
      errorText={problems[name] ?? save.fieldErrors[name]}
      onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
    />
  );
  return (
    <form
      noValidate
      aria-label="Billing references"
      className={stack({ gap: "3" })}
      onSubmit={(event) => {
        event.preventDefault();
        const found = Object.fromEntries(
          FIELDS.flatMap((name) => {
            const problem = billingReferenceProblem(typed[name]);
            return problem === undefined ? [] : [[name, problem]];
          }),
        );
        setProblems(found);
        if (Object.keys(found).length === 0) save.submit(typed);
      }}
    >
      {field("cost_centre", "Cost centre", "Invoices group their lines by it. Blank for none.")}
      {field("purchase_order", "Purchase order", "Printed on each invoice line. Blank for none.")}
      <FormFailure
        failures={[save.error, ...others]}
        title="The billing references were not saved"
      />
      <div className={wrap({ gap: "2" })}>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? "Saving…" : "Save references"}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
