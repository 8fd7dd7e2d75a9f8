import { Schema } from "effect";
import { BLANK_TEXT, isWithoutNullCharacters } from "../plain-text.ts";
import { tooLongMessage } from "../primitives.ts";

/** Longest custom name a customer may give a service. */
export const CUSTOM_NAME_MAX_LENGTH = 120;

/**
 * Why a custom name is refused, or undefined when it is fine: it must have something besides
 * spaces and at most CUSTOM_NAME_MAX_LENGTH characters. The portal's form and the server's
 * POST /services/{id}/update_custom_name both ask this one function.
 */
export function customNameProblem(name: string): string | undefined {
  if (name.trim().length === 0) return BLANK_TEXT;
  if (name.length > CUSTOM_NAME_MAX_LENGTH) return tooLongMessage(CUSTOM_NAME_MAX_LENGTH);
  return undefined;
}

/** A custom name as the server stores it: outer spaces dropped. */
export function normaliseCustomName(name: string): string {
  return name.trim();
}

export const CustomName = Schema.String.pipe(
  Schema.check(
    // The same bound as customNameProblem's, stated so the OpenAPI document shows it.
    Schema.isMaxLength(CUSTOM_NAME_MAX_LENGTH, { message: tooLongMessage(CUSTOM_NAME_MAX_LENGTH) }),
    Schema.makeFilter((name: string) => customNameProblem(name) ?? true),
    isWithoutNullCharacters,
  ),
);

/**
 * POST /services/{id}/update_custom_name: the new name, or null to go back to the provider's
 * name. Answers the updated ServiceDetail.
 */
export const UpdateCustomNameRequest = Schema.Struct({
  custom_name: Schema.NullOr(CustomName),
});
export type UpdateCustomNameRequest = typeof UpdateCustomNameRequest.Type;
