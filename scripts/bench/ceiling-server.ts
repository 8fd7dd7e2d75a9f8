import Fastify from "fastify";
import { fixedKeys } from "../../server/src/auth/key-ring.ts";
import { parseKeySet } from "../../server/src/auth/key-set.ts";
import { verifyToken } from "../../server/src/auth/tokens.ts";

// The benchmark's ceiling: a bare Fastify route that only verifies the bearer token, the
// floor of work any authenticated /v2 call does. Started as its own process by bench-api.ts.
const keys = await fixedKeys(parseKeySet(process.env.CONDUIT_SIGNING_KEYS ?? ""), () => new Date());
const app = Fastify({ logger: false });
app.get("/ceiling", async (request, reply) => {
  const token = request.headers.authorization?.slice("Bearer ".length) ?? "";
  const check = await verifyToken(keys, token, "access", new Date());
  if (!check.ok) return reply.code(401).send({ detail: "invalid" });
  return { sub: check.claims.sub };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
process.stdout.write(`listening ${JSON.stringify(app.server.address())}\n`);
