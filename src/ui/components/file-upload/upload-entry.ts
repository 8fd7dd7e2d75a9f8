import type { FileUploadFileRejection as FileRejection } from "@ark-ui/react/file-upload";
import { formatByteSize, validateUpload } from "../../../core/uploads/index.ts";

/**
 * What the attachment field shows about each file, and the words for a file refused before
 * it is sent. The rules are core's (validateUpload): the same the server applies on receipt.
 */

export type UploadState = "waiting" | "uploading" | "uploaded" | "failed";

/** One file of the field, as the feature that sends it reports it. */
export interface UploadEntry {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  readonly state: UploadState;
  /** 0 to 1 while uploading. */
  readonly progress: number;
  /** Why the server refused it, when it did. */
  readonly error: string | null;
  /** The picked file, while this page holds it (not for one restored from a saved draft). */
  readonly file?: File | undefined;
}

/** The core check as Ark UI's validate wants it: null, or the reason as the error. */
export function refusalsOf(
  file: File,
  maxBytes: number,
  entries: ReadonlyArray<UploadEntry>,
): string[] | null {
  const check = validateUpload(file.name, file.size, { maxBytes });
  if (!check.ok) return [check.message];
  // A file restored from a draft is no File any more, so Ark UI cannot spot it again.
  const again = entries.some(
    (entry) => entry.file === undefined && entry.name === check.name && entry.size === file.size,
  );
  return again ? [`"${check.name}" is already attached.`] : null;
}

/** The sentence for a refused file: core's own message, or Ark UI's code in words. */
export function refusalMessage(rejection: FileRejection, maxFiles: number): string {
  const name = `"${rejection.file.name}"`;
  const [first] = rejection.errors;
  switch (first) {
    case undefined:
    case "FILE_INVALID":
      return `${name} cannot be attached.`;
    case "FILE_EXISTS":
      return `${name} is already attached.`;
    case "TOO_MANY_FILES":
      return `${name} was not added: at most ${maxFiles} ${maxFiles === 1 ? "file" : "files"} can be attached.`;
    case "FILE_INVALID_TYPE":
      return `${name} is not a type that can be attached here.`;
    case "FILE_TOO_LARGE":
    case "FILE_TOO_SMALL":
      return `${name} cannot be attached: its size (${formatByteSize(rejection.file.size)}) is not allowed.`;
    default:
      return first;
  }
}

/** The line under a file's name: its size and where its upload stands. */
export function entryStatus(entry: UploadEntry): string {
  const size = formatByteSize(entry.size);
  switch (entry.state) {
    case "waiting":
      return `${size} · sent with the form`;
    case "uploading":
      return `${size} · uploading, ${Math.round(entry.progress * 100)}%`;
    case "uploaded":
      return `${size} · uploaded`;
    case "failed":
      return `${size} · not uploaded: ${entry.error ?? "the upload failed."}`;
  }
}
