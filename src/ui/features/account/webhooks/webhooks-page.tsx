import { useState } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { flex, grid } from "#styled-system/patterns/index.js";
import { heading, panel, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
} from "../../../../adapters/resources/account/webhooks.ts";
import { webhookEventLabel } from "../../../../core/api/webhooks/webhook-events.ts";
import { WEBHOOK_LIST, type Webhook } from "../../../../core/api/webhooks/webhooks.ts";
import { portalNow } from "../../../../core/clock.ts";
import { canWrite } from "../../../../core/permissions/module-matrix.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { InPageList } from "../../../components/records/in-page-list.tsx";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { ShownOnce } from "../../../components/secrets/shown-once.tsx";
import { AccountPage } from "../shared/account-page.tsx";
import { WebhookDeliveries } from "./webhook-deliveries.tsx";
import { WebhookForm } from "./webhook-form.tsx";

/** A secret the server just made: for a new endpoint or a rotated one. */
interface ShownSecret {
  readonly url: string;
  readonly secret: string;
  readonly rotated: boolean;
}

function NewSecret({
  shown,
  onDone,
}: {
  readonly shown: ShownSecret;
  readonly onDone: () => void;
}) {
  return (
    <ShownOnce
      region="Your webhook signing secret"
      summary={
        shown.rotated
          ? `A new signing secret for ${shown.url}. Copy it now: it is shown only once, and from the next delivery on only it verifies.`
          : `The endpoint ${shown.url} is added. Copy its signing secret now: it is shown only once.`
      }
      label="Signing secret"
      value={shown.secret}
      copyLabel="Copy secret"
      onDone={onDone}
    >
      <p className={text({ size: "sm" })}>
        Your receiver checks the <code>Conduit-Signature</code> header of every delivery with it;
        the guide shows how in a few lines.
      </p>
    </ShownOnce>
  );
}

/**
 * /account-settings/webhooks (administrators, issue 43): the company's endpoints that receive
 * its events as signed POSTs. Add, edit, delete, rotate the secret (shown once), send a test,
 * and read an endpoint's deliveries with "Redeliver".
 */
export function WebhooksPage() {
  const { permissions } = useSession();
  const mayChange = canWrite(permissions, "admin");
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [watching, setWatching] = useState<Webhook | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useDeleteWebhook();
  // Whose secret is being rotated: the answer names only the secret.
  const [rotating, setRotating] = useState("");
  const rotate = useRotateWebhookSecret(({ secret }) => {
    setEditing(null);
    setShown({ url: rotating, secret, rotated: true });
  });
  const test = useSendWebhookTest();
  const now = portalNow();
  const failure = remove.error ?? rotate.error ?? test.error;

  return (
    <AccountPage
      title="Webhooks"
      subtitle="Addresses of your own systems that receive your company's events as they happen, signed with a secret."
    >
      <div className={grid({ gap: "6" })}>
        {mayChange &&
          (shown !== null ? (
            <NewSecret shown={shown} onDone={() => setShown(null)} />
          ) : (
            <div className={panel()}>
              {editing !== null && (
                <h2 className={cx(heading({ size: "section" }), css({ wordBreak: "break-all" }))}>
                  Edit {editing.url}
                </h2>
              )}
              <WebhookForm
                key={editing?.id ?? "new"}
                editing={editing}
                onCreated={(hook) => {
                  setNotice(null);
                  setShown({ url: hook.url, secret: hook.secret, rotated: false });
                }}
                onSaved={(hook) => {
                  setEditing(null);
                  setNotice(`${hook.url} is saved and on.`);
                }}
                {...(editing === null ? {} : { onCancel: () => setEditing(null) })}
              />
            </div>
          ))}
        <section aria-label="Your company's webhook endpoints" className={grid({ gap: "3" })}>
          <h2 className={heading({ size: "section", flush: true })}>Endpoints</h2>
          {notice !== null && (
            <p role="status" className={text({ tone: "muted", size: "sm" })}>
              {notice}
            </p>
          )}
          {failure !== null && <Alert status="error">{failure}</Alert>}
          <InPageList
            list={WEBHOOK_LIST}
            noun="webhook endpoints"
            emptyTitle="Your company has no webhook endpoint."
            emptyHint="An administrator adds one here for each system that should hear of your events."
            caption="Your company's webhook endpoints"
            rowHeader={{
              header: "Endpoint",
              cell: (hook) => <span className={css({ wordBreak: "break-all" })}>{hook.url}</span>,
            }}
            columns={[
              {
                header: "Events",
                cell: (hook) => hook.events.map(webhookEventLabel).join(", "),
              },
              { header: "Description", cell: (hook) => hook.description || "—" },
              {
                header: "State",
                cell: (hook) =>
                  hook.enabled ? "On" : `Switched off: ${hook.disabled_reason ?? ""}`,
              },
              timeColumn("Created", "created", now),
              {
                header: "Actions",
                cell: (hook) => (
                  <div className={flex({ gap: "2", wrap: "wrap" })}>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Deliveries to ${hook.url}`}
                      onClick={() => setWatching(hook)}
                    >
                      Deliveries
                    </Button>
                    {mayChange && (
                      <>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={test.isPending}
                          aria-label={`Send a test to ${hook.url}`}
                          onClick={() => {
                            setNotice(`A test ping is on its way to ${hook.url}.`);
                            setWatching(hook);
                            test.submit(hook.id);
                          }}
                        >
                          Send test
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Edit ${hook.url}`}
                          onClick={() => {
                            setShown(null);
                            setEditing(hook);
                          }}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={rotate.isPending}
                          aria-label={`Rotate the secret of ${hook.url}`}
                          onClick={() => {
                            setRotating(hook.url);
                            rotate.submit(hook.id);
                          }}
                        >
                          Rotate secret
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={remove.isPending}
                          aria-label={`Delete ${hook.url}`}
                          onClick={() => {
                            if (watching?.id === hook.id) setWatching(null);
                            if (editing?.id === hook.id) setEditing(null);
                            setNotice(`${hook.url} is deleted; nothing more is sent to it.`);
                            remove.submit(hook.id);
                          }}
                        >
                          Delete
                        </Button>
                      </>
                    )}
                  </div>
                ),
              },
            ]}
          />
        </section>
        {watching !== null && (
          <WebhookDeliveries
            // Another endpoint's deliveries start on their own first page.
            key={watching.id}
            hook={watching}
            mayChange={mayChange}
            onClose={() => setWatching(null)}
          />
        )}
      </div>
    </AccountPage>
  );
}
