import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { loaRefusalOf } from "../../../../core/api/services/loa-rules.ts";
import { type ServiceDetail, serviceDisplayName } from "../../../../core/api/services/service.ts";
import { isServiceCeasable } from "../../../../core/api/services/service-vocabulary.ts";
import { portalNow } from "../../../../core/clock.ts";
import {
  canCeaseService,
  canChangeService,
  canDownloadLoa,
  canLockService,
  canRenameService,
  canSetBillingReferences,
} from "../../../../core/permissions/index.ts";
import { useServiceIncidents } from "../../../components/incidents/incident-marks.tsx";
import { ServiceIncidentsNotice } from "../../../components/incidents/service-incidents-notice.tsx";
import { DetailCard, DetailPage } from "../../../layouts/detail-page.tsx";
// The order form belongs to billing (spec section 6); it is offered where the order is shown.
import { OrderFormDownload } from "../../billing/shared/order-form-download.tsx";
import { OrderProgress } from "../../ordering/shared/order-progress.tsx";
import { CeaseRequest } from "./cease-request.tsx";
import { LoaDownload } from "./loa-download.tsx";
import { ServiceBadges } from "./service-badges-row.tsx";
import { ServiceBillingReferences } from "./service-billing-references.tsx";
import { ServiceCeaseOrders } from "./service-cease-orders.tsx";
import { ServiceChangeRequest } from "./service-change-request.tsx";
import { ServiceChanges } from "./service-changes.tsx";
import {
  CloudConnectFacts,
  ContractFacts,
  PortFacts,
  ServiceEnds,
  ServiceFacts,
  StatusFacts,
} from "./service-facts.tsx";
import { ServiceFamily } from "./service-family.tsx";
import { ServiceLock } from "./service-lock.tsx";
import { ServiceRename } from "./service-rename.tsx";
import { ServiceTabs } from "./service-tabs.tsx";

/** A service not live yet (or whose order failed) shows how its order stands. */
const ORDER_TRACKED_STATUSES: ReadonlyArray<string> = ["pending", "provisioning", "failed"];

/**
 * A service's overview: what it is and where (both ends), what it is made of (parent and
 * children), its states and contract, and for those who may change services: rename in place,
 * the letter of authorisation of a port, and a request to cease it.
 */
export function ServiceOverview({ service }: { readonly service: ServiceDetail }) {
  const { permissions } = useSession();
  const mayRename = canRenameService(permissions);
  // The server writes letters of authorisation for ports only, and only while one can be
  // valid (core rule); otherwise the actions say why not.
  const mayDownloadLoa = canDownloadLoa(permissions) && service.port !== null;
  const loaRefusal =
    service.port === null
      ? null
      : loaRefusalOf({
          type: service.type,
          status: service.status,
          demarcation: service.port.demarcation,
        });
  const mayCease = canCeaseService(permissions);
  const mayChange = canChangeService(permissions);
  const mayLock = canLockService(permissions);
  const now = portalNow();
  const affected = useServiceIncidents().get(service.id);
  return (
    <DetailPage
      title={serviceDisplayName(service)}
      badges={<ServiceBadges service={service} />}
      navigation={<ServiceTabs id={service.id} />}
      main={
        <>
          <ServiceIncidentsNotice affected={affected} now={now} />
          <DetailCard id="service-about" title="About this service">
            <ServiceRename service={service} canRename={mayRename} />
            <ServiceFacts service={service} />
          </DetailCard>
          <DetailCard id="service-ends" title={service.b_end === null ? "Location" : "Ends"}>
            <ServiceEnds service={service} />
          </DetailCard>
          {service.port !== null && (
            <DetailCard id="service-port" title="Port">
              <PortFacts port={service.port} />
            </DetailCard>
          )}
          {service.cloud_connect !== null && (
            <DetailCard id="service-cloud" title="Cloud">
              <CloudConnectFacts cloud={service.cloud_connect} />
            </DetailCard>
          )}
          <DetailCard id="service-family" title="Parent and connections">
            <ServiceFamily service={service} />
          </DetailCard>
          <ServiceChanges serviceId={service.id} now={now} />
          <ServiceCeaseOrders serviceId={service.id} canWithdraw={mayCease} now={now} />
        </>
      }
      side={
        <>
          {(mayDownloadLoa || mayCease || mayChange) && (
            <DetailCard id="service-actions" title="Actions">
              {mayChange && <ServiceChangeRequest service={service} />}
              {mayDownloadLoa && <LoaDownload serviceId={service.id} refusal={loaRefusal} />}
              {mayCease && (
                <CeaseRequest
                  service={service}
                  ceasable={
                    isServiceCeasable(service.status) && service.pending_cease_order === null
                  }
                />
              )}
            </DetailCard>
          )}
          {ORDER_TRACKED_STATUSES.includes(service.status) && (
            <DetailCard id="service-order" title="Order progress">
              <OrderProgress serviceId={service.id} />
            </DetailCard>
          )}
          {(mayLock || service.lock !== null) && (
            <DetailCard id="service-lock" title="Lock">
              <ServiceLock service={service} canLock={mayLock} now={now} />
            </DetailCard>
          )}
          <DetailCard id="service-status" title="Status">
            <StatusFacts service={service} />
          </DetailCard>
          <DetailCard id="service-contract" title="Contract">
            <ContractFacts service={service} now={now} />
            <OrderFormDownload serviceId={service.id} />
          </DetailCard>
          <DetailCard id="service-billing-references" title="Billing references">
            <ServiceBillingReferences
              service={service}
              canEdit={canSetBillingReferences(permissions)}
            />
          </DetailCard>
        </>
      }
    />
  );
}
