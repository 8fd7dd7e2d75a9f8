import { type SQL, sql } from "drizzle-orm";
import {
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** The column helpers every schema file shares (schema.ts describes the conventions). */

/** Integer identity primary key (a string on the wire). */
export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/** A moment, always with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => at("created_at").notNull();

/** Set on insert; each write that changes the row sets it again itself. */
export const updatedAt = () => at("updated_at").notNull();

/** A list that travels with its row and is never queried on its own; empty by default. */
export const jsonList = <Item>(name: string) =>
  jsonb(name).$type<Item[]>().notNull().default(sql`'[]'::jsonb`);

/**
 * What a list's text search matches: a lowered text computed from the row by PostgreSQL on
 * every write, so the search is `search_text like '%term%'` and a trigram index serves it.
 */
export const searchText = (expression: SQL) =>
  text("search_text").notNull().generatedAlwaysAs(expression);

/** A pg_trgm GIN index: `like '%term%'` on the column is answered from it, not by a scan. */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using("gin", column.op("gin_trgm_ops"));

/**
 * A jsonb_path_ops GIN index: `column @> '[{"id": ...}]'` (which records name a service) is
 * answered from it, not by testing every row of the company.
 */
export const containmentIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using("gin", column.op("jsonb_path_ops"));
