import type { Schema } from "effect";
import { expect } from "vitest";
import { decode } from "../../../src/core/api/decode.ts";

/** Decodes and returns the value, failing the test with the decoder's message otherwise. */
export function expectValid<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
): S["Type"] {
  const result = decode(schema, input);
  if (!result.ok) throw new Error(`expected a valid payload, got: ${result.error}`);
  return result.value;
}

/** Asserts the payload is refused and returns the message, which must name `field`. */
export function expectInvalid(
  schema: Schema.ConstraintDecoder<unknown>,
  input: unknown,
  field: string,
): string {
  const result = decode(schema, input);
  expect(result.ok).toBe(false);
  const error = result.ok ? "" : result.error;
  expect(error).toContain(field);
  return error;
}
