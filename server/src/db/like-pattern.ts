/** `%term%` for ILIKE, with the pattern characters of the term itself escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
