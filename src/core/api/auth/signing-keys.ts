import { Schema } from "effect";

/**
 * GET /.well-known/jwks.json: the public keys that verify the API's tokens (RFC 7517 JWK Set),
 * each named by the `kid` a token carries in its header. Only Ed25519 (EdDSA) keys are
 * published; the private halves never leave the server's configuration.
 */
export const PublicSigningKey = Schema.Struct({
  kty: Schema.Literal("OKP"),
  crv: Schema.Literal("Ed25519"),
  x: Schema.String,
  kid: Schema.String,
  alg: Schema.Literal("EdDSA"),
  use: Schema.Literal("sig"),
});

export const PublicSigningKeySet = Schema.Struct({ keys: Schema.Array(PublicSigningKey) });
export type PublicSigningKeySet = typeof PublicSigningKeySet.Type;
