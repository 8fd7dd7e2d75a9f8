import { perPortal } from "../per-portal.ts";
import { createFileTransfer, type FileTransfer } from "./file-transfer.ts";

/**
 * Uploads and downloads with the same access token as every other call (the portal's one
 * source, the session's pair) and the same failure redirects (core decideRedirect): a 401
 * signs out keeping the return path, a 503 leads to the maintenance page. A 403 stays on the
 * screen that asked, which explains it in place (transfers ask for no redirect on 403).
 */
export const fileTransferOf = perPortal((portal): FileTransfer => {
  return createFileTransfer({
    apiBaseUrl: portal.config.apiBaseUrl,
    apiVersionPrefix: portal.config.apiVersionPrefix,
    accessToken: portal.accessToken,
    onFailure: portal.failureRedirects,
  });
});
