/**
 * The newest query string of a list (`?type=port&status=active`), as its own changes make
 * it, for changes that come faster than the router renders them.
 *
 * React Router's functional `setSearchParams` starts from the params of the last render, not
 * from the last change: two changes before a re-render (a user picking Type, then Status at
 * once) would lose the first. So each change starts from the newest address this list set.
 * A render can also come between two changes with an address already overtaken: the first
 * change's, while the second is still on its way. Taking that one as the newest lost the
 * second change (Status) when the third (Location) came: a flaky end-to-end test showed it
 * (2026-11-27). An address the router shows is therefore taken as the newest only when it is
 * not one of this list's changes still followed by another (Back, a link, or the last change).
 */
export class AddressChanges {
  private latest: URLSearchParams;
  private seen: URLSearchParams;
  /** The changes made and not yet rendered, oldest first, as query strings. */
  private pending: string[] = [];

  constructor(params: URLSearchParams) {
    this.latest = params;
    this.seen = params;
  }

  /** The router's params at a render. */
  observe(params: URLSearchParams): void {
    if (params === this.seen) return;
    this.seen = params;
    const index = this.pending.indexOf(params.toString());
    if (index === -1) {
      // Not one of ours: the user went Back, followed a link or typed an address.
      this.pending = [];
      this.latest = params;
    } else this.pending = this.pending.slice(index + 1);
  }

  /** The next params: `edit` applied to the newest ones. */
  change(edit: (next: URLSearchParams) => void): URLSearchParams {
    const next = new URLSearchParams(this.latest);
    edit(next);
    this.latest = next;
    this.pending.push(next.toString());
    return next;
  }
}
