import type { ButtonHTMLAttributes } from "react";
import { cx } from "#styled-system/css/index.js";
import { type ButtonVariantProps, button } from "#styled-system/recipes/index.js";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps;

export function Button({ variant, size, fullWidth, className, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={cx(button({ variant, size, fullWidth }), className)}
      {...rest}
    />
  );
}
