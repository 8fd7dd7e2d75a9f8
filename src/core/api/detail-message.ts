import { Schema } from "effect";
import { NonEmptyString } from "./primitives.ts";

/**
 * A success answer that only carries a sentence for the success notice, in DRF's
 * `{ "detail": "..." }` shape: POST /logout, /forgot-password, /verify-reset-password and
 * /reset-password answer with it.
 */
export const DetailMessage = Schema.Struct({ detail: NonEmptyString });
export type DetailMessage = typeof DetailMessage.Type;
