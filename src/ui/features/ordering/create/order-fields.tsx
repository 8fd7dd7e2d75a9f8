import { useMemo, useState } from "react";
import { grid } from "#styled-system/patterns/index.js";
import {
  CHECKED_KEY_FIELD,
  type CniOnPort,
} from "../../../../adapters/resources/ordering/order-flows.ts";
import type { WizardForm } from "../../../../adapters/resources/ordering/order-wizard-flow.ts";
import { BILLING_REFERENCE_MAX_LENGTH } from "../../../../core/api/billing/billing-references.ts";
import type { CloudRegion } from "../../../../core/api/ordering/index.ts";
import {
  BANDWIDTH_LIST_MRC,
  DIVERSITY_ZONE_LABELS,
  DIVERSITY_ZONES,
  EVPL_B_END_LABELS,
  EVPL_B_ENDS,
  type LabelledChoice,
  labelledChoices,
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
import { SelectField, TextField, type TextFieldProps } from "../../../components/text-field.tsx";

/** What a step's fields need: the form, its problems, and a way to change it. */
export interface StepFieldsProps {
  readonly form: WizardForm;
  readonly problem: (field: string) => string | undefined;
  readonly update: (values: WizardForm) => void;
}

const stack = grid({ gap: "4", maxW: "[36rem]" });

/** A text field of the form's `field`, showing the field's problem; the rest is TextField's. */
function FormTextField({
  form,
  problem,
  update,
  field,
  ...text
}: StepFieldsProps & { readonly field: string } & Omit<
    TextFieldProps,
    "value" | "errorText" | "onChange" | "form"
  >) {
  return (
    <TextField
      {...text}
      value={form[field] ?? ""}
      errorText={problem(field)}
      onChange={(event) => update({ [field]: event.target.value })}
    />
  );
}

/**
 * A required select of `choices` for the form's `field`: every choice list of the wizard is
 * one of these. `blank` is the first, empty choice where none is picked yet; `pick` says what
 * else changes with the field (a speed picks its optics), otherwise only the field changes.
 */
function ChoiceField({
  form,
  problem,
  update,
  field,
  label,
  choices,
  blank,
  helperText,
  pick,
}: StepFieldsProps & {
  readonly field: string;
  readonly label: string;
  readonly choices: ReadonlyArray<LabelledChoice>;
  readonly blank?: string;
  readonly helperText?: string;
  readonly pick?: (value: string) => WizardForm;
}) {
  const value = form[field] ?? "";
  return (
    <SelectField
      label={label}
      required
      value={value}
      errorText={problem(field)}
      helperText={helperText}
      onChange={(event) => {
        const value = event.target.value;
        update(pick === undefined ? { [field]: value } : pick(value));
      }}
    >
      <Choices blank={blank} choices={choices} />
    </SelectField>
  );
}

/** A list's options: `blank` first, then `choices`, then `groups` under their headings. */
function Choices({
  blank,
  choices = [],
  groups = [],
}: {
  readonly blank?: string | undefined;
  readonly choices?: ReadonlyArray<LabelledChoice>;
  /** Choices under headings (optgroups), after `choices`. */
  readonly groups?: ReadonlyArray<readonly [string, ReadonlyArray<LabelledChoice>]>;
}) {
  const options = (list: ReadonlyArray<LabelledChoice>) =>
    list.map((choice) => (
      <option key={choice.value} value={choice.value}>
        {choice.label}
      </option>
    ));
  return (
    <>
      {blank !== undefined && <option value="">{blank}</option>}
      {options(choices)}
      {groups.map(([heading, list]) => (
        <optgroup key={heading} label={heading}>
          {options(list)}
        </optgroup>
      ))}
    </>
  );
}

/** Data centres, searchable by name or metro, grouped by metro. */
export function LocationStep({
  form,
  problem,
  update,
  locations,
}: StepFieldsProps & { readonly locations: ReadonlyArray<Location> }) {
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  // Filtered and grouped in one pass (not one filter of the catalogue per metro), and again
  // only when the list, the search or the choice changes, not on every render of the step.
  const groups = useMemo(() => {
    const byMetro = new Map<string, LabelledChoice[]>();
    for (const location of locations) {
      const matches =
        needle === "" ||
        location.id === form.location ||
        `${location.name} ${location.metro} ${location.operator}`.toLowerCase().includes(needle);
      if (!matches) continue;
      const choice = { value: location.id, label: `${location.name} (${location.operator})` };
      const group = byMetro.get(location.metro);
      if (group === undefined) byMetro.set(location.metro, [choice]);
      else group.push(choice);
    }
    return [...byMetro].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }, [locations, needle, form.location]);
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
        <Choices blank="Choose a data centre" groups={groups} />
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
  const fields = { form, problem, update };
  const speeds = metro === undefined ? [] : portSpeedsAt(metro);
  const media = MEDIA_BY_SPEED[Number(form.speed_mbps)] ?? [];
  return (
    <div className={stack}>
      <ChoiceField
        {...fields}
        field="speed_mbps"
        label="Speed"
        blank="Choose a speed"
        choices={speeds.map((speed) => ({ value: String(speed), label: formatBandwidth(speed) }))}
        pick={(speed) => ({ speed_mbps: speed, media: MEDIA_BY_SPEED[Number(speed)]?.[0] ?? "" })}
      />
      <ChoiceField
        {...fields}
        field="media"
        label="Media"
        blank="Choose the optics"
        choices={media.map((entry) => ({ value: entry, label: entry }))}
      />
      <ChoiceField
        {...fields}
        field="diversity_zone"
        label="Diversity zone"
        blank="Choose a zone"
        choices={labelledChoices(DIVERSITY_ZONES, DIVERSITY_ZONE_LABELS)}
      />
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
      <ChoiceField
        {...{ form, problem, update }}
        field="term_months"
        label="Term"
        choices={labelledChoices(ORDER_TERMS, ORDER_TERM_LABELS)}
      />
      <FormTextField
        {...{ form, problem, update }}
        field="name"
        label="Service name"
        required
        maxLength={120}
      />
      <FormTextField
        {...{ form, problem, update }}
        field="purchase_order"
        label="Purchase order"
        helperText="Optional; printed on each invoice line of the service."
        maxLength={BILLING_REFERENCE_MAX_LENGTH}
      />
      <FormTextField
        {...{ form, problem, update }}
        field="cost_centre"
        label="Cost centre"
        helperText="Optional; the invoice groups its lines by cost centre."
        maxLength={BILLING_REFERENCE_MAX_LENGTH}
      />
    </div>
  );
}

/** The bandwidths sold, in Mbps order (the price list's keys). */
const BANDWIDTH_CHOICES = Object.keys(BANDWIDTH_LIST_MRC).map((mbps) => ({
  value: mbps,
  label: formatBandwidth(Number(mbps)),
}));

function BandwidthField(props: StepFieldsProps) {
  return (
    <ChoiceField
      {...props}
      field="bandwidth_mbps"
      label="Bandwidth"
      blank="Choose a bandwidth"
      choices={BANDWIDTH_CHOICES}
    />
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
      <ChoiceField
        {...{ form, problem, update }}
        field={portField}
        label={label}
        blank="Choose one of your ports"
        choices={ports.map((port) => ({ value: port.id, label: portLabel(port) }))}
        pick={(id) => {
          const port = ports.find((entry) => entry.id === id);
          return {
            [portField]: id,
            [vlanField]: port?.next_free_vlan == null ? "" : String(port.next_free_vlan),
          };
        }}
      />
      {withBandwidth === true && <BandwidthField form={form} problem={problem} update={update} />}
      <FormTextField
        {...{ form, problem, update }}
        field={vlanField}
        label="VLAN"
        required
        inputMode="numeric"
        helperText="The next free VLAN on the port is suggested."
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
  // A form from before CNIs could be chosen has no b_end: its B end is a port.
  const bEnd = form.b_end === "cni" ? "cni" : "port";
  const cnis = ports.flatMap((port) => port.cnis.map((cni) => ({ cni, port })));
  return (
    <div className={stack}>
      <ChoiceField
        form={{ ...form, b_end: bEnd }}
        problem={problem}
        update={update}
        field="b_end"
        label="B end"
        choices={labelledChoices(EVPL_B_ENDS, EVPL_B_END_LABELS)}
      />
      {bEnd === "port" && <PortEndFields {...props} end="b" />}
      {bEnd === "cni" && (
        <ChoiceField
          {...{ form, problem, update }}
          field="b_cni"
          label="CNI"
          blank="Choose one of your CNIs"
          helperText="The connection is handed off on the CNI's own VLAN."
          choices={cnis.map((entry) => ({ value: entry.cni.id, label: cniLabel(entry) }))}
        />
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
      <ChoiceField
        {...{ form, problem, update }}
        field="provider"
        label="Cloud"
        blank="Choose a cloud"
        choices={labelledChoices(CLOUD_PROVIDERS, CLOUD_PROVIDER_LABELS)}
        pick={(provider) => ({ provider, region: "" })}
      />
      <ChoiceField
        {...{ form, problem, update }}
        field="region"
        label="Region"
        blank="Choose a region"
        choices={regions
          .filter((region) => region.provider === form.provider)
          .map((region) => ({ value: region.id, label: region.name }))}
      />
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
  const fields = { form, problem, update };
  if (form.provider === "aws")
    return (
      <div className={stack}>
        <FormTextField
          {...fields}
          field="aws_account_id"
          label="AWS account ID"
          required
          inputMode="numeric"
        />
        <FormTextField {...fields} field="asn" label="Your BGP ASN" required inputMode="numeric" />
      </div>
    );
  if (form.provider === "google")
    return (
      <div className={stack}>
        <FormTextField {...fields} field="pairing_key" label="Pairing key" required />
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
