/** `?offset=&limit=` of a list; either may be left to the server. Every module's list uses it. */
export interface ListWindow {
  readonly offset?: number | undefined;
  readonly limit?: number | undefined;
}
