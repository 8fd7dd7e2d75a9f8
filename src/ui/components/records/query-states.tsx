import type { ReactNode } from "react";
import { css } from "#styled-system/css/index.js";
import { panel, text } from "#styled-system/recipes/index.js";
import { Button } from "../button.tsx";

/** The three states every list and page of the support desk has besides its data. */

export function LoadingState({ label }: { readonly label: string }) {
  return (
    <p role="status" className={css({ color: "text.muted", py: "4" })}>
      {label}
    </p>
  );
}

/** A failed load: the server's words (or ours) and a way to try again. */
export function ErrorState({
  message,
  onRetry,
}: {
  readonly message: string;
  readonly onRetry?: (() => void) | undefined;
}) {
  return (
    <div role="alert" className={panel()}>
      <p className={css({ color: "danger.500", mb: onRetry === undefined ? "0" : "3" })}>
        {message}
      </p>
      {onRetry !== undefined && (
        <Button variant="ghost" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

export function EmptyState({
  title,
  children,
}: {
  readonly title: string;
  readonly children?: ReactNode;
}) {
  return (
    <div className={panel()}>
      <p className={text({ weight: "semibold" })}>{title}</p>
      {children !== undefined && (
        <div className={css({ mt: "1", color: "text.muted", fontSize: "sm" })}>{children}</div>
      )}
    </div>
  );
}
