import { Field } from "@ark-ui/react/field";
import type { InputHTMLAttributes } from "react";
import { field } from "../../../styled-system/recipes/index.js";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "className"> {
  readonly label: string;
  readonly helperText?: string;
  /** A message shown under the field; marks it invalid for assistive technology too. */
  readonly errorText?: string;
}

/** A labelled input on Ark UI's Field: label, helper and error text are wired by id. */
export function TextField({ label, helperText, errorText, required, ...input }: TextFieldProps) {
  const classes = field();
  return (
    <Field.Root className={classes.root} invalid={errorText !== undefined} required={required}>
      <Field.Label className={classes.label}>{label}</Field.Label>
      <Field.Input className={classes.input} {...input} />
      {helperText !== undefined && (
        <Field.HelperText className={classes.helperText}>{helperText}</Field.HelperText>
      )}
      {errorText !== undefined && (
        <Field.ErrorText className={classes.errorText}>{errorText}</Field.ErrorText>
      )}
    </Field.Root>
  );
}
