import { useState } from "react";
import { text } from "#styled-system/recipes/index.js";
import type { MutationView } from "../../../adapters/react/result-views.ts";
import { Alert } from "../alert.tsx";
import type { Column } from "../data-table.tsx";
import { RevokeButton } from "./shown-once.tsx";

/** The revoke call of a list of secrets (an API key, a calendar address), by the secret's id. */
type RevokeCall = Pick<
  MutationView<string, unknown>,
  "submit" | "isPending" | "isSuccess" | "error"
>;

/** A secret as its list names it. */
interface NamedSecret {
  readonly id: string;
  readonly name: string;
}

export interface Revocation<Row extends NamedSecret> {
  /** The list's "Actions" column: a Revoke button per row, named after the row. */
  readonly column: (options?: { readonly hidden?: boolean }) => Column<Row>;
  /** The name of the secret last revoked, for RevocationOutcome. */
  readonly revoked: string | null;
  /** Forgets it: a new secret was made, and the outcome of the last revoke is old news. */
  readonly forget: () => void;
}

/** Revoking the secrets of a list, one at a time, remembering which was last. */
export function useRevocation<Row extends NamedSecret>(revoke: RevokeCall): Revocation<Row> {
  const [revoked, setRevoked] = useState<string | null>(null);
  return {
    column: ({ hidden = false } = {}) => ({
      header: "Actions",
      hidden,
      cell: (row) => (
        <RevokeButton
          name={row.name}
          pending={revoke.isPending}
          onRevoke={() => {
            setRevoked(row.name);
            revoke.submit(row.id);
          }}
        />
      ),
    }),
    revoked,
    forget: () => setRevoked(null),
  };
}

/**
 * What became of the last revoke: "“Deploy bot” has been revoked: <effect>", announced, or
 * why it failed.
 */
export function RevocationOutcome({
  revoked,
  revoke,
  effect,
}: {
  /** The secret last revoked (useRevocation's `revoked`). */
  readonly revoked: string | null;
  readonly revoke: RevokeCall;
  /** What the revoke means for whoever used it: "its next call is refused." */
  readonly effect: string;
}) {
  return (
    <>
      {revoked !== null && revoke.isSuccess && (
        <p role="status" className={text({ tone: "muted", size: "sm" })}>
          “{revoked}” has been revoked: {effect}
        </p>
      )}
      {revoke.error !== null && <Alert status="error">{revoke.error}</Alert>}
    </>
  );
}
