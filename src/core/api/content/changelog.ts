import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { Id, IsoDateTime, NonEmptyString } from "../primitives.ts";

/** One release note of the portal (/changelogs). `body` is plain text. */
export const ChangelogEntry = Schema.Struct({
  id: Id,
  version: NonEmptyString,
  title: NonEmptyString,
  body: Schema.String,
  published_at: IsoDateTime,
});
export type ChangelogEntry = typeof ChangelogEntry.Type;

/** GET /changelog, declared once (define-list.ts): published entries, newest first, 10 a page. */
export const CHANGELOG_LIST = defineList({
  resource: "changelog",
  path: "/changelog",
  item: ChangelogEntry,
  pageSize: 10,
});
