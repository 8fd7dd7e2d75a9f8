import { sql } from "drizzle-orm";
import type { Database } from "../../../server/src/db/database.ts";
import { contains, oneOf, where } from "../../../server/src/http/list-filters.ts";
import { type ListDeclaration, orderingOr } from "../../../server/src/http/paged-list.ts";

/** A list of the tests' own (widgets of two companies) declared as the modules declare theirs. */

export interface WidgetQuery {
  readonly text?: string;
  readonly colour?: string;
  readonly size?: string;
  readonly ordering?: "name" | "-created";
}
export interface Widget {
  readonly id: string;
  readonly name: string;
  readonly colour: string;
}

export const WIDGETS: ListDeclaration<WidgetQuery, Widget, Widget> = {
  name: "test_widgets",
  table: "test_widgets w",
  alias: "w",
  owner: "w.company_id = $1",
  filters: [
    contains("lower(w.name)", (query) => query.text),
    oneOf(
      "w.colour",
      (query) => query.colour,
      (value) => value.split(","),
    ),
    where("w.size >= ?", "int4", (query) => query.size, Number),
  ],
  orderings: { "-created": "w.created_at desc, w.id desc", name: "w.name asc, w.id asc" },
  ordering: orderingOr("-created"),
  columns: "w.id::text as id, w.name, w.colour",
  toItem: (row) => row,
};

/** The widgets' table, empty. */
export async function createWidgetTable(database: Database): Promise<void> {
  await database.db.execute(sql`create table test_widgets (
    id int generated always as identity primary key, company_id int not null,
    name text not null, colour text not null, size int not null,
    created_at timestamptz not null)`);
}
