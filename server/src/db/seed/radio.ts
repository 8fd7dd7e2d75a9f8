import { fullName } from "../../../../src/core/api/users/user-name.ts";
import { DAY_MS, HOUR_MS } from "../../../../src/core/durations.ts";
import type { Db } from "../database.ts";
import { rfDeviceInterfaces, rfDevices, rfDeviceThresholds, rfLogs } from "../schema.ts";
import { DEMO_ACCOUNTS, type DemoCompany } from "./demo-accounts.ts";
import {
  DEMO_RADIO_LINKS,
  DEMO_RF_LOG,
  DEMO_RF_THRESHOLDS,
  type DemoRadioEnd,
} from "./radio-data.ts";

/**
 * The radio links (radio-data.ts): each link's two ends become a device with one radio
 * interface facing the other, with the standard thresholds; then Acme's past RF log.
 */
export async function seedRadio(
  db: Db,
  companyId: Readonly<Record<DemoCompany, number>>,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const interfaceOf = new Map<string, { deviceId: number; interfaceId: number }>();
  for (const link of DEMO_RADIO_LINKS) {
    const tenant = companyId[link.company];
    const ends: ReadonlyArray<readonly [DemoRadioEnd, DemoRadioEnd]> = [
      [link.a, link.b],
      [link.b, link.a],
    ];
    for (const [end, far] of ends) {
      const [device] = await db
        .insert(rfDevices)
        .values({
          companyId: tenant,
          name: end.device,
          model: link.model,
          firmware: link.firmware,
          serialNumber: end.serial,
          site: end.site,
          metro: link.metro,
          status: end.status ?? "enabled",
          upSince: new Date(now.getTime() - end.upDays * DAY_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: rfDevices.id });
      if (!device) throw new Error(`device ${end.device} was not inserted`);
      const [radio] = await db
        .insert(rfDeviceInterfaces)
        .values({
          companyId: tenant,
          deviceId: device.id,
          name: "radio1",
          description: link.description,
          linkName: link.link,
          peer: far.device,
          band: link.band,
          frequencyMhz: link.frequencyMhz,
          capacityMbps: link.capacityMbps,
          polarisation: link.polarisation,
          channelWidthMhz: link.channelWidthMhz,
          antennaDiameterCm: link.antennaCm,
          createdAt: now,
          updatedAt: now,
          azimuthDeg: end.azimuthDeg,
          linkDistanceKm: link.distanceKm,
          txPowerDbm: link.txPowerDbm,
          plannedRxLevelDbm: link.plannedRxDbm,
        })
        .returning({ id: rfDeviceInterfaces.id });
      if (!radio) throw new Error(`interface of ${end.device} was not inserted`);
      interfaceOf.set(end.device, { deviceId: device.id, interfaceId: radio.id });
      await db.insert(rfDeviceThresholds).values(
        DEMO_RF_THRESHOLDS.map((threshold) => ({
          companyId: tenant,
          interfaceId: radio.id,
          metric: threshold.metric,
          warning: threshold.relativeToPlan
            ? link.plannedRxDbm + threshold.warning
            : threshold.warning,
          critical: threshold.relativeToPlan
            ? link.plannedRxDbm + threshold.critical
            : threshold.critical,
        })),
      );
    }
  }
  await db.insert(rfLogs).values(
    DEMO_RF_LOG.map((entry) => {
      const ids = interfaceOf.get(entry.device);
      if (!ids) throw new Error(`RF log names an unknown device ${entry.device}`);
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === entry.actor);
      return {
        companyId: companyId.acme,
        deviceId: ids.deviceId,
        interfaceId: entry.onInterface ? ids.interfaceId : null,
        kind: entry.kind,
        message: entry.message,
        oldValue: entry.oldValue,
        newValue: entry.newValue,
        actorUserId: entry.actor === null ? null : (userIds.get(entry.actor) ?? null),
        actorName: account ? fullName(account) : null,
        createdAt: new Date(now.getTime() - entry.hours * HOUR_MS),
      };
    }),
  );
}
