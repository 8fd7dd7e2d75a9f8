import { type ReactNode, useState } from "react";
import { flex, grid } from "#styled-system/patterns/index.js";
import { panel, text } from "#styled-system/recipes/index.js";
import { Alert } from "../alert.tsx";
import { Button } from "../button.tsx";
import { TextField } from "../text-field.tsx";

/**
 * A secret the server shows once (an API key, a calendar address): what it is, the value to
 * select or copy, what else to do with it (`actions`, `children`), and "I have copied it",
 * after which the page forgets it. The server keeps only a digest, so this is the one chance.
 */
export function ShownOnce({
  region,
  summary,
  label,
  value,
  copyLabel,
  actions,
  children,
  onDone,
}: {
  /** The section's accessible name ("Your new API key"). */
  readonly region: string;
  readonly summary: ReactNode;
  /** The field's label ("API key"). */
  readonly label: string;
  readonly value: string;
  readonly copyLabel: string;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
  readonly onDone: () => void;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section aria-label={region} className={panel()}>
      <Alert status="success">{summary}</Alert>
      <div className={grid({ gap: "3", mt: "3" })}>
        <TextField
          label={label}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className={flex({ gap: "3", wrap: "wrap", align: "center" })}>
          <Button onClick={copy}>{copyLabel}</Button>
          {actions}
          {copied === true && (
            <span role="status" className={text({ tone: "muted", size: "sm" })}>
              Copied.
            </span>
          )}
          {copied === false && (
            <span role="status" className={text({ tone: "danger", size: "sm" })}>
              The browser did not allow copying: select the text above and copy it yourself.
            </span>
          )}
        </div>
        {children}
        <div>
          <Button variant="ghost" onClick={onDone}>
            I have copied it
          </Button>
        </div>
      </div>
    </section>
  );
}

/** A list row's revoke button, named after the row for assistive technology. */
export function RevokeButton({
  name,
  pending,
  onRevoke,
}: {
  readonly name: string;
  readonly pending: boolean;
  readonly onRevoke: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={pending}
      aria-label={`Revoke ${name}`}
      onClick={onRevoke}
    >
      Revoke
    </Button>
  );
}
