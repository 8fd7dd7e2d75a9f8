import { Field } from "@ark-ui/react/field";
import { type ComponentProps, type ReactNode, useId } from "react";
import { field } from "#styled-system/recipes/index.js";
import { customerWording } from "../../core/errors/index.ts";

/**
 * Labelled form controls on Ark UI's Field: label, helper and error text are wired to the
 * control by id, and an error marks the control invalid for assistive technology too. The
 * error is also part of the control's description (not only aria-errormessage, which some
 * screen readers ignore), so it is read with the field.
 *
 * A text, text-area or select field's message reaches the screen here, so here it is put in
 * the customer's words (core's `customerWording`): a form's own check in core keeps the wire's
 * stock wording ("This field may not be blank.", as the server says it), and a server's message
 * may be stock too.
 */

interface FieldTexts {
  readonly label: string;
  readonly helperText?: ReactNode;
  /** A message shown under the field (or several, from the server); marks it invalid. */
  readonly errorText?: string | readonly string[] | undefined;
}

function errorMessage(errorText: FieldTexts["errorText"]): string | undefined {
  if (errorText === undefined) return undefined;
  const messages = typeof errorText === "string" ? [errorText] : errorText;
  const text = messages.map(customerWording).join(" ");
  return text === "" ? undefined : text;
}

function FieldShell({
  label,
  helperText,
  errorText,
  required,
  disabled,
  control,
}: FieldTexts & {
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** Renders the control, given the ids that describe it. */
  readonly control: (describedBy: string | undefined) => ReactNode;
}) {
  const classes = field();
  const error = errorMessage(errorText);
  const id = useId();
  const ids = { helperText: `${id}-help`, errorText: `${id}-error` };
  const describedBy = [
    helperText === undefined ? undefined : ids.helperText,
    error === undefined ? undefined : ids.errorText,
  ]
    .filter((part) => part !== undefined)
    .join(" ");
  return (
    <Field.Root
      className={classes.root}
      ids={ids}
      invalid={error !== undefined}
      required={required}
      disabled={disabled}
    >
      <Field.Label className={classes.label}>{label}</Field.Label>
      {control(describedBy === "" ? undefined : describedBy)}
      {helperText !== undefined && (
        <Field.HelperText className={classes.helperText}>{helperText}</Field.HelperText>
      )}
      {error !== undefined && (
        <Field.ErrorText className={classes.errorText}>{error}</Field.ErrorText>
      )}
    </Field.Root>
  );
}

export type TextFieldProps = FieldTexts & Omit<ComponentProps<"input">, "className">;

export function TextField({ label, helperText, errorText, required, ...input }: TextFieldProps) {
  return (
    <FieldShell
      {...{ label, helperText, errorText, required }}
      disabled={input.disabled}
      control={(describedBy) => (
        <Field.Input className={field().input} aria-describedby={describedBy} {...input} />
      )}
    />
  );
}

export type TextAreaFieldProps = FieldTexts & Omit<ComponentProps<"textarea">, "className">;

export function TextAreaField({
  label,
  helperText,
  errorText,
  required,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldShell
      {...{ label, helperText, errorText, required }}
      disabled={textarea.disabled}
      control={(describedBy) => (
        <Field.Textarea className={field().textarea} aria-describedby={describedBy} {...textarea} />
      )}
    />
  );
}

export type SelectFieldProps = FieldTexts & Omit<ComponentProps<"select">, "className">;

/** A native select: the platform's own keyboard and screen-reader support, any list length. */
export function SelectField({
  label,
  helperText,
  errorText,
  required,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell
      {...{ label, helperText, errorText, required }}
      disabled={select.disabled}
      control={(describedBy) => (
        <Field.Select className={field().select} aria-describedby={describedBy} {...select}>
          {children}
        </Field.Select>
      )}
    />
  );
}
