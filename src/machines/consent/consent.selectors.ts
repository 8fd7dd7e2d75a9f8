import type { SnapshotFrom } from "xstate";
import type { consentMachine } from "./consent.machine.ts";

export type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;

/** The cookie banner shows only while no choice is stored. */
export function isBannerVisible(snapshot: ConsentSnapshot): boolean {
  return snapshot.matches("undecided");
}

export function hasAccepted(snapshot: ConsentSnapshot): boolean {
  return snapshot.matches("accepted");
}

export function isAnalyticsRunning(snapshot: ConsentSnapshot): boolean {
  return snapshot.matches({ accepted: "withAnalytics" });
}
