import { useParams } from "react-router-dom";
import { useContractLine } from "../../../../adapters/resources/services/contract-line.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";
import { RecordStates } from "../../../components/records/record-states.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { DetailCard, DetailFacts, DetailPage, DetailText } from "../../../layouts/detail-page.tsx";
import { ContractLineStatusBadge } from "../shared/service-badges.tsx";
import { ServicesNav } from "../shared/services-nav.tsx";

/** /services/contract/:id: one contract line, its term, charges and renewal. */
export function ContractLinePage() {
  const id = useParams().id ?? "";
  const line = useContractLine(id);
  usePageTitle(
    line.data === undefined
      ? `Contract line ${id}`
      : `${line.data.contract_number} · ${line.data.product.name}`,
  );
  if (line.isPending || line.isError || line.data === undefined) {
    return (
      <RecordStates
        view={line}
        title={`Contract line ${id}`}
        noun="contract line"
        back={{ to: "/services/contract", label: "Back to the contracts" }}
      />
    );
  }
  const data = line.data;
  return (
    <DetailPage
      title={`${data.contract_number} · ${data.product.name}`}
      badges={<ContractLineStatusBadge status={data.status} />}
      navigation={<ServicesNav />}
      main={
        <DetailCard id="contract-line-what" title="What it covers">
          {data.description.trim() !== "" && <DetailText>{data.description}</DetailText>}
          <DetailFacts
            facts={[
              ["Product", data.product.name],
              [
                "Service",
                data.service === null ? (
                  "None"
                ) : (
                  <ServiceLink key="service" id={data.service.id}>
                    {data.service.name} ({data.service.id})
                  </ServiceLink>
                ),
              ],
              ["Quantity", String(data.quantity)],
            ]}
          />
        </DetailCard>
      }
      side={
        <DetailCard id="contract-line-terms" title="Terms">
          <DetailFacts
            facts={[
              ["Contract", data.contract_number],
              ["Term", data.term_months === 0 ? "Month to month" : `${data.term_months} months`],
              ["Starts", formatCalendarDay(data.start_date)],
              ["Ends", formatCalendarDay(data.end_date)],
              ["Renewal", data.auto_renews ? "Renews by itself" : "Ends unless renewed"],
              ["Notice period", `${data.notice_period_days} days`],
              ["Monthly charge (MRC)", formatMoneyOf(data.mrc)],
              ["One-off charge (NRC)", formatMoneyOf(data.nrc)],
            ]}
          />
        </DetailCard>
      }
    />
  );
}
