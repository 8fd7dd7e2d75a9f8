/**
 * Whether a 401 ends the session in use (spec section 8: a 401 on an authenticated call signs
 * the user out).
 *
 * Only a refusal of the access token the session still uses says the session is over. A call
 * sent before the tokens changed carried a token that is gone on purpose: refreshed (the
 * server revokes the old pair), or swapped by an impersonation's start or exit (exiting ends
 * the customer's session on the server, so the customer's calls still on the wire come back
 * 401). Signing out then would end the session just put in place, the staff member's own
 * after an exit, for an answer about another one.
 *
 * The session machine adds the one case a token comparison cannot see: while an
 * impersonation's exit is on the wire, the customer's token is still the one in use and its
 * refusal is expected, since the originals come back whatever the answer.
 */
export function refusalEndsSession(refusedToken: string, tokenInUse: string | null): boolean {
  return refusedToken === tokenInUse;
}
