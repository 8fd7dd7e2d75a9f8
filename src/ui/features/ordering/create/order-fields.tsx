import { useState } from "react";
import { css } from "../../../../../styled-system/css/index.js";
import type { WizardForm } from "../../../../adapters/react/index.ts";
import { CHECKED_KEY_FIELD, type CniOnPort } from "../../../../adapters/react/index.ts";
import type { CloudRegion } from "../../../../core/api/ordering/index.ts";
import {
  BANDWIDTH_LIST_MRC,
  DIVERSITY_ZONE_LABELS,
  DIVERSITY_ZONES,
  EVPL_B_END_LABELS,
  EVPL_B_ENDS,
  MEDIA_BY_SPEED,
  ORDER_TERM_LABELS,
  ORDER_TERMS,
  type OrderablePort,
  portSpeedsAt,
} from "../../../../core/api/ordering/index.ts";
import type { Location } from "../../../../core/api/reference/index.ts";
import { CLOUD_PROVIDER_LABELS, CLOUD_PROVIDERS } from "../../../../core/api/services/index.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import { Button } from "../../../components/button.tsx";
import { SelectField, TextField } from "../../../components/text-field.tsx";

/** What a step's fields need: the form, its problems, and a way to change it. */
export interface StepFieldsProps {
  readonly form: WizardForm;
  readonly problem: (field: string) => string | undefined;
  readonly update: (values: WizardForm) => void;
}

const stack = css({ display: "grid", gap: "4", maxW: "36rem" });

/** Data centres, searchable by name or metro, grouped by metro. */
export function LocationStep({
  form,
  problem,
  update,
  locations,
}: StepFieldsProps & { readonly locations: ReadonlyArray<Location> }) {
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const shown = locations.filter(
    (location) =>
      needle === "" ||
      `${location.name} ${location.metro} ${location.operator}`.toLowerCase().includes(needle) ||
      location.id === form.location,
  );
  const metros = [...new Set(shown.map((location) => location.metro))].sort();
  return (
    <div className={stack}>
      <TextField
        label="Search data centres"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label="Data centre"
        required
        value={form.location ?? ""}
        errorText={problem("location")}
        onChange={(event) => update({ location: event.target.value, speed_mbps: "", media: "" })}
      >
        <option value="">Choose a data centre</option>
        {metros.map((metro) => (
          <optgroup key={metro} label={metro}>
            {shown
              .filter((location) => location.metro === metro)
              .map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name} ({location.operator})
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
    </div>
  );
}

export function PortStep({
  form,
  problem,
  update,
  metro,
}: StepFieldsProps & { readonly metro: string | undefined }) {
  const speeds = metro === undefined ? [] : portSpeedsAt(metro);
  const media = MEDIA_BY_SPEED[Number(form.speed_mbps)] ?? [];
  return (
    <div className={stack}>
      <SelectField
        label="Speed"
        required
        value={form.speed_mbps ?? ""}
        errorText={problem("speed_mbps")}
        onChange={(event) => {
          const speed = event.target.value;
          update({ speed_mbps: speed, media: MEDIA_BY_SPEED[Number(speed)]?.[0] ?? "" });
        }}
      >
        <option value="">Choose a speed</option>
        {speeds.map((speed) => (
          <option key={speed} value={String(speed)}>
            {formatBandwidth(speed)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Media"
        required
        value={form.media ?? ""}
        errorText={problem("media")}
        onChange={(event) => update({ media: event.target.value })}
      >
        <option value="">Choose the optics</option>
        {media.map((entry) => (
          <option key={entry} value={entry}>
            {entry}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Diversity zone"
        required
        value={form.diversity_zone ?? ""}
        errorText={problem("diversity_zone")}
        onChange={(event) => update({ diversity_zone: event.target.value })}
      >
        <option value="">Choose a zone</option>
        {DIVERSITY_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {DIVERSITY_ZONE_LABELS[zone]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export function TermStep({
  form,
  problem,
  update,
  withBandwidth,
}: StepFieldsProps & { readonly withBandwidth?: boolean }) {
  return (
    <div className={stack}>
      {withBandwidth === true && <BandwidthField form={form} problem={problem} update={update} />}
      <SelectField
        label="Term"
        required
        value={form.term_months ?? ""}
        errorText={problem("term_months")}
        onChange={(event) => update({ term_months: event.target.value })}
      >
        {ORDER_TERMS.map((term) => (
          <option key={term} value={String(term)}>
            {ORDER_TERM_LABELS[term]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Service name"
        required
        maxLength={120}
        value={form.name ?? ""}
        errorText={problem("name")}
        onChange={(event) => update({ name: event.target.value })}
      />
      <TextField
        label="Purchase order or cost centre"
        helperText="Optional; printed on the invoice."
        maxLength={64}
        value={form.purchase_order ?? ""}
        errorText={problem("purchase_order")}
        onChange={(event) => update({ purchase_order: event.target.value })}
      />
    </div>
  );
}

function BandwidthField({ form, problem, update }: StepFieldsProps) {
  return (
    <SelectField
      label="Bandwidth"
      required
      value={form.bandwidth_mbps ?? ""}
      errorText={problem("bandwidth_mbps")}
      onChange={(event) => update({ bandwidth_mbps: event.target.value })}
    >
      <option value="">Choose a bandwidth</option>
      {Object.keys(BANDWIDTH_LIST_MRC).map((mbps) => (
        <option key={mbps} value={mbps}>
          {formatBandwidth(Number(mbps))}
        </option>
      ))}
    </SelectField>
  );
}

function portLabel(port: OrderablePort): string {
  return `${port.name} (${port.id}), ${port.location_name}: ${formatBandwidth(port.free_mbps)} free`;
}

/** A port end: one of the company's ports, and a VLAN on it (the next free one suggested). */
export function PortEndFields({
  form,
  problem,
  update,
  ports,
  end,
  withBandwidth,
}: StepFieldsProps & {
  readonly ports: ReadonlyArray<OrderablePort>;
  readonly end: "a" | "b";
  readonly withBandwidth?: boolean;
}) {
  const portField = `${end}_port`;
  const vlanField = `${end}_vlan`;
  const label = end === "a" ? "A-end port" : "B-end port";
  return (
    <div className={stack}>
      <SelectField
        label={label}
        required
        value={form[portField] ?? ""}
        errorText={problem(portField)}
        onChange={(event) => {
          const port = ports.find((entry) => entry.id === event.target.value);
          update({
            [portField]: event.target.value,
            [vlanField]:
              port?.next_free_vlan === null || port === undefined
                ? ""
                : String(port.next_free_vlan),
          });
        }}
      >
        <option value="">Choose one of your ports</option>
        {ports.map((port) => (
          <option key={port.id} value={port.id}>
            {portLabel(port)}
          </option>
        ))}
      </SelectField>
      {withBandwidth === true && <BandwidthField form={form} problem={problem} update={update} />}
      <TextField
        label="VLAN"
        required
        inputMode="numeric"
        helperText="The next free VLAN on the port is suggested."
        value={form[vlanField] ?? ""}
        errorText={problem(vlanField)}
        onChange={(event) => update({ [vlanField]: event.target.value })}
      />
    </div>
  );
}

function cniLabel({ cni, port }: CniOnPort): string {
  const state = cni.in_use ? "in use" : `${formatBandwidth(port.free_mbps)} free`;
  return `${cni.name}, VLAN ${cni.vlan} on ${port.name} (${port.id}), ${port.location_name}: ${state}`;
}

/**
 * An EVPL's B end: another of the company's ports (with a VLAN on it) or one of its CNIs
 * (GET /sdn/cni-id lists them on their ports), whose VLAN is the CNI's own.
 */
export function EvplBEndStep(
  props: StepFieldsProps & { readonly ports: ReadonlyArray<OrderablePort> },
) {
  const { form, problem, update, ports } = props;
  const bEnd = form.b_end === "cni" ? "cni" : "port";
  const cnis = ports.flatMap((port) => port.cnis.map((cni) => ({ cni, port })));
  return (
    <div className={stack}>
      <SelectField
        label="B end"
        required
        value={bEnd}
        errorText={problem("b_end")}
        onChange={(event) => update({ b_end: event.target.value })}
      >
        {EVPL_B_ENDS.map((entry) => (
          <option key={entry} value={entry}>
            {EVPL_B_END_LABELS[entry]}
          </option>
        ))}
      </SelectField>
      {bEnd === "port" && <PortEndFields {...props} end="b" />}
      {bEnd === "cni" && (
        <SelectField
          label="CNI"
          required
          value={form.b_cni ?? ""}
          errorText={problem("b_cni")}
          helperText="The connection is handed off on the CNI's own VLAN."
          onChange={(event) => update({ b_cni: event.target.value })}
        >
          <option value="">Choose one of your CNIs</option>
          {cnis.map((entry) => (
            <option key={entry.cni.id} value={entry.cni.id}>
              {cniLabel(entry)}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}

export function CloudStep({
  form,
  problem,
  update,
  regions,
}: StepFieldsProps & { readonly regions: ReadonlyArray<CloudRegion> }) {
  return (
    <div className={stack}>
      <SelectField
        label="Cloud"
        required
        value={form.provider ?? ""}
        errorText={problem("provider")}
        onChange={(event) => update({ provider: event.target.value, region: "" })}
      >
        <option value="">Choose a cloud</option>
        {CLOUD_PROVIDERS.map((provider) => (
          <option key={provider} value={provider}>
            {CLOUD_PROVIDER_LABELS[provider]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Region"
        required
        value={form.region ?? ""}
        errorText={problem("region")}
        onChange={(event) => update({ region: event.target.value })}
      >
        <option value="">Choose a region</option>
        {regions
          .filter((region) => region.provider === form.provider)
          .map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
      </SelectField>
    </div>
  );
}

export type AzureCheck = (
  key: string,
) => Promise<
  { ok: true; bandwidth: number; peeringLocation: string } | { ok: false; message: string }
>;

/** The cloud's key: an Azure key is checked with Azure before the step can be done. */
export function CloudKeyStep({
  form,
  problem,
  update,
  checkAzureKey,
}: StepFieldsProps & { readonly checkAzureKey: AzureCheck }) {
  const [checking, setChecking] = useState(false);
  const [checkProblem, setCheckProblem] = useState<string | undefined>(undefined);
  const [circuit, setCircuit] = useState<string | null>(null);
  if (form.provider === "aws")
    return (
      <div className={stack}>
        <TextField
          label="AWS account ID"
          required
          inputMode="numeric"
          value={form.aws_account_id ?? ""}
          errorText={problem("aws_account_id")}
          onChange={(event) => update({ aws_account_id: event.target.value })}
        />
        <TextField
          label="Your BGP ASN"
          required
          inputMode="numeric"
          value={form.asn ?? ""}
          errorText={problem("asn")}
          onChange={(event) => update({ asn: event.target.value })}
        />
      </div>
    );
  if (form.provider === "google")
    return (
      <div className={stack}>
        <TextField
          label="Pairing key"
          required
          value={form.pairing_key ?? ""}
          errorText={problem("pairing_key")}
          onChange={(event) => update({ pairing_key: event.target.value })}
        />
      </div>
    );
  const check = async () => {
    setChecking(true);
    const answer = await checkAzureKey((form.service_key ?? "").trim());
    setChecking(false);
    if (answer.ok) {
      setCheckProblem(undefined);
      setCircuit(
        `Circuit found: ${formatBandwidth(answer.bandwidth)} at ${answer.peeringLocation}.`,
      );
      update({ [CHECKED_KEY_FIELD]: form.service_key ?? "" });
    } else {
      setCircuit(null);
      setCheckProblem(answer.message);
    }
  };
  return (
    <div className={stack}>
      <TextField
        label="ExpressRoute service key"
        required
        value={form.service_key ?? ""}
        errorText={checkProblem ?? problem("service_key")}
        helperText={circuit ?? undefined}
        onChange={(event) => {
          setCheckProblem(undefined);
          setCircuit(null);
          update({ service_key: event.target.value });
        }}
      />
      <div>
        <Button type="button" variant="outline" onClick={() => void check()} disabled={checking}>
          {checking ? "Checking…" : "Check key with Azure"}
        </Button>
      </div>
    </div>
  );
}
