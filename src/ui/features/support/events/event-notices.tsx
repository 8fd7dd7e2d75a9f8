import { css } from "#styled-system/css/index.js";
import { stack } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import type { EventNotice } from "../../../../core/api/events/event-vocabulary.ts";
import { DisplayTime } from "../../../components/records/display-time.tsx";

/** An event's dated messages, oldest first, as a timeline. */
export function EventNotices({
  notices,
  label,
  now,
}: {
  readonly notices: ReadonlyArray<EventNotice>;
  readonly label: string;
  readonly now: Date;
}) {
  if (notices.length === 0) {
    return <p className={text({ tone: "muted", size: "sm" })}>Nothing has been posted yet.</p>;
  }
  return (
    <ol aria-label={label} className={stack({ gap: "3" })}>
      {notices.map((notice) => (
        <li
          key={`${notice.at}-${notice.message}`}
          className={css({ borderStartWidth: "2px", borderColor: "brand.100", ps: "3" })}
        >
          <p className={text({ tone: "muted", size: "xs" })}>
            <DisplayTime value={notice.at} now={now} />
          </p>
          <p className={css({ fontSize: "sm", whiteSpace: "pre-wrap", overflowWrap: "anywhere" })}>
            {notice.message}
          </p>
        </li>
      ))}
    </ol>
  );
}
