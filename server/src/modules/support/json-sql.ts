import { isoTime } from "./ticket-rows.ts";

/**
 * SQL that builds the contract's nested objects (an author, an attachment, a comment with
 * its files) in the query itself, so a feed page is one round trip however many kinds of
 * entries it mixes. Each takes the alias of the row it describes.
 */

export const authorJson = (alias: string) =>
  `json_build_object('id', ${alias}.author_id::text, 'name', ${alias}.author_name,
    'is_agent', ${alias}.is_agent)`;

export const attachmentJson = (alias: string) =>
  `json_build_object('id', ${alias}.id::text, 'name', ${alias}.name, 'size', ${alias}.size,
    'content_type', ${alias}.content_type, 'created', ${isoTime(`${alias}.created_at`)})`;

/** The files of the comment `alias`, oldest first, as a JSON array. */
const commentFiles = (alias: string) =>
  `coalesce((select json_agg(${attachmentJson("ca")} order by ca.created_at, ca.id)
    from support_attachments ca where ca.comment_id = ${alias}.id), '[]'::json)`;

export const commentJson = (alias: string) =>
  `json_build_object('id', ${alias}.id::text, 'body', ${alias}.body,
    'author', ${authorJson(alias)}, 'created', ${isoTime(`${alias}.created_at`)},
    'attachments', ${commentFiles(alias)})`;

/** JSON numbers arrive as numbers, but a bigint may come back as text from some drivers. */
export function withNumericSize<T extends { readonly size: number | string }>(
  file: T,
): T & { size: number } {
  return { ...file, size: Number(file.size) };
}
