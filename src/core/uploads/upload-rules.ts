import { DEFAULT_UPLOAD_MAX_BYTES } from "../constants.ts";
import { BLOCKED_UPLOAD_EXTENSION_SET } from "./blocked-extensions.ts";
import { formatByteSize } from "./byte-size.ts";
import {
  comparisonKey,
  defuseName,
  displayName,
  hasUnsafeNameCharacter,
  lastExtension,
  nameLength,
  stripPath,
  UPLOAD_NAME_MAX_LENGTH,
} from "./file-name.ts";

/** Why an upload was refused. */
export type UploadErrorCode =
  | "empty-name"
  | "invalid-name"
  | "blocked-extension"
  | "invalid-size"
  | "empty-file"
  | "too-large";

export type UploadCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly code: UploadErrorCode; readonly message: string };

export interface UploadOptions {
  /** Largest accepted size in bytes; DEFAULT_UPLOAD_MAX_BYTES unless configured otherwise. */
  readonly maxBytes?: number;
}

/**
 * Whether a file may be uploaded, judged on its name and size alone (the portal before sending,
 * the server again on receipt). The name is checked first: a refused type matters more to the
 * user than its size. Only the LAST extension decides, after the path is stripped and the name
 * folded (see `comparisonKey`): "report.pdf.exe" and "run.bat." are refused, "backup.tar.gz"
 * and "setup.exe.txt" are accepted, because a desktop opens a file by its last extension.
 *
 * Throws a RangeError only for a misconfigured `maxBytes` (not a positive integer).
 */
export function validateUpload(name: string, size: number, options?: UploadOptions): UploadCheck {
  const maxBytes = options?.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    throw new RangeError(`Upload limit must be a positive whole number of bytes, got ${maxBytes}.`);
  }
  return checkName(name) ?? checkSize(displayName(name), size, maxBytes);
}

/**
 * An NTFS alternate data stream suffix: "name.php::$DATA", "report.pdf:hidden" or
 * "x.exe:zone:$DATA". Windows writes the bytes to the file named before the colon ("name.php")
 * whatever the name seems to end with, so the last-extension rule could be walked around. A
 * name is refused when it ends with "::$TYPE" or when the part before its first colon already
 * has an extension; "Meeting 10:30.txt" stays acceptable. Linear in the name's length.
 */
function hasStreamSuffix(base: string): boolean {
  const colon = base.indexOf(":");
  if (colon < 0) return false;
  if (/::\$[a-z]+$/i.test(base.slice(colon))) return true;
  const dot = base.lastIndexOf(".", colon);
  return dot >= 0 && dot < colon - 1;
}

function checkName(name: string): UploadCheck | undefined {
  if (hasUnsafeNameCharacter(name)) {
    return refuse(
      "invalid-name",
      `${quoted(defuseName(stripPath(name)))} cannot be uploaded: its name contains hidden control characters.`,
    );
  }
  const shown = displayName(name);
  if (comparisonKey(name) === "") {
    return refuse("empty-name", "A file without a name cannot be uploaded.");
  }
  if (nameLength(shown) > UPLOAD_NAME_MAX_LENGTH) {
    return refuse(
      "invalid-name",
      `${quoted(`${Array.from(shown).slice(0, 40).join("")}…`)} cannot be uploaded: its name is longer than ${UPLOAD_NAME_MAX_LENGTH} characters.`,
    );
  }
  if (hasStreamSuffix(stripPath(name))) {
    return refuse(
      "invalid-name",
      `${quoted(shown)} cannot be uploaded: its name has a Windows stream suffix (":" after its extension).`,
    );
  }
  const extension = lastExtension(name);
  if (BLOCKED_UPLOAD_EXTENSION_SET.has(extension)) {
    return refuse(
      "blocked-extension",
      `${quoted(shown)} cannot be uploaded: .${extension} files are blocked.`,
    );
  }
  return undefined;
}

function checkSize(shown: string, size: number, maxBytes: number): UploadCheck {
  if (!Number.isSafeInteger(size) || size < 0) {
    return refuse("invalid-size", `${quoted(shown)} cannot be uploaded: its size cannot be read.`);
  }
  if (size === 0) {
    return refuse("empty-file", `${quoted(shown)} cannot be uploaded: the file is empty.`);
  }
  if (size > maxBytes) {
    const actual = formatByteSize(size);
    const limit = formatByteSize(maxBytes);
    // Just over the limit, both may round to the same figure; "1 GB; the limit is 1 GB" would
    // read as a contradiction.
    return refuse(
      "too-large",
      actual === limit
        ? `${quoted(shown)} is slightly over the ${limit} limit.`
        : `${quoted(shown)} is ${actual}; the limit is ${limit}.`,
    );
  }
  return { ok: true, name: shown };
}

function refuse(code: UploadErrorCode, message: string): UploadCheck {
  return { ok: false, code, message };
}

function quoted(name: string): string {
  return `"${name}"`;
}
