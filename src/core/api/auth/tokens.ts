import { Schema } from "effect";
import { boundedText, MAX_TOKEN_LENGTH, NonEmptyString } from "../primitives.ts";

/**
 * The JWT pair answered by POST /auth, POST /auth/refresh and POST /impersonation/users.
 * Both are opaque to the contract; src/core/auth reads the claims.
 */
export const TokenPair = Schema.Struct({ access: NonEmptyString, refresh: NonEmptyString });
export type TokenPair = typeof TokenPair.Type;

/** A refresh token handed back by a client: a JWT, far shorter than the bound. */
export const RefreshToken = boundedText(MAX_TOKEN_LENGTH, { nonEmpty: true });

/** POST /auth/refresh: trade the refresh token for a new pair (refresh tokens rotate). */
export const RefreshRequest = Schema.Struct({ refresh: RefreshToken });

/** POST /logout: revoke the refresh token's family. */
export const LogoutRequest = Schema.Struct({ refresh: RefreshToken });
