import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  type ConsentInput,
  consentMachine,
  hasAccepted,
  isAnalyticsAllowed,
  isAnalyticsRunning,
  isBannerVisible,
} from "../../src/machines/consent/index.ts";

const publicHost = { isLocalHost: false, isDemoHost: false };

function consent(input: ConsentInput) {
  const stored: boolean[] = [];
  let analyticsStarts = 0;
  const machine = consentMachine.provide({
    actions: {
      storeConsent: (_, { accepted }) => {
        stored.push(accepted);
      },
      startAnalytics: () => {
        analyticsStarts += 1;
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, stored, analyticsStarts: () => analyticsStarts };
}

describe("consent", () => {
  it("shows the banner only while nothing is stored", () => {
    expect(isBannerVisible(consent({ stored: null, ...publicHost }).actor.getSnapshot())).toBe(
      true,
    );
    expect(isBannerVisible(consent({ stored: "true", ...publicHost }).actor.getSnapshot())).toBe(
      false,
    );
    expect(isBannerVisible(consent({ stored: "false", ...publicHost }).actor.getSnapshot())).toBe(
      false,
    );
  });

  it("stores true on Accept and starts analytics", () => {
    const banner = consent({ stored: null, ...publicHost });
    banner.actor.send({ type: "ACCEPT" });
    expect(banner.stored).toEqual([true]);
    expect(banner.analyticsStarts()).toBe(1);
    expect(hasAccepted(banner.actor.getSnapshot())).toBe(true);
    expect(isBannerVisible(banner.actor.getSnapshot())).toBe(false);
  });

  it.each([
    ["a local host", { isLocalHost: true, isDemoHost: false }],
    ["the demo portal", { isLocalHost: false, isDemoHost: true }],
  ])("stores the consent but starts no analytics on %s", (_case, host) => {
    const banner = consent({ stored: null, ...host });
    banner.actor.send({ type: "ACCEPT" });
    expect(banner.stored).toEqual([true]);
    expect(banner.analyticsStarts()).toBe(0);
    expect(isAnalyticsRunning(banner.actor.getSnapshot())).toBe(false);
  });

  it("stores false on Decline and starts nothing", () => {
    const banner = consent({ stored: null, ...publicHost });
    banner.actor.send({ type: "DECLINE" });
    banner.actor.send({ type: "ACCEPT" });
    expect(banner.stored).toEqual([false]);
    expect(banner.analyticsStarts()).toBe(0);
  });

  it("starts analytics at load when consent was given before", () => {
    const loaded = consent({ stored: "true", ...publicHost });
    expect(loaded.analyticsStarts()).toBe(1);
    expect(loaded.stored).toEqual([]);
  });

  it("treats an unknown stored value as no choice", () => {
    expect(isBannerVisible(consent({ stored: "yes", ...publicHost }).actor.getSnapshot())).toBe(
      true,
    );
  });

  it("allows analytics only for 'true' off local and demo hosts", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.boolean(),
        fc.boolean(),
        (stored, isLocalHost, isDemoHost) => {
          expect(isAnalyticsAllowed(stored, { isLocalHost, isDemoHost })).toBe(
            stored === "true" && !isLocalHost && !isDemoHost,
          );
        },
      ),
    );
  });
});
