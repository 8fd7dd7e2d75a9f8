/** "Ada Lovelace", as lists and log entries name people. */
export function fullName(person: {
  readonly firstname: string;
  readonly lastname: string;
}): string {
  return `${person.firstname} ${person.lastname}`.trim();
}
