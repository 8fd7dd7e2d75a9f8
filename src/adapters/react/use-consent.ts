import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { isBannerVisible } from "../../machines/index.ts";
import { usePortal } from "./portal-context.tsx";

/** The cookie banner (spec section 4): shown while no choice is stored. */
export interface ConsentView {
  readonly isBannerVisible: boolean;
  accept(): void;
  decline(): void;
}

export function useConsent(): ConsentView {
  const { consent } = usePortal();
  const visible = useSelector(consent, isBannerVisible);
  const intentions = useMemo(
    () => ({
      accept: () => consent.send({ type: "ACCEPT" }),
      decline: () => consent.send({ type: "DECLINE" }),
    }),
    [consent],
  );
  return { isBannerVisible: visible, ...intentions };
}
