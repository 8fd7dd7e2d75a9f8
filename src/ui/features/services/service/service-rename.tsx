import { useEffect, useState } from "react";
import { css } from "#styled-system/css/index.js";
import { stack, wrap } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useRenameService } from "../../../../adapters/resources/services/service.ts";
import {
  CUSTOM_NAME_MAX_LENGTH,
  customNameProblem,
} from "../../../../core/api/services/custom-name.ts";
import type { ServiceDetail } from "../../../../core/api/services/service.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import { otherFieldErrors } from "../../../components/form-feedback.ts";
import { TextField } from "../../../components/text-field.tsx";

/**
 * The customer's own name for a service, renamed in place: "Rename" turns the name into a
 * field. The core rule (not blank, at most 120 characters) is checked before sending and again
 * by the server; either refusal stays on the field with what was typed. Someone without the
 * services write permission sees the name only.
 */
export function ServiceRename({
  service,
  canRename,
}: {
  readonly service: ServiceDetail;
  readonly canRename: boolean;
}) {
  const rename = useRenameService(service.id);
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState(service.custom_name ?? "");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (rename.isSuccess) {
      setEditing(false);
      setSaved(true);
    }
  }, [rename.isSuccess]);

  const start = () => {
    setTyped(service.custom_name ?? "");
    setProblem(undefined);
    setSaved(false);
    rename.reset();
    setEditing(true);
  };

  if (!editing) {
    return (
      <div className={wrap({ align: "center", gap: "3", mb: "4" })}>
        {/* A customer's name may be one long run (acme_prod_eu_west_2_…): broken anywhere,
            and the line may shrink below it, or it widens the phone's page past the screen. */}
        <p className={css({ minW: "0", overflowWrap: "anywhere" })}>
          <span className={text({ tone: "muted", size: "sm" })}>Your name for it: </span>
          <strong>{service.custom_name ?? "None given"}</strong>
        </p>
        {canRename && (
          <Button variant="outline" size="sm" onClick={start}>
            Rename
          </Button>
        )}
        {saved && (
          <Alert status="success" className={css({ flexBasis: "full" })}>
            The new name is saved.
          </Alert>
        )}
      </div>
    );
  }

  const serverErrors = rename.fieldErrors.custom_name;
  const otherErrors = otherFieldErrors(rename.fieldErrors, ["custom_name"]);
  return (
    <form
      noValidate
      aria-label="Rename the service"
      className={stack({ gap: "3", mb: "4" })}
      onSubmit={(event) => {
        event.preventDefault();
        const found = customNameProblem(typed);
        setProblem(found);
        if (found === undefined) rename.submit({ custom_name: typed.trim() });
      }}
    >
      <TextField
        label="Your name for this service"
        helperText={`Up to ${CUSTOM_NAME_MAX_LENGTH} characters. The provider's name stays: ${service.name}.`}
        name="custom_name"
        value={typed}
        disabled={rename.isPending}
        errorText={problem ?? serverErrors}
        onChange={(event) => setTyped(event.target.value)}
      />
      <FormFailure failures={[rename.error, ...otherErrors]} title="The name was not saved" />
      <div className={wrap({ gap: "2" })}>
        <Button type="submit" busy={rename.isPending}>
          {rename.isPending ? "Saving…" : "Save name"}
        </Button>
        {service.custom_name !== null && (
          <Button
            variant="outline"
            disabled={rename.isPending}
            onClick={() => {
              setProblem(undefined);
              rename.submit({ custom_name: null });
            }}
          >
            Use the provider's name
          </Button>
        )}
        <Button variant="ghost" disabled={rename.isPending} onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
