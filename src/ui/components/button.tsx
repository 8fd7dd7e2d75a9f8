import type { ButtonHTMLAttributes } from "react";
import { cx } from "#styled-system/css/index.js";
import { type ButtonVariantProps, button } from "#styled-system/recipes/index.js";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariantProps & {
    /**
     * The work this button started is under way: assistive technology hears it (aria-busy)
     * and the button takes no second press (disabled). `disabled` still adds reasons of its own.
     */
    readonly busy?: boolean;
  };

export function Button({
  variant,
  size,
  fullWidth,
  className,
  type,
  busy,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={cx(button({ variant, size, fullWidth }), className)}
      aria-busy={busy}
      disabled={busy || disabled}
      {...rest}
    />
  );
}
