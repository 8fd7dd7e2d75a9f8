import type { FastifyRequest } from "fastify";
import { callerOf } from "../auth/current-user.ts";
import { ApiError, notFound } from "./api-error.ts";

/** The record a caller named: what kind, its id as the path gave it, the company owning it. */
export interface ForeignTarget {
  readonly kind: string;
  readonly id: string | number;
  readonly companyId: number;
}

/**
 * The 404 for another company's record: the caller sees exactly the 404 of a record that
 * does not exist (ids reveal nothing across tenants), while the error handler logs it as a
 * security event with the caller and the target (logForeignRecordAttempt).
 */
export class ForeignRecordError extends ApiError {
  readonly target: ForeignTarget;

  constructor(target: ForeignTarget) {
    super(404, "Not found.");
    this.target = target;
  }
}

/**
 * The error for a record the caller's company does not hold: ForeignRecordError when it
 * exists in another company (`ownerCompanyId` looks that up, unscoped), a plain 404 otherwise.
 */
export async function missingRecord(
  callerCompanyId: number,
  kind: string,
  id: string | number,
  ownerCompanyId: () => Promise<number | undefined>,
): Promise<ApiError> {
  const owner = await ownerCompanyId();
  return owner === undefined || owner === callerCompanyId
    ? notFound()
    : new ForeignRecordError({ kind, id, companyId: owner });
}

/** The security event: a warning with a stable `event` name, the caller and the target. */
export function logForeignRecordAttempt(request: FastifyRequest, error: ForeignRecordError): void {
  const caller = callerOf(request);
  request.log.warn(
    {
      event: "security.cross_company_access",
      caller: caller
        ? {
            user_id: caller.id,
            email: caller.email,
            company_id: caller.companyId,
            impersonated_by: caller.impersonation?.staffUserId ?? null,
          }
        : null,
      target: { kind: error.target.kind, id: error.target.id, company_id: error.target.companyId },
      method: request.method,
      url: request.url,
      ip: request.ip,
    },
    "attempt to reach another company's record",
  );
}
