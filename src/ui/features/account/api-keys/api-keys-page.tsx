import { useState } from "react";
import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { heading, panel, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import {
  useCreateApiKey,
  useRevokeApiKey,
} from "../../../../adapters/resources/account/api-keys.ts";
import {
  API_KEY_LIST,
  API_KEY_MODULES,
  type ApiKey,
  apiKeyExpiryDays,
  apiKeyExpiryOf,
  type CreatedApiKey,
  MAX_API_KEY_NAME_LENGTH,
} from "../../../../core/api/account/api-keys.ts";
import { portalNow } from "../../../../core/clock.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import {
  ACCESS_LEVEL_LABELS,
  ACCESS_LEVELS,
  type AccessLevel,
  accessLevelOf,
  accessSummary,
  withAccessLevel,
} from "../../../../core/permissions/access-levels.ts";
import { canWrite, MODULE_MATRIX } from "../../../../core/permissions/module-matrix.ts";
import { Button } from "../../../components/button.tsx";
import { CheckedForm } from "../../../components/checked-form.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import { otherFieldErrors, useSendAttempts } from "../../../components/form-feedback.ts";
import { InPageList } from "../../../components/records/in-page-list.tsx";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { RevocationOutcome, useRevocation } from "../../../components/secrets/revocation.tsx";
import { ShownOnce } from "../../../components/secrets/shown-once.tsx";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import { AccountPage, formColumn } from "../shared/account-page.tsx";

const NAME_MISSING = "Give the key a name.";
const NOTHING_GRANTED = "Give the key at least one permission.";

/** The new key, shown once, with how a script sends it. */
function NewKey({
  created,
  onDone,
}: {
  readonly created: CreatedApiKey;
  readonly onDone: () => void;
}) {
  return (
    <ShownOnce
      region="Your new API key"
      summary={`“${created.name}” is ready. Copy the key now: it is shown only once. It acts for your company with the permissions you chose until ${formatCalendarDay(created.expires.slice(0, 10))}, so keep it like a password.`}
      label="API key"
      value={created.key}
      copyLabel="Copy key"
      onDone={onDone}
    >
      <p className={text({ size: "sm" })}>
        A script sends it as <code>Authorization: Bearer {created.prefix}…</code> on every call to
        the API.
      </p>
    </ShownOnce>
  );
}

/** The form for a new key: a name, what it may do (at most what the creator may) and its end. */
function CreateKey({ onCreated }: { readonly onCreated: (key: CreatedApiKey) => void }) {
  const { permissions: held } = useSession();
  const days = apiKeyExpiryDays(portalNow());
  const [name, setName] = useState("");
  const [granted, setGranted] = useState<ReadonlyArray<string>>([]);
  const [expires, setExpires] = useState<string>(days.initial);
  const create = useCreateApiKey((key) => {
    setName("");
    setGranted([]);
    attempts.reset();
    onCreated(key);
  });
  const attempts = useSendAttempts(create.fieldErrors);

  const nameMissing = attempts.shown(name.trim() === "", NAME_MISSING);
  const nothingGranted = attempts.shown(granted.length === 0, NOTHING_GRANTED);
  const send = () => {
    if (name.trim() === "" || granted.length === 0) return;
    create.submit({ name, permissions: granted, expires_at: apiKeyExpiryOf(expires) });
  };
  const others = otherFieldErrors(create.fieldErrors, ["name", "permissions", "expires_at"]);
  return (
    <CheckedForm attempts={attempts} aria-label="New API key" onSend={send} className={formColumn}>
      <FormFailure failures={[create.error, ...others]} />
      <TextField
        label="Name"
        helperText="What uses it, such as “Provisioning pipeline”."
        value={name}
        maxLength={MAX_API_KEY_NAME_LENGTH}
        required
        errorText={nameMissing ?? create.fieldErrors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className={grid({ gap: "3" })}>
        <legend className={css({ fontWeight: "semibold", mb: "2" })}>What it may do</legend>
        {API_KEY_MODULES.map((module) => {
          // A key holds at most what its creator holds.
          const mine = accessLevelOf(held, module);
          const offered = ACCESS_LEVELS.slice(0, ACCESS_LEVELS.indexOf(mine) + 1);
          return (
            <SelectField
              key={module}
              label={MODULE_MATRIX[module].label}
              value={accessLevelOf(granted, module)}
              onChange={(event) =>
                setGranted(withAccessLevel(granted, module, event.target.value as AccessLevel))
              }
            >
              {offered.map((level) => (
                <option key={level} value={level}>
                  {ACCESS_LEVEL_LABELS[level]}
                </option>
              ))}
            </SelectField>
          );
        })}
        {(nothingGranted ?? create.fieldErrors.permissions) !== undefined && (
          <p role="alert" className={text({ tone: "danger", size: "sm" })}>
            {nothingGranted ?? create.fieldErrors.permissions?.join(" ")}
          </p>
        )}
      </fieldset>
      <TextField
        label="Expires on"
        type="date"
        helperText="At most one year from today. The key stops working at the end of that day (UTC)."
        value={expires}
        min={days.earliest}
        max={days.latest}
        required
        errorText={create.fieldErrors.expires_at}
        onChange={(event) => setExpires(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create key"}
        </Button>
      </div>
    </CheckedForm>
  );
}

/**
 * /account-settings/api-keys (administrators, issue 43): the company's keys for its scripts.
 * A new key is shown once; the list says who made each, what it may do, when it expires and
 * when it was last used, and revokes it (the next call with it is refused).
 */
export function ApiKeysPage() {
  const { permissions } = useSession();
  const mayChange = canWrite(permissions, "admin");
  const revoke = useRevokeApiKey();
  const revocation = useRevocation<ApiKey>(revoke);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const now = portalNow();

  return (
    <AccountPage
      title="API keys"
      subtitle="Keys your scripts use to call the API for your company, each with only the permissions it needs."
    >
      <div className={grid({ gap: "6" })}>
        {mayChange &&
          (created !== null ? (
            <NewKey created={created} onDone={() => setCreated(null)} />
          ) : (
            <div className={panel()}>
              <CreateKey
                onCreated={(key) => {
                  revocation.forget();
                  setCreated(key);
                }}
              />
            </div>
          ))}
        <section aria-label="Your company's API keys" className={grid({ gap: "3" })}>
          <h2 className={heading({ size: "section", flush: true })}>Keys</h2>
          <RevocationOutcome
            revoked={revocation.revoked}
            revoke={revoke}
            effect="its next call is refused."
          />
          <InPageList
            list={API_KEY_LIST}
            noun="API keys"
            emptyTitle="Your company has no API key."
            emptyHint="An administrator creates one here for each script that calls the API."
            caption="Your company's API keys"
            rowHeader={{ header: "Name", cell: (key) => key.name }}
            columns={[
              { header: "Key begins", cell: (key) => `${key.prefix}…` },
              { header: "Permissions", cell: (key) => accessSummary(key.permissions) },
              { header: "Created by", cell: (key) => key.created_by.name },
              timeColumn("Created", "created", now),
              timeColumn("Expires", "expires", now),
              timeColumn("Last used", "last_used", now, { fallback: "Never" }),
              revocation.column({ hidden: !mayChange }),
            ]}
          />
        </section>
      </div>
    </AccountPage>
  );
}
