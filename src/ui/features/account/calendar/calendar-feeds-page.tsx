import { useState } from "react";
import { grid } from "#styled-system/patterns/index.js";
import { heading, panel, text, textLink } from "#styled-system/recipes/index.js";
import {
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from "../../../../adapters/resources/events/calendar-feeds.ts";
import {
  CALENDAR_FEED_LIST,
  type CalendarFeed,
  type CreatedCalendarFeed,
  MAX_CALENDAR_FEED_NAME_LENGTH,
  webcalAddress,
} from "../../../../core/api/events/calendar-feeds.ts";
import { portalNow } from "../../../../core/clock.ts";
import { Button } from "../../../components/button.tsx";
import { CheckedForm } from "../../../components/checked-form.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import { otherFieldErrors, useSendAttempts } from "../../../components/form-feedback.ts";
import { InPageList } from "../../../components/records/in-page-list.tsx";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { RevocationOutcome, useRevocation } from "../../../components/secrets/revocation.tsx";
import { ShownOnce } from "../../../components/secrets/shown-once.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { AccountPage, formColumn } from "../shared/account-page.tsx";

const NAME_MISSING = "Give the address a name.";

/** Where each calendar program takes a subscription, in its own menu's words. */
const SUBSCRIBE_STEPS = [
  ["Outlook", "Add calendar → Subscribe from web, then paste the address."],
  ["Google Calendar", "Other calendars → + → From URL, then paste the address."],
  ["Apple Calendar", "File → New Calendar Subscription, or use “Open in your calendar program”."],
] as const;

/** The new address, shown once: copy it, open it in a calendar program, or read how to. */
function NewAddress({
  feed,
  onDone,
}: {
  readonly feed: CreatedCalendarFeed;
  readonly onDone: () => void;
}) {
  return (
    <ShownOnce
      region="Your new calendar address"
      summary={`“${feed.name}” is ready. Copy its address now: it is shown only once. Anyone who has it can read your company's maintenances, so keep it like a password.`}
      label="Calendar address"
      value={feed.url}
      copyLabel="Copy address"
      actions={
        <a className={textLink()} href={webcalAddress(feed.url)}>
          Open in your calendar program
        </a>
      }
      onDone={onDone}
    >
      <ul className={grid({ gap: "1" })}>
        {SUBSCRIBE_STEPS.map(([program, how]) => (
          <li key={program} className={text({ size: "sm" })}>
            <strong>{program}:</strong> {how}
          </li>
        ))}
      </ul>
    </ShownOnce>
  );
}

/** The form for a new address: only a name, so the list tells devices apart. */
function CreateAddress({ onCreated }: { readonly onCreated: (feed: CreatedCalendarFeed) => void }) {
  const [name, setName] = useState("");
  const create = useCreateCalendarFeed((feed) => {
    setName("");
    attempts.reset();
    onCreated(feed);
  });
  const attempts = useSendAttempts(create.fieldErrors);

  const send = () => {
    if (name.trim() === "") return;
    create.submit({ name });
  };
  const missing = attempts.shown(name.trim() === "", NAME_MISSING);
  const others = otherFieldErrors(create.fieldErrors, ["name"]);
  return (
    <CheckedForm
      attempts={attempts}
      aria-label="New calendar address"
      onSend={send}
      className={formColumn}
    >
      <FormFailure failures={[create.error, ...others]} />
      <TextField
        label="Name"
        helperText="Where you will use it, such as “Outlook on the NOC screen”."
        value={name}
        maxLength={MAX_CALENDAR_FEED_NAME_LENGTH}
        required
        errorText={missing ?? create.fieldErrors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create address"}
        </Button>
      </div>
    </CheckedForm>
  );
}

/**
 * /account-settings/calendar: the user's secret calendar addresses for the company's
 * maintenances (issue 43). A new address is shown once; the list names them, says when a
 * calendar program last read each, and revokes them.
 */
export function CalendarFeedsPage() {
  const revoke = useRevokeCalendarFeed();
  const revocation = useRevocation<CalendarFeed>(revoke);
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);
  const now = portalNow();

  return (
    <AccountPage
      title="Calendar feeds"
      subtitle="Your company's maintenances in Outlook, Google Calendar or Apple Calendar, kept up to date."
    >
      <div className={grid({ gap: "6" })}>
        {created !== null ? (
          <NewAddress feed={created} onDone={() => setCreated(null)} />
        ) : (
          <div className={panel()}>
            <CreateAddress
              onCreated={(feed) => {
                revocation.forget();
                setCreated(feed);
              }}
            />
          </div>
        )}
        <section aria-label="Your calendar addresses" className={grid({ gap: "3" })}>
          <h2 className={heading({ size: "section", flush: true })}>Your addresses</h2>
          <RevocationOutcome
            revoked={revocation.revoked}
            revoke={revoke}
            effect="calendars subscribed to it no longer receive updates."
          />
          <InPageList
            list={CALENDAR_FEED_LIST}
            noun="calendar addresses"
            emptyTitle="You have no calendar address yet."
            emptyHint="Create one above and subscribe to it in your calendar program."
            caption="Your calendar addresses"
            rowHeader={{ header: "Name", cell: (feed) => feed.name }}
            columns={[
              { header: "Address begins", cell: (feed) => `…/calendar/${feed.prefix}…` },
              timeColumn("Created", "created", now),
              timeColumn("Last read", "last_used", now, { fallback: "Not yet" }),
              revocation.column(),
            ]}
          />
        </section>
      </div>
    </AccountPage>
  );
}
