import { lazy } from "react";
import { text } from "#styled-system/recipes/index.js";
import type { ServiceDetail } from "../../../../core/api/services/service.ts";
import { LazyDialogButton } from "../../../components/lazy-dialog-button.tsx";

const loadDialog = () => import("./change-dialog.tsx");
const ChangeDialog = lazy(loadDialog);

/**
 * "Change speed or term": the dialog is its own chunk, fetched as the button is reached, as
 * the cease dialog is. A service that cannot be changed says why instead (the server refuses
 * the same: not live, or locked).
 */
export function ServiceChangeRequest({ service }: { readonly service: ServiceDetail }) {
  if (service.type === "other") return null;
  if (service.lock !== null)
    return (
      <p className={text({ tone: "muted", size: "sm" })}>
        This service is locked for changes; an administrator must unlock it first.
      </p>
    );
  if (service.status !== "active")
    return (
      <p className={text({ tone: "muted", size: "sm" })}>Only a live service can be changed.</p>
    );
  return (
    <LazyDialogButton label="Change speed or term" load={loadDialog}>
      {/* Keyed on what the dialog starts from: after a change it opens on the new figures. */}
      {(controls) => (
        <ChangeDialog
          key={`${service.speed_mbps}-${service.term_months}-${service.term_end ?? ""}`}
          service={service}
          {...controls}
        />
      )}
    </LazyDialogButton>
  );
}
