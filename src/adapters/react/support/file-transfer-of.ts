import { returnPathFromLocation } from "../../../core/auth/index.ts";
import type { RequestFailure } from "../../../core/errors/index.ts";
import { createFileTransfer, type FileTransfer } from "../../api/support/file-transfer.ts";
import type { FailedCall } from "../../http/index.ts";
import type { Portal } from "../../portal.ts";

const transfers = new WeakMap<Portal, FileTransfer>();

/**
 * Uploads and downloads with the session's access token (the pair in use mirrors local
 * storage, so a refresh in any tab applies at once). A 401 tells the session, as the HTTP
 * client does; other failures are explained by the screen that asked, in place.
 */
export function fileTransferOf(portal: Portal): FileTransfer {
  let transfer = transfers.get(portal);
  if (transfer === undefined) {
    const { session } = portal;
    transfer = createFileTransfer({
      apiBaseUrl: portal.config.apiBaseUrl,
      apiVersionPrefix: portal.config.apiVersionPrefix,
      accessToken: () => session.getSnapshot().context.tokens.access,
      onFailure: (failure: RequestFailure, call: FailedCall) => {
        const refused = failure.kind === "http" && failure.status === 401;
        if (!refused || !call.isAuthenticatedCall) return;
        if (session.getSnapshot().matches("signingOut")) return;
        const { pathname, search, hash } = window.location;
        session.send({
          type: "UNAUTHORIZED",
          returnPath: returnPathFromLocation(pathname, search, hash),
        });
      },
    });
    transfers.set(portal, transfer);
  }
  return transfer;
}
