import { cx } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { Button } from "../../../components/button.tsx";

/**
 * The foot of an account settings form: its submit button, busy ("Saving…") while the change
 * is on its way, and once it is stored a polite status beside it saying so.
 */
export function SaveRow({
  label,
  savedMessage,
  pending,
  saved,
  nothingToSave = false,
  className,
}: {
  /** The button's text, such as "Save details". */
  readonly label: string;
  /** Said once the change is stored, such as "The details have been saved." */
  readonly savedMessage: string;
  readonly pending: boolean;
  readonly saved: boolean;
  /** The form holds no change yet: the button stays off. */
  readonly nothingToSave?: boolean;
  /** Where the row sits in its form (a margin, wrapping). */
  readonly className?: string;
}) {
  return (
    <div className={cx(flex({ gap: "3", align: "center" }), className)}>
      <Button type="submit" busy={pending} disabled={nothingToSave}>
        {pending ? "Saving…" : label}
      </Button>
      {saved && (
        <p role="status" className={text({ tone: "muted", size: "sm" })}>
          {savedMessage}
        </p>
      )}
    </div>
  );
}
