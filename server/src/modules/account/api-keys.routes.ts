import {
  API_KEY_LIST,
  CreateApiKeyRequest,
  CreatedApiKey,
} from "../../../../src/core/api/account/api-keys.ts";
import { MODULE_MATRIX, readersOf } from "../../../../src/core/permissions/module-matrix.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute } from "../../http/list-route.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { API_KEY_ROWS, createApiKey, revokeApiKey } from "./api-keys.ts";

const TAG = "API keys";

/**
 * The company's API keys (issue 43, src/core/api/account/api-keys.ts): user administration's
 * (the admin module), and only a person's: a key never manages keys.
 */
export function registerApiKeyRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "POST",
      path: "/api-keys",
      summary:
        "Create an API key for the company's scripts, within the caller's permissions and one year; the key is shown only in this answer",
      tag: TAG,
      access: [MODULE_MATRIX.admin.write],
      peopleOnly: true,
      body: CreateApiKeyRequest,
      response: CreatedApiKey,
      status: 201,
    },
    async ({ body, user, reply, request }) => {
      reply.header("Cache-Control", "no-store");
      return createApiKey(ctx, user, body, request.log);
    },
  );

  registerListRoute(router, ctx, {
    list: API_KEY_LIST,
    summary: "The company's API keys not revoked, newest first (never the keys themselves)",
    tag: TAG,
    access: readersOf("admin"),
    rows: API_KEY_ROWS,
  });

  router.route(
    {
      method: "DELETE",
      path: "/api-keys/:id",
      summary: "Revoke an API key: its next call is refused",
      tag: TAG,
      access: [MODULE_MATRIX.admin.write],
      peopleOnly: true,
      params: RecordIdParams,
      names: "api_key",
      status: 204,
    },
    async ({ params, user, request }) => {
      await revokeApiKey(ctx, user, params.id, request.log);
    },
  );
}
