import { text } from "#styled-system/recipes/index.js";
import { useLockService } from "../../../../adapters/resources/services/service-change.ts";
import type { ServiceDetail } from "../../../../core/api/services/service.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";

/**
 * The service's lock (issue 42): who locked it and when, for everyone; lock and unlock for
 * administrators (PUT /services/{id}/lock). A locked service refuses changes, a rename and a
 * cease until it is unlocked.
 */
export function ServiceLock({
  service,
  canLock,
  now,
}: {
  readonly service: ServiceDetail;
  readonly canLock: boolean;
  readonly now: Date;
}) {
  const lock = useLockService(service.id);
  const locked = service.lock !== null;
  if (!locked && !canLock) return null;
  return (
    <>
      {service.lock !== null ? (
        <p className={text({ size: "sm" })}>
          Locked by {service.lock.by.name} <DisplayTime value={service.lock.at} now={now} />. Nobody
          can change, rename or cease it until it is unlocked.
        </p>
      ) : (
        <p className={text({ tone: "muted", size: "sm" })}>
          Lock the service so nobody can change, rename or cease it.
        </p>
      )}
      {canLock && (
        <Button
          variant="outline"
          size="sm"
          disabled={lock.isPending}
          onClick={() => lock.submit({ locked: !locked })}
        >
          {locked ? "Unlock service" : "Lock service"}
        </Button>
      )}
      {lock.error !== null && (
        <Alert
          status="error"
          title={locked ? "The service was not unlocked" : "The service was not locked"}
        >
          {lock.error}
        </Alert>
      )}
    </>
  );
}
