/**
 * How a statement names a person, as src/core/api/users/user-name.ts names them in code: the
 * name they gave ("Ada Lovelace", "Ada", "" without one), or else their e-mail address. `alias`
 * is the users row's alias in the statement.
 */

/** The name a user gave, as core's fullName writes it: "" without one. */
export const fullNameSql = (alias: string) =>
  `trim(${alias}.firstname || ' ' || ${alias}.lastname)`;

/** The name a user gave, else their e-mail address, as core's userName. */
export const userNameSql = (alias: string) =>
  `coalesce(nullif(${fullNameSql(alias)}, ''), ${alias}.email)`;

/** A person as a log entry names them, `{id, name, email}`, built in SQL. */
export const personJsonSql = (alias: string) =>
  `json_build_object('id', ${alias}.id::text, 'name', ${fullNameSql(alias)}, 'email', ${alias}.email)`;
