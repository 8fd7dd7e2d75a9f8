import { useState } from "react";
import { useParams } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { grid, wrap } from "#styled-system/patterns/index.js";
import { dataTable, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import {
  useRfDevice,
  useSetRfStatus,
} from "../../../../adapters/resources/monitoring/rf-device.ts";
import {
  useRfAdditionalInfo,
  useRfThresholds,
  useSetRfDescription,
} from "../../../../adapters/resources/monitoring/rf-interface.ts";
import {
  RF_DESCRIPTION_MAX_LENGTH,
  RF_DEVICE_STATUS_LABELS,
  RF_DEVICE_STATUSES,
  RF_METRIC_LABELS,
  type RfDeviceDetail,
  type RfDeviceStatus,
  type RfInterface,
  uptimeText,
} from "../../../../core/api/monitoring/index.ts";
import { portalNow } from "../../../../core/clock.ts";
import { canWrite } from "../../../../core/permissions/module-matrix.ts";
import { Button } from "../../../components/button.tsx";
import { RecordStates } from "../../../components/records/record-states.tsx";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { DetailCard, DetailPage } from "../../../layouts/detail-page.tsx";
import { MetricsPanel } from "../charts/metrics-panel.tsx";
import { RfNav } from "./rf-nav.tsx";

/** /radio-frequency/devices/:id: a device, its interfaces with thresholds, facts and charts. */
export function RfDevicePage() {
  const id = useParams().id ?? "";
  const device = useRfDevice(id);
  usePageTitle(device.data?.name ?? `Radio device ${id}`);
  if (device.isPending || device.isError || device.data === undefined) {
    return (
      <RecordStates
        view={device}
        title={`Radio device ${id}`}
        noun="radio device"
        back={{ to: "/radio-frequency/devices", label: "Back to the radio devices" }}
      />
    );
  }
  return <DeviceDetail device={device.data} />;
}

function DeviceDetail({ device }: { readonly device: RfDeviceDetail }) {
  const { permissions } = useSession();
  const mayChange = canWrite(permissions, "service");
  return (
    <DetailPage
      title={device.name}
      badges={<span>{RF_DEVICE_STATUS_LABELS[device.status]}</span>}
      navigation={<RfNav />}
      main={device.interfaces.map((radio) => (
        <InterfaceCard key={radio.id} radio={radio} mayChange={mayChange} />
      ))}
      side={
        <DetailCard id="rf-device-facts" title="Device">
          <dl>
            <Fact label="Model" value={device.model} />
            <Fact label="Firmware" value={device.firmware} />
            <Fact label="Serial number" value={device.serial_number} />
            <Fact label="Site" value={`${device.site}, ${device.metro}`} />
            <Fact label="Uptime" value={uptimeText(device.up_since, portalNow().getTime())} />
          </dl>
          {mayChange ? <StatusForm device={device} /> : null}
        </DetailCard>
      }
    />
  );
}

function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className={css({ mb: "2" })}>
      <dt className={text({ tone: "muted", size: "sm" })}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function StatusForm({ device }: { readonly device: RfDeviceDetail }) {
  const [status, setStatus] = useState<RfDeviceStatus>(device.status);
  const change = useSetRfStatus(device.id);
  return (
    <form
      aria-label="Device status"
      onSubmit={(event) => {
        event.preventDefault();
        change.submit(status);
      }}
    >
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as RfDeviceStatus)}
        errorText={change.fieldErrors.status?.[0]}
      >
        {RF_DEVICE_STATUSES.map((value) => (
          <option key={value} value={value}>
            {RF_DEVICE_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <Button size="sm" type="submit" disabled={change.isPending || status === device.status}>
        Set status
      </Button>
      {change.error ? <p role="alert">{change.error}</p> : null}
    </form>
  );
}

// The portal's table style (the dataTable recipe): on a phone each metric is a labelled block.
const thresholdTable = dataTable();

function InterfaceCard({
  radio,
  mayChange,
}: {
  readonly radio: RfInterface;
  readonly mayChange: boolean;
}) {
  const info = useRfAdditionalInfo(radio.id);
  const thresholds = useRfThresholds(radio.id);
  return (
    <DetailCard
      id={`rf-interface-${radio.id}`}
      title={`Interface ${radio.name} · ${radio.link_name}`}
    >
      <dl
        className={grid({
          gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
          gap: "2",
        })}
      >
        <Fact label="Description" value={radio.description || "–"} />
        <Fact label="Far end" value={radio.peer} />
        <Fact label="Band" value={`${radio.band}, ${radio.frequency_mhz} MHz`} />
        <Fact label="Capacity" value={`${radio.capacity_mbps} Mbps`} />
        {info.data ? (
          <>
            <Fact label="Polarisation" value={info.data.polarisation} />
            <Fact label="Channel width" value={`${info.data.channel_width_mhz} MHz`} />
            <Fact
              label="Antenna"
              value={`${info.data.antenna_diameter_cm} cm, azimuth ${info.data.azimuth_deg}°`}
            />
            <Fact label="Distance" value={`${info.data.link_distance_km} km`} />
            <Fact label="Planned signal level" value={`${info.data.planned_rx_level_dbm} dBm`} />
            <Fact label="Transmit power" value={`${info.data.tx_power_dbm} dBm`} />
          </>
        ) : null}
      </dl>
      {mayChange ? <DescriptionForm radio={radio} /> : null}
      <div className={cx(thresholdTable.root, css({ my: "3" }))}>
        <table className={thresholdTable.table}>
          <caption className={cx(text({ weight: "semibold" }), css({ textAlign: "left" }))}>
            Thresholds
          </caption>
          <thead>
            <tr className={thresholdTable.headRow}>
              {["Metric", "Warning", "Critical", "Now"].map((heading) => (
                <th key={heading} scope="col" className={thresholdTable.head}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={thresholdTable.body}>
            {(thresholds.data?.results ?? []).map((threshold) => (
              <tr key={threshold.id} className={thresholdTable.row}>
                <th scope="row" data-label="Metric" className={thresholdTable.rowHeader}>
                  {RF_METRIC_LABELS[threshold.metric]}
                </th>
                <td data-label="Warning" className={thresholdTable.cell}>
                  {threshold.warning}
                </td>
                <td data-label="Critical" className={thresholdTable.cell}>
                  {threshold.critical}
                </td>
                <td data-label="Now" className={thresholdTable.cell}>
                  {threshold.level}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MetricsPanel
        subject={{ kind: "rf-interface", id: radio.id }}
        title={`Traffic of ${radio.name}`}
      />
      <MetricsPanel
        subject={{ kind: "rf-interface", id: radio.id }}
        title={`Signal and SNR of ${radio.name}`}
        kind="radio"
      />
    </DetailCard>
  );
}

function DescriptionForm({ radio }: { readonly radio: RfInterface }) {
  const [text, setText] = useState(radio.description);
  const change = useSetRfDescription(radio.id);
  return (
    <form
      aria-label={`Description of ${radio.name}`}
      className={wrap({ gap: "2", align: "end" })}
      onSubmit={(event) => {
        event.preventDefault();
        change.submit(text);
      }}
    >
      <TextField
        label="New description"
        value={text}
        maxLength={RF_DESCRIPTION_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        errorText={change.fieldErrors.description?.[0]}
      />
      <Button size="sm" type="submit" disabled={change.isPending}>
        Save description
      </Button>
      {change.isSuccess ? <span role="status">Saved.</span> : null}
      {change.error ? <span role="alert">{change.error}</span> : null}
    </form>
  );
}
