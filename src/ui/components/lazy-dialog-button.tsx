import { type ReactNode, Suspense, useId, useState } from "react";
import { Button } from "./button.tsx";

/** What the dialog behind a LazyDialogButton is given. */
export interface LazyDialogControls {
  readonly open: boolean;
  onOpenChange(open: boolean): void;
  /** Where the focus returns on closing: the button, which lives outside the dialog. */
  finalFocusEl(): HTMLElement | null;
}

/**
 * A button on the page whose dialog (Ark UI's dialog and its form) is a chunk of its own:
 * fetched by `load` when the pointer or the focus reaches the button, shown on the click. Most
 * visits never open it, and the dialog was a large part of a route's 50 kB (the invoice's
 * dispute, a service's cease request). The dialog stays mounted once opened, so what was typed
 * survives closing and reopening. `children` renders the lazily loaded dialog.
 */
export function LazyDialogButton({
  label,
  load,
  children,
}: {
  readonly label: string;
  load(): Promise<unknown>;
  children(controls: LazyDialogControls): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonId = useId();
  const prefetch = () => void load();
  return (
    <>
      <Button
        id={buttonId}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          {children({
            open,
            onOpenChange: setOpen,
            finalFocusEl: () => document.getElementById(buttonId),
          })}
        </Suspense>
      )}
    </>
  );
}
