import type {
  AzureProvisioningState,
  CloudProvider,
  ServiceStatus,
  ServiceType,
} from "../../../../src/core/api/services/index.ts";
import type { LocationKey, ProductKey } from "./services-reference.ts";

/**
 * One demo service as a row of data. A connection's `parent` is the port it leaves from (its
 * A end); `bEnd` is an EVPL's far end. States that follow from the status (link states,
 * order and path status) are filled by the loader unless given; `operDown` marks a live
 * service whose link is down. Money in minor units of the company's currency.
 */
export interface DemoService {
  readonly id: string;
  readonly type: ServiceType;
  readonly name: string;
  readonly customName?: string;
  readonly product: ProductKey;
  readonly status: ServiceStatus;
  readonly location: LocationKey;
  readonly speedMbps: number;
  readonly parent?: string;
  readonly vlan?: number;
  readonly bEnd?: {
    readonly location: LocationKey;
    readonly port?: string;
    readonly vlan?: number;
  };
  readonly port?: {
    readonly media: string;
    readonly lagMembers?: number;
    readonly zone?: "red" | "blue";
    readonly demarcation: string;
  };
  readonly cloud?: {
    readonly provider: CloudProvider;
    readonly region: string;
    readonly key: string;
    readonly azure?: AzureProvisioningState;
  };
  readonly termMonths: number;
  readonly mrc: number;
  readonly nrc: number;
  readonly orderedDaysAgo: number;
  /** Days since it went live; absent while not yet live. */
  readonly liveDaysAgo?: number;
  readonly operDown?: boolean;
}
