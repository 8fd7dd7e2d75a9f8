/**
 * A file the server sent for the user to keep (a CSV export, an RFO PDF), and handing it to
 * the browser's own download: the bytes arrived with the bearer token, so a plain link to
 * the API could not fetch them.
 */

export interface DownloadedFile {
  readonly blob: Blob;
  /** The name the server gave in Content-Disposition, when it gave one the page can read. */
  readonly fileName: string | null;
}

/** `filename*=UTF-8''...` wins over `filename="..."` (RFC 6266). */
export function fileNameOfDisposition(header: string | null): string | null {
  if (header === null) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name === undefined || name === "" ? null : name;
}

/** Long enough for the browser to start reading the object URL before it is revoked. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves the file through a temporary link with `download`: the browser's own download, with
 * the server's name or `fallbackName`. The object URL is revoked a minute later.
 */
export function saveDownloadedFile(
  file: DownloadedFile,
  fallbackName: string,
  doc: Document = document,
): string {
  const name = file.fileName ?? fallbackName;
  const view = doc.defaultView;
  if (view === null) return name;
  const url = view.URL.createObjectURL(file.blob);
  const link = doc.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  link.style.display = "none";
  doc.body.append(link);
  link.click();
  link.remove();
  view.setTimeout(() => view.URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return name;
}
