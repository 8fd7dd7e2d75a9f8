import { type FormEvent, useState } from "react";
import { css } from "#styled-system/css/index.js";
import { panel, text } from "#styled-system/recipes/index.js";
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from "../../../../adapters/resources/notifications/notification-settings.ts";
import {
  NOTIFICATION_TOPICS,
  type NotificationSettingChange,
  type NotificationTopic,
  notificationTopicLabel,
} from "../../../../core/api/notifications/notification-settings.ts";
import { Alert } from "../../../components/alert.tsx";
import { AccountPage } from "../shared/account-page.tsx";
import { ChoiceMatrix } from "../shared/choice-matrix.tsx";
import { SaveRow } from "../shared/save-row.tsx";

type Channel = "portal" | "email";
type Choices = Readonly<Partial<Record<NotificationTopic, { portal: boolean; email: boolean }>>>;

const KNOWN: ReadonlySet<string> = new Set(NOTIFICATION_TOPICS);
const isKnownTopic = (topic: string): topic is NotificationTopic => KNOWN.has(topic);

/**
 * /account-settings/notification-settings: for each topic, whether it reaches the user in the
 * portal (bell and list) and by e-mail. The server honours the choice when it writes
 * notifications and mail. Unsaved changes stay on screen if saving fails.
 */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [edits, setEdits] = useState<Choices>({});

  const stored = (settings.data?.settings ?? []).filter((row) => isKnownTopic(row.topic));
  const channelOn = (topic: NotificationTopic, channel: Channel): boolean => {
    const edited = edits[topic];
    if (edited !== undefined) return edited[channel];
    return stored.find((row) => row.topic === topic)?.[channel] ?? false;
  };
  const toggle = (topic: NotificationTopic, channel: Channel) => {
    const next = { portal: channelOn(topic, "portal"), email: channelOn(topic, "email") };
    next[channel] = !next[channel];
    setEdits((was) => ({ ...was, [topic]: next }));
    update.reset();
  };
  const changes: NotificationSettingChange[] = NOTIFICATION_TOPICS.flatMap((topic) => {
    const edited = edits[topic];
    return edited === undefined ? [] : [{ topic, ...edited }];
  });

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changes.length === 0) return;
    update.submit({ settings: changes });
  };
  if (update.isSuccess && changes.length > 0) setEdits({});

  return (
    <AccountPage
      title="Notification settings"
      subtitle="Choose which news reaches you in the portal and which by e-mail."
    >
      <div className={panel()}>
        {settings.isPending ? (
          <p role="status" className={text({ tone: "muted" })}>
            Loading your settings…
          </p>
        ) : settings.isError ? (
          <Alert status="error">{settings.error}</Alert>
        ) : (
          <form aria-label="Notification settings" onSubmit={save}>
            <ChoiceMatrix
              caption="Notification channels by topic"
              rowHeading="Topic"
              columns={["In the portal", "By e-mail"]}
              rows={stored.flatMap(({ topic }) => {
                if (!isKnownTopic(topic)) return [];
                const label = notificationTopicLabel(topic);
                return {
                  key: topic,
                  label,
                  boxes: [
                    {
                      label: `${label} in the portal`,
                      checked: channelOn(topic, "portal"),
                      onChange: () => toggle(topic, "portal"),
                    },
                    {
                      label: `${label} by e-mail`,
                      checked: channelOn(topic, "email"),
                      onChange: () => toggle(topic, "email"),
                    },
                  ],
                };
              })}
            />
            <SaveRow
              label="Save settings"
              savedMessage="Your notification settings have been saved."
              pending={update.isPending}
              saved={update.isSuccess}
              nothingToSave={changes.length === 0}
              className={css({ mt: "4" })}
            />
            {update.error !== null && (
              <div className={css({ mt: "3" })}>
                <Alert status="error">{update.error}</Alert>
              </div>
            )}
          </form>
        )}
      </div>
    </AccountPage>
  );
}
