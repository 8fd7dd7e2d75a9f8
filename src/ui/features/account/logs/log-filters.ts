/**
 * The filters both logs of the page share (the user and a period), kept in the address as
 * `user`, `date_from` and `date_to`; an empty one is no filter and stays out of the query.
 */
export interface LogFilters {
  readonly user: string;
  readonly from: string;
  readonly to: string;
}

/** The filters as both log endpoints read them (plus the page's window). */
export function logFilterQuery({ user, from, to }: LogFilters): {
  readonly user?: string;
  readonly date_from?: string;
  readonly date_to?: string;
} {
  return {
    ...(user === "" ? {} : { user }),
    ...(from === "" ? {} : { date_from: from }),
    ...(to === "" ? {} : { date_to: to }),
  };
}
