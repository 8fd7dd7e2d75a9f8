import type {
  RfDeviceStatus,
  RfLogKind,
  RfMetric,
} from "../../../../src/core/api/monitoring/index.ts";
import type { DemoCompany } from "./demo-accounts.ts";

/** One end of a radio link: the device there. */
export interface DemoRadioEnd {
  readonly device: string;
  readonly site: string;
  readonly serial: string;
  readonly azimuthDeg: number;
  readonly status?: RfDeviceStatus;
  /** Days since it last started. */
  readonly upDays: number;
}

/** A point-to-point radio link: two devices, one radio interface each, facing each other. */
export interface DemoRadioLink {
  readonly company: DemoCompany;
  readonly link: string;
  readonly metro: string;
  readonly model: string;
  readonly firmware: string;
  readonly band: string;
  readonly frequencyMhz: number;
  readonly channelWidthMhz: number;
  readonly capacityMbps: number;
  readonly polarisation: string;
  readonly antennaCm: number;
  readonly distanceKm: number;
  readonly txPowerDbm: number;
  readonly plannedRxDbm: number;
  readonly description: string;
  readonly a: DemoRadioEnd;
  readonly b: DemoRadioEnd;
}

const EBAND = { band: "E-band 80 GHz", frequencyMhz: 73_500, channelWidthMhz: 2000 } as const;
const GHZ23 = { band: "23 GHz", frequencyMhz: 23_000, channelWidthMhz: 112 } as const;
const GHZ18 = { band: "18 GHz", frequencyMhz: 18_700, channelWidthMhz: 56 } as const;
const GHZ38 = { band: "38 GHz", frequencyMhz: 38_500, channelWidthMhz: 112 } as const;
const ERICSSON = { model: "Ericsson MINI-LINK 6352", firmware: "MINI-LINK 6300 R3C" } as const;
const SIAE = { model: "SIAE ALFOplus80HD", firmware: "ALFO 3.4.2" } as const;
const AVIAT = { model: "Aviat WTM 4200", firmware: "WTM 4.8.1" } as const;
const CAMBIUM = { model: "Cambium PTP 820S", firmware: "PTP820 12.1" } as const;

/** A dozen links for Acme across London and Amsterdam, two for Globex in Frankfurt. */
export const DEMO_RADIO_LINKS: ReadonlyArray<DemoRadioLink> = [
  {
    company: "acme",
    link: "LON-RL01",
    metro: "London",
    ...SIAE,
    ...EBAND,
    capacityMbps: 10_000,
    polarisation: "Vertical",
    antennaCm: 60,
    distanceKm: 2.1,
    txPowerDbm: 10,
    plannedRxDbm: -38,
    description: "Docklands to City primary",
    a: {
      device: "LON-RL01-A",
      site: "Canary Wharf, One Canada Square roof",
      serial: "SI80-204411",
      azimuthDeg: 281.5,
      upDays: 63,
    },
    b: {
      device: "LON-RL01-B",
      site: "City, 99 Bishopsgate roof",
      serial: "SI80-204412",
      azimuthDeg: 101.5,
      upDays: 63,
    },
  },
  {
    company: "acme",
    link: "LON-RL02",
    metro: "London",
    ...ERICSSON,
    ...GHZ23,
    capacityMbps: 1000,
    polarisation: "Horizontal",
    antennaCm: 60,
    distanceKm: 6.4,
    txPowerDbm: 18,
    plannedRxDbm: -45,
    description: "Docklands to Telehouse North backup",
    a: {
      device: "LON-RL02-A",
      site: "Canary Wharf, One Canada Square roof",
      serial: "ML63-881020",
      azimuthDeg: 12.0,
      upDays: 120,
    },
    b: {
      device: "LON-RL02-B",
      site: "Telehouse North, Docklands",
      serial: "ML63-881021",
      azimuthDeg: 192.0,
      upDays: 120,
    },
  },
  {
    company: "acme",
    link: "LON-RL03",
    metro: "London",
    ...SIAE,
    ...EBAND,
    capacityMbps: 10_000,
    polarisation: "Vertical",
    antennaCm: 30,
    distanceKm: 1.2,
    txPowerDbm: 8,
    plannedRxDbm: -35,
    description: "Shoreditch office uplink",
    a: {
      device: "LON-RL03-A",
      site: "City, 99 Bishopsgate roof",
      serial: "SI80-204418",
      azimuthDeg: 12.5,
      upDays: 41,
    },
    b: {
      device: "LON-RL03-B",
      site: "Shoreditch, Tea Building roof",
      serial: "SI80-204419",
      azimuthDeg: 192.5,
      upDays: 41,
    },
  },
  {
    company: "acme",
    link: "LON-RL04",
    metro: "London",
    ...AVIAT,
    ...GHZ18,
    capacityMbps: 500,
    polarisation: "Vertical",
    antennaCm: 90,
    distanceKm: 14.8,
    txPowerDbm: 20,
    plannedRxDbm: -52,
    description: "Slough data centre long haul",
    a: {
      device: "LON-RL04-A",
      site: "Equinix LD8 roof, Slough",
      serial: "WTM-55102",
      azimuthDeg: 85.0,
      upDays: 210,
    },
    b: {
      device: "LON-RL04-B",
      site: "Heathrow, Bath Road mast",
      serial: "WTM-55103",
      azimuthDeg: 265.0,
      status: "maintenance",
      upDays: 2,
    },
  },
  {
    company: "acme",
    link: "LON-RL05",
    metro: "London",
    ...CAMBIUM,
    ...GHZ38,
    capacityMbps: 1000,
    polarisation: "Horizontal",
    antennaCm: 30,
    distanceKm: 3.3,
    txPowerDbm: 14,
    plannedRxDbm: -42,
    description: "Southwark branch",
    a: {
      device: "LON-RL05-A",
      site: "City, 99 Bishopsgate roof",
      serial: "PTP-7730021",
      azimuthDeg: 205.0,
      upDays: 88,
    },
    b: {
      device: "LON-RL05-B",
      site: "Southwark, Blackfriars Road mast",
      serial: "PTP-7730022",
      azimuthDeg: 25.0,
      upDays: 88,
    },
  },
  {
    company: "acme",
    link: "LON-RL06",
    metro: "London",
    ...ERICSSON,
    ...EBAND,
    capacityMbps: 10_000,
    polarisation: "Vertical",
    antennaCm: 60,
    distanceKm: 2.7,
    txPowerDbm: 10,
    plannedRxDbm: -40,
    description: "",
    a: {
      device: "LON-RL06-A",
      site: "Telehouse North, Docklands",
      serial: "ML63-881090",
      azimuthDeg: 300.0,
      upDays: 15,
    },
    b: {
      device: "LON-RL06-B",
      site: "Stratford, Olympic Park mast",
      serial: "ML63-881091",
      azimuthDeg: 120.0,
      status: "disabled",
      upDays: 15,
    },
  },
  {
    company: "acme",
    link: "AMS-RL01",
    metro: "Amsterdam",
    ...SIAE,
    ...EBAND,
    capacityMbps: 10_000,
    polarisation: "Vertical",
    antennaCm: 60,
    distanceKm: 2.4,
    txPowerDbm: 10,
    plannedRxDbm: -39,
    description: "Science Park to Zuidas primary",
    a: {
      device: "AMS-RL01-A",
      site: "Science Park, Nikhef roof",
      serial: "SI80-310001",
      azimuthDeg: 215.0,
      upDays: 97,
    },
    b: {
      device: "AMS-RL01-B",
      site: "Zuidas, Atrium tower roof",
      serial: "SI80-310002",
      azimuthDeg: 35.0,
      upDays: 97,
    },
  },
  {
    company: "acme",
    link: "AMS-RL02",
    metro: "Amsterdam",
    ...AVIAT,
    ...GHZ23,
    capacityMbps: 1000,
    polarisation: "Horizontal",
    antennaCm: 60,
    distanceKm: 7.9,
    txPowerDbm: 18,
    plannedRxDbm: -47,
    description: "Schiphol office",
    a: {
      device: "AMS-RL02-A",
      site: "Zuidas, Atrium tower roof",
      serial: "WTM-61201",
      azimuthDeg: 240.0,
      upDays: 180,
    },
    b: {
      device: "AMS-RL02-B",
      site: "Schiphol, WTC roof",
      serial: "WTM-61202",
      azimuthDeg: 60.0,
      upDays: 180,
    },
  },
  {
    company: "acme",
    link: "AMS-RL03",
    metro: "Amsterdam",
    ...CAMBIUM,
    ...GHZ38,
    capacityMbps: 1000,
    polarisation: "Vertical",
    antennaCm: 30,
    distanceKm: 3.1,
    txPowerDbm: 14,
    plannedRxDbm: -43,
    description: "Westpoort warehouse",
    a: {
      device: "AMS-RL03-A",
      site: "Science Park, Nikhef roof",
      serial: "PTP-7741003",
      azimuthDeg: 285.0,
      upDays: 33,
    },
    b: {
      device: "AMS-RL03-B",
      site: "Westpoort, Equinix AM7 roof",
      serial: "PTP-7741004",
      azimuthDeg: 105.0,
      upDays: 33,
    },
  },
  {
    company: "acme",
    link: "AMS-RL04",
    metro: "Amsterdam",
    ...SIAE,
    ...EBAND,
    capacityMbps: 10_000,
    polarisation: "Horizontal",
    antennaCm: 60,
    distanceKm: 1.8,
    txPowerDbm: 9,
    plannedRxDbm: -37,
    description: "Zuidas to Amstel office",
    a: {
      device: "AMS-RL04-A",
      site: "Zuidas, Atrium tower roof",
      serial: "SI80-310017",
      azimuthDeg: 110.0,
      upDays: 54,
    },
    b: {
      device: "AMS-RL04-B",
      site: "Amstel, Rembrandt tower roof",
      serial: "SI80-310018",
      azimuthDeg: 290.0,
      upDays: 54,
    },
  },
  {
    company: "acme",
    link: "AMS-RL05",
    metro: "Amsterdam",
    ...ERICSSON,
    ...GHZ18,
    capacityMbps: 500,
    polarisation: "Vertical",
    antennaCm: 90,
    distanceKm: 16.2,
    txPowerDbm: 20,
    plannedRxDbm: -54,
    description: "Haarlem branch long haul",
    a: {
      device: "AMS-RL05-A",
      site: "Westpoort, Equinix AM7 roof",
      serial: "ML63-902210",
      azimuthDeg: 268.0,
      upDays: 301,
    },
    b: {
      device: "AMS-RL05-B",
      site: "Haarlem, Stationsplein mast",
      serial: "ML63-902211",
      azimuthDeg: 88.0,
      upDays: 301,
    },
  },
  {
    company: "acme",
    link: "AMS-RL06",
    metro: "Amsterdam",
    ...AVIAT,
    ...EBAND,
    capacityMbps: 10_000,
    polarisation: "Vertical",
    antennaCm: 60,
    distanceKm: 2.9,
    txPowerDbm: 10,
    plannedRxDbm: -41,
    description: "",
    a: {
      device: "AMS-RL06-A",
      site: "Amstel, Rembrandt tower roof",
      serial: "WTM-61288",
      azimuthDeg: 20.0,
      upDays: 7,
    },
    b: {
      device: "AMS-RL06-B",
      site: "Oost, Data Center Oost roof",
      serial: "WTM-61289",
      azimuthDeg: 200.0,
      upDays: 7,
    },
  },
  {
    company: "globex",
    link: "FRA-RL01",
    metro: "Frankfurt",
    ...SIAE,
    ...EBAND,
    capacityMbps: 10_000,
    polarisation: "Vertical",
    antennaCm: 60,
    distanceKm: 2.2,
    txPowerDbm: 10,
    plannedRxDbm: -38,
    description: "Ostend to Bankenviertel",
    a: {
      device: "FRA-RL01-A",
      site: "Ostend, Interxion FRA6 roof",
      serial: "SI80-500101",
      azimuthDeg: 260.0,
      upDays: 70,
    },
    b: {
      device: "FRA-RL01-B",
      site: "Bankenviertel, Messeturm roof",
      serial: "SI80-500102",
      azimuthDeg: 80.0,
      upDays: 70,
    },
  },
  {
    company: "globex",
    link: "FRA-RL02",
    metro: "Frankfurt",
    ...ERICSSON,
    ...GHZ23,
    capacityMbps: 1000,
    polarisation: "Horizontal",
    antennaCm: 60,
    distanceKm: 5.6,
    txPowerDbm: 18,
    plannedRxDbm: -46,
    description: "Eschborn office",
    a: {
      device: "FRA-RL02-A",
      site: "Bankenviertel, Messeturm roof",
      serial: "ML63-700020",
      azimuthDeg: 300.0,
      upDays: 140,
    },
    b: {
      device: "FRA-RL02-B",
      site: "Eschborn, Frankfurter Strasse mast",
      serial: "ML63-700021",
      azimuthDeg: 120.0,
      upDays: 140,
    },
  },
];

/** Warning and critical limits every radio interface starts with. */
export const DEMO_RF_THRESHOLDS: ReadonlyArray<{
  readonly metric: RfMetric;
  /** Below the planned level by this much (signal, SNR), or absolute (temperature). */
  readonly warning: number;
  readonly critical: number;
  readonly relativeToPlan: boolean;
}> = [
  { metric: "rx_level_dbm", warning: -8, critical: -14, relativeToPlan: true },
  { metric: "snr_db", warning: 24, critical: 18, relativeToPlan: false },
  { metric: "temperature_c", warning: 60, critical: 70, relativeToPlan: false },
];

/** Past entries of Acme's RF log; `hours` ago, on a device (and its interface if `onInterface`). */
export const DEMO_RF_LOG: ReadonlyArray<{
  readonly device: string;
  readonly onInterface: boolean;
  readonly kind: RfLogKind;
  readonly hours: number;
  readonly message: string;
  readonly oldValue: string;
  readonly newValue: string;
  readonly actor: string | null;
}> = [
  {
    device: "LON-RL04-B",
    onInterface: false,
    kind: "status_change",
    hours: 50,
    message: "Status changed from Enabled to Maintenance",
    oldValue: "enabled",
    newValue: "maintenance",
    actor: "admin@acme.test",
  },
  {
    device: "LON-RL06-B",
    onInterface: false,
    kind: "status_change",
    hours: 340,
    message: "Status changed from Enabled to Disabled",
    oldValue: "enabled",
    newValue: "disabled",
    actor: "admin@acme.test",
  },
  {
    device: "LON-RL01-A",
    onInterface: true,
    kind: "description_change",
    hours: 720,
    message: "Description changed",
    oldValue: "Docklands to City",
    newValue: "Docklands to City primary",
    actor: "admin@acme.test",
  },
  {
    device: "AMS-RL05-A",
    onInterface: true,
    kind: "threshold_crossing",
    hours: 96,
    message: "Received signal level (dBm) crossed its warning limit: -63.1",
    oldValue: "normal",
    newValue: "warning",
    actor: null,
  },
  {
    device: "AMS-RL05-A",
    onInterface: true,
    kind: "threshold_crossing",
    hours: 93,
    message: "Received signal level (dBm) is back within its limits: -54.6",
    oldValue: "warning",
    newValue: "normal",
    actor: null,
  },
  {
    device: "LON-RL04-A",
    onInterface: true,
    kind: "threshold_crossing",
    hours: 410,
    message: "Signal-to-noise ratio (dB) crossed its critical limit: 16.9",
    oldValue: "warning",
    newValue: "critical",
    actor: null,
  },
];
