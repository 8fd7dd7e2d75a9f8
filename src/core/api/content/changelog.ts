import { Schema } from "effect";
import { Paginated } from "../paginated.ts";
import { Id, IsoDateTime, NonEmptyString } from "../primitives.ts";

/** One release note of the portal (/changelogs). `body` is plain text. */
export const ChangelogEntry = Schema.Struct({
  id: Id,
  version: NonEmptyString,
  title: NonEmptyString,
  body: Schema.String,
  published_at: IsoDateTime,
});

/** GET /changelog: published entries, newest first, paged. */
export const ChangelogList = Paginated(ChangelogEntry);
export type ChangelogList = typeof ChangelogList.Type;
