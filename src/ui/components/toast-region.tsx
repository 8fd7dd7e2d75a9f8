import { Toast, Toaster } from "@ark-ui/react/toast";
import { toast as toastRecipe } from "#styled-system/recipes/index.js";
import { CloseIcon, type Status, StatusIcon } from "./status-icon.tsx";
import type { PortalToaster } from "./toaster.ts";

const STATUSES: ReadonlySet<string> = new Set<Status>(["success", "error", "warning", "info"]);

function isStatus(type: string | undefined): type is Status {
  return type !== undefined && STATUSES.has(type);
}

/**
 * Where the toaster's notices appear (bottom-left): an icon by variant, the title, the body
 * and a close button. Ark UI handles the stacking, timers (paused on hover and focus), the
 * Escape key and the live-region roles.
 */
export function ToastRegion({ toaster }: { readonly toaster: PortalToaster }) {
  const classes = toastRecipe();
  return (
    <Toaster toaster={toaster} className={classes.group} aria-label="Portal messages">
      {(toast) => (
        <Toast.Root className={classes.root}>
          <StatusIcon
            status={isStatus(toast.type) ? toast.type : "info"}
            className={classes.icon}
            data-toast-icon=""
          />
          <div className={classes.content}>
            {toast.title !== undefined && (
              <Toast.Title className={classes.title}>{toast.title}</Toast.Title>
            )}
            {toast.description !== undefined && (
              <Toast.Description className={classes.description}>
                {toast.description}
              </Toast.Description>
            )}
          </div>
          <Toast.CloseTrigger className={classes.closeTrigger} aria-label="Close notification">
            <CloseIcon width={16} height={16} />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
