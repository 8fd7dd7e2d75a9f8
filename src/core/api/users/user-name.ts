/**
 * How the portal names a person: the name they gave, else their e-mail address, which every
 * user has (an invited user may not have given a name yet, staff may have none).
 */

/** The name a person gave: "Ada Lovelace", "Ada", or "" without one. */
export function fullName(person: {
  readonly firstname: string;
  readonly lastname: string;
}): string {
  return `${person.firstname} ${person.lastname}`.trim();
}

/** A user of the company: "Ada Lovelace", "Ada", or "ada@example.com" without a name. */
export function userName(user: {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}): string {
  return fullName(user) || user.email;
}

/** Someone a record names (a log's user or staff member): the name, else the e-mail address. */
export function personName(person: { readonly name: string; readonly email: string }): string {
  return person.name || person.email;
}
