import type { ErrorBody } from "../../../src/core/api/index.ts";

/**
 * A failure answered in the contract's error shape (DESIGN.md section 5). Route code throws
 * it; the app's error handler turns it into the reply, so no handler formats errors itself.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, body: ErrorBody | string, headers: Record<string, string> = {}) {
    const errorBody = typeof body === "string" ? { detail: body } : body;
    super(errorBody.detail ?? `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = errorBody;
    this.headers = headers;
  }
}

export const badRequest = (body: ErrorBody | string) => new ApiError(400, body);
export const unauthorized = (detail = "Authentication credentials were not provided.") =>
  new ApiError(401, detail, { "WWW-Authenticate": 'Bearer realm="api"' });
export const forbidden = (detail = "You do not have permission to perform this action.") =>
  new ApiError(403, detail);
export const notFound = (detail = "Not found.") => new ApiError(404, detail);
export const conflict = (body: ErrorBody | string) => new ApiError(409, body);
