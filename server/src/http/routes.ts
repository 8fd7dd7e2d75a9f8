import { Schema } from "effect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Permission } from "../../../src/core/permissions/index.ts";
import type { CurrentUser } from "../auth/caller.ts";
import { callerOf, currentUser, guards } from "../auth/current-user.ts";
import type { ServerContext } from "../context.ts";
import { ApiError } from "./api-error.ts";
import { ForeignRecordError } from "./foreign-records.ts";
import { missingPathRecord, type PathRecordKind } from "./foreign-rows.ts";
import { parsePathParams } from "./path-params.ts";
import { parseInput } from "./validation.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type AnySchema = Schema.Top &
  Schema.ConstraintDecoder<unknown> &
  Schema.ConstraintEncoder<unknown>;

/**
 * One API route, described once: Fastify serves it from this description and the OpenAPI
 * document (/v2/openapi.json) is generated from the same list, so the docs cannot drift.
 */
export interface RouteSpec<
  B extends AnySchema | undefined,
  Q extends AnySchema | undefined,
  P extends AnySchema | undefined = undefined,
> {
  readonly method: Method;
  /** Path under the version prefix, Fastify style: "/users/:id/permissions". */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  /** "public", any signed-in user, or signed in holding any one of the permissions. */
  readonly access: "public" | "signed-in" | ReadonlyArray<Permission>;
  readonly body?: B;
  readonly query?: Q;
  /** The path's parameters (`:id`), decoded from their text; one that fails names nothing: 404. */
  readonly params?: P;
  /**
   * The kind of record the path's `:id` names, for a route that reads or changes one company's
   * record: when the handler answers 404 and another company holds that id, the router turns
   * it into the same 404 logged as a security event (foreign-rows.ts), once for every route.
   */
  readonly names?: PathRecordKind;
  /** The success body, encoded with this schema (and documented with it). */
  readonly response?: AnySchema;
  readonly status?: number;
  /** Answers that are not JSON (images, CSV): documented by content type only. */
  readonly produces?: string;
  /** Another content type the success answer can have besides JSON (`?export=true`: CSV). */
  readonly alsoProduces?: string;
  /**
   * Only a person may call it, never an API key (issue 43): managing keys, changing a
   * password, a session's own routes. A key's caller gets 403.
   */
  readonly peopleOnly?: boolean;
  /**
   * Answers a signed-in person whose company requires two-factor sign-in before they have
   * enrolled (issue 44): /me, the enrolment itself, sign-out. Every other route answers them
   * 403 with code "two_factor_enrolment_required".
   */
  readonly beforeEnrolment?: boolean;
  /** Error statuses beyond those the document derives from the spec (409, 429...). */
  readonly errors?: ReadonlyArray<number>;
}

export type Decoded<S> = S extends AnySchema ? S["Type"] : undefined;

export interface RouteInput<B, Q, P = undefined> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly body: B;
  readonly query: Q;
  readonly params: P;
}

export interface SignedInInput<B, Q, P = undefined> extends RouteInput<B, Q, P> {
  readonly user: CurrentUser;
}

/**
 * A success body already encoded and serialised (an answer reused while nothing changed, see
 * list-route.ts): sent as it is, with the route's status, skipping the encode.
 */
export class EncodedJson {
  readonly json: string;
  constructor(json: string) {
    this.json = json;
  }
}

/** Every route registered so far, for the OpenAPI document. */
export type CatalogueEntry = RouteSpec<
  AnySchema | undefined,
  AnySchema | undefined,
  AnySchema | undefined
>;

export function createRouter(
  api: FastifyInstance,
  ctx: ServerContext,
  catalogue: CatalogueEntry[],
) {
  const guard = guards(ctx);

  function register<
    B extends AnySchema | undefined,
    Q extends AnySchema | undefined,
    P extends AnySchema | undefined,
  >(
    spec: RouteSpec<B, Q, P>,
    handler: (input: RouteInput<Decoded<B>, Decoded<Q>, Decoded<P>>) => Promise<unknown>,
  ): void {
    catalogue.push(spec as CatalogueEntry);
    const preHandler =
      spec.access === "public"
        ? undefined
        : spec.access === "signed-in"
          ? spec.beforeEnrolment
            ? guard.signedInBeforeEnrolment
            : guard.signedIn
          : guard.anyOf(...spec.access);
    const encode = spec.response ? Schema.encodeUnknownSync(spec.response) : undefined;
    api.route({
      method: spec.method,
      url: spec.path,
      ...(preHandler
        ? { preHandler: spec.peopleOnly ? [preHandler, guard.person] : preHandler }
        : {}),
      handler: async (request, reply) => {
        const body = (spec.body ? parseInput(spec.body, request.body) : undefined) as Decoded<B>;
        const query = (
          spec.query ? parseInput(spec.query, request.query ?? {}) : undefined
        ) as Decoded<Q>;
        // Last, as the handlers' own lookups were: a bad body is still a 400 at a bad id.
        const params = (
          spec.params ? parsePathParams(spec.params, request.params) : undefined
        ) as Decoded<P>;
        const result = await handler({ request, reply, body, query, params }).catch(
          (error: unknown) => foreignIfOwned(spec.names, request, error),
        );
        if (reply.sent) return reply;
        reply.code(spec.status ?? 200);
        if (result instanceof EncodedJson) {
          return reply.type("application/json; charset=utf-8").send(result.json);
        }
        return encode && result !== undefined ? encode(result) : result;
      },
    });
  }

  /**
   * The handler's error, or, for a plain 404 on a route whose path names a record another
   * company holds, that 404 as a ForeignRecordError (the error handler logs it). An error that
   * already is one (the module looked the owner up itself) is logged once, as it is.
   */
  async function foreignIfOwned(
    kind: PathRecordKind | undefined,
    request: FastifyRequest,
    error: unknown,
  ): Promise<never> {
    const raw = (request.params as Record<string, unknown> | undefined)?.id;
    const caller = callerOf(request);
    if (
      kind === undefined ||
      typeof raw !== "string" ||
      caller === undefined ||
      !(error instanceof ApiError) ||
      error.status !== 404 ||
      error instanceof ForeignRecordError
    ) {
      throw error;
    }
    const refusal = await missingPathRecord(ctx, caller.companyId, kind, raw);
    // Not another company's: the handler's own 404, as it was.
    throw refusal instanceof ForeignRecordError ? refusal : error;
  }

  return {
    /** The server's context, for helpers that register routes on behalf of a module. */
    ctx,
    /** A route anyone may call (sign-in, captcha, forgot password...). */
    publicRoute<
      B extends AnySchema | undefined = undefined,
      Q extends AnySchema | undefined = undefined,
      P extends AnySchema | undefined = undefined,
    >(
      spec: Omit<RouteSpec<B, Q, P>, "access">,
      handler: (input: RouteInput<Decoded<B>, Decoded<Q>, Decoded<P>>) => Promise<unknown>,
    ): void {
      register({ ...spec, access: "public" }, handler);
    },
    /** A route for a signed-in caller; `access` may add required permissions (any of). */
    route<
      B extends AnySchema | undefined = undefined,
      Q extends AnySchema | undefined = undefined,
      P extends AnySchema | undefined = undefined,
    >(
      spec: RouteSpec<B, Q, P> & { readonly access: "signed-in" | ReadonlyArray<Permission> },
      handler: (input: SignedInInput<Decoded<B>, Decoded<Q>, Decoded<P>>) => Promise<unknown>,
    ): void {
      register(spec, (input) => handler({ ...input, user: currentUser(input.request) }));
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
