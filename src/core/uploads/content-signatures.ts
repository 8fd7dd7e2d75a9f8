import { defuseName, displayName, lastExtension } from "./file-name.ts";

/**
 * Content sniffing (DESIGN.md section 6): the server reads the first bytes of every upload and
 * refuses a file whose content is a program, or whose content is another known type than its
 * name claims ("invoice.pdf" that is really a ZIP, "notes.txt" that is a Windows executable).
 * The portal could run the same check on a file's first bytes; the server always does.
 */

/** How many leading bytes are read to judge a file (tar's marker sits at byte 257). */
export const CONTENT_SNIFF_BYTES = 4096;

/** Why content was refused. */
export type ContentErrorCode = "executable-content" | "disguised-content";

export type ContentCheck =
  | { readonly ok: true; readonly contentType: string }
  | { readonly ok: false; readonly code: ContentErrorCode; readonly message: string };

/** Bytes expected at an offset, or anywhere in the first `within` bytes. */
interface Part {
  readonly offset: number;
  readonly bytes: ReadonlyArray<number>;
  readonly within?: number;
}
/** Every part must match. */
type Signature = ReadonlyArray<Part>;

interface Kind {
  readonly label: string;
  readonly signatures: ReadonlyArray<Signature>;
}

const codes = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const at = (offset: number, text: string): Signature => [{ offset, bytes: codes(text) }];

// Adobe readers accept a PDF header anywhere in the first KiB, and some generators use that.
const PDF: Kind = {
  label: "a PDF document",
  signatures: [[{ offset: 0, bytes: codes("%PDF-"), within: 1024 }]],
};
const PNG: Kind = { label: "a PNG image", signatures: [at(0, "\x89PNG\r\n\x1a\n")] };
const JPEG: Kind = { label: "a JPEG image", signatures: [at(0, "\xff\xd8\xff")] };
const GIF: Kind = { label: "a GIF image", signatures: [at(0, "GIF87a"), at(0, "GIF89a")] };
const WEBP: Kind = { label: "a WebP image", signatures: [[...at(0, "RIFF"), ...at(8, "WEBP")]] };
const TIFF: Kind = { label: "a TIFF image", signatures: [at(0, "II*\0"), at(0, "MM\0*")] };
const ZIP: Kind = {
  label: "a ZIP archive",
  signatures: [at(0, "PK\x03\x04"), at(0, "PK\x05\x06"), at(0, "PK\x07\x08")],
};
// Legacy Office files, Outlook messages, and password-protected Office Open XML files.
const OLE: Kind = {
  label: "an Office compound document",
  signatures: [at(0, "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")],
};
const GZIP: Kind = { label: "a gzip archive", signatures: [at(0, "\x1f\x8b")] };
const BZIP2: Kind = { label: "a bzip2 archive", signatures: [at(0, "BZh")] };
const XZ: Kind = { label: "an xz archive", signatures: [at(0, "\xfd7zXZ\0")] };
const SEVEN_ZIP: Kind = { label: "a 7-Zip archive", signatures: [at(0, "7z\xbc\xaf\x27\x1c")] };
const RAR: Kind = { label: "a RAR archive", signatures: [at(0, "Rar!\x1a\x07")] };
const TAR: Kind = { label: "a tar archive", signatures: [at(257, "ustar")] };
// Packet captures: customers of a network provider send them with their tickets.
const PCAP: Kind = {
  label: "a packet capture",
  signatures: [
    at(0, "\xd4\xc3\xb2\xa1"),
    at(0, "\xa1\xb2\xc3\xd4"),
    at(0, "\x4d\x3c\xb2\xa1"),
    at(0, "\xa1\xb2\x3c\x4d"),
    at(0, "\x0a\x0d\x0d\x0a"),
  ],
};

const BINARY_KINDS: ReadonlyArray<Kind> = [
  PDF,
  PNG,
  JPEG,
  GIF,
  WEBP,
  TIFF,
  ZIP,
  OLE,
  GZIP,
  BZIP2,
  XZ,
  SEVEN_ZIP,
  RAR,
  TAR,
  PCAP,
];

/** Programs, whatever the name says: Mach-O (and Java classes, which share its fat magic), ELF. */
const EXECUTABLE: Kind = {
  label: "a program",
  signatures: [
    "\x7fELF",
    "\xfe\xed\xfa\xce",
    "\xfe\xed\xfa\xcf",
    "\xce\xfa\xed\xfe",
    "\xcf\xfa\xed\xfe",
    "\xca\xfe\xba\xbe",
  ].map((magic) => at(0, magic)),
};

interface Format {
  readonly kinds: ReadonlyArray<Kind> | "text";
  /** The type the file is served with: inert types only (see sendStoredFile). */
  readonly contentType: string;
}

const OFFICE_XML = "application/vnd.openxmlformats-officedocument";
const binary = (contentType: string, ...kinds: Kind[]): Format => ({ kinds, contentType });
const text = (contentType = "text/plain; charset=utf-8"): Format => ({
  kinds: "text",
  contentType,
});

/** Known extensions: what their content must be. Others are judged only for programs. */
const FORMAT_TABLE: Readonly<Record<string, Format>> = {
  pdf: binary("application/pdf", PDF),
  png: binary("image/png", PNG),
  jpg: binary("image/jpeg", JPEG),
  jpeg: binary("image/jpeg", JPEG),
  jpe: binary("image/jpeg", JPEG),
  jfif: binary("image/jpeg", JPEG),
  gif: binary("image/gif", GIF),
  webp: binary("image/webp", WEBP),
  tif: binary("image/tiff", TIFF),
  tiff: binary("image/tiff", TIFF),
  zip: binary("application/zip", ZIP),
  docx: binary(`${OFFICE_XML}.wordprocessingml.document`, ZIP, OLE),
  xlsx: binary(`${OFFICE_XML}.spreadsheetml.sheet`, ZIP, OLE),
  pptx: binary(`${OFFICE_XML}.presentationml.presentation`, ZIP, OLE),
  odt: binary("application/vnd.oasis.opendocument.text", ZIP),
  ods: binary("application/vnd.oasis.opendocument.spreadsheet", ZIP),
  odp: binary("application/vnd.oasis.opendocument.presentation", ZIP),
  doc: binary("application/msword", OLE),
  xls: binary("application/vnd.ms-excel", OLE),
  ppt: binary("application/vnd.ms-powerpoint", OLE),
  msg: binary("application/vnd.ms-outlook", OLE),
  gz: binary("application/gzip", GZIP),
  tgz: binary("application/gzip", GZIP),
  bz2: binary("application/x-bzip2", BZIP2),
  xz: binary("application/x-xz", XZ),
  "7z": binary("application/x-7z-compressed", SEVEN_ZIP),
  rar: binary("application/vnd.rar", RAR),
  tar: binary("application/x-tar", TAR),
  pcap: binary("application/vnd.tcpdump.pcap", PCAP),
  pcapng: binary("application/vnd.tcpdump.pcap", PCAP),
  cap: binary("application/vnd.tcpdump.pcap", PCAP),
  txt: text(),
  log: text(),
  text: text(),
  md: text(),
  conf: text(),
  cfg: text(),
  ini: text(),
  yaml: text(),
  yml: text(),
  // Markup is accepted but served as plain text: a download must never render as a page.
  xml: text(),
  html: text(),
  htm: text(),
  svg: text(),
  eml: text(),
  csv: text("text/csv; charset=utf-8"),
  tsv: text("text/tab-separated-values; charset=utf-8"),
  json: text("application/json"),
};
// A Map, so that a name ending ".constructor" or ".__proto__" finds nothing.
const FORMATS: ReadonlyMap<string, Format> = new Map(Object.entries(FORMAT_TABLE));

/** Served for anything not listed above: the browser saves it, never opens it. */
export const UNKNOWN_CONTENT_TYPE = "application/octet-stream";

/** `anywhere`: honour a part's `within` (a claimed PDF); otherwise only its exact offset. */
function partMatches(head: Uint8Array, part: Part, anywhere: boolean): boolean {
  const furthest = anywhere ? (part.within ?? part.offset) : part.offset;
  const last = Math.min(furthest, head.length - part.bytes.length);
  for (let start = part.offset; start <= last; start += 1) {
    if (part.bytes.every((byte, index) => head[start + index] === byte)) return true;
  }
  return false;
}

function isKind(head: Uint8Array, kind: Kind, anywhere = false): boolean {
  return kind.signatures.some((signature) =>
    signature.every((part) => partMatches(head, part, anywhere)),
  );
}

/**
 * A program: ELF, Mach-O, a `#!` script, or a DOS/Windows executable ("MZ" followed by its
 * header, which always holds zero bytes; a CSV row starting "MZ,Mozambique" does not).
 */
export function isExecutableContent(head: Uint8Array): boolean {
  if (isKind(head, EXECUTABLE)) return true;
  if (head[0] === 0x4d && head[1] === 0x5a && head.subarray(2, 64).includes(0)) return true;
  return /^#![ \t]*\//.test(String.fromCharCode(...head.subarray(0, 16)));
}

/**
 * Text: no NUL byte (UTF-16 with its byte-order mark excepted) and no other type's signature
 * at its start (a log that mentions "%PDF-" further in is still text).
 */
function textMismatch(head: Uint8Array): Kind | "other" | undefined {
  const known = BINARY_KINDS.find((kind) => isKind(head, kind));
  if (known) return known;
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  return !utf16 && head.includes(0) ? "other" : undefined;
}

/** What is wrong with the content for its format: another known type, or none it could be. */
function mismatch(format: Format, head: Uint8Array): Kind | "other" | undefined {
  if (format.kinds === "text") return textMismatch(head);
  if (format.kinds.some((kind) => isKind(head, kind, true))) return undefined;
  return BINARY_KINDS.find((kind) => isKind(head, kind)) ?? "other";
}

/** The type a stored file is served with, from its name alone. */
export function safeContentType(name: string): string {
  return FORMATS.get(lastExtension(name))?.contentType ?? UNKNOWN_CONTENT_TYPE;
}

/**
 * Judges a file by its first bytes (up to CONTENT_SNIFF_BYTES; fewer only if the file is
 * shorter) against its name's last extension, as `validateUpload` reads it.
 */
export function checkContent(name: string, head: Uint8Array): ContentCheck {
  const shown = `"${defuseName(displayName(name))}"`;
  if (isExecutableContent(head)) {
    return {
      ok: false,
      code: "executable-content",
      message: `${shown} cannot be uploaded: its content is a program.`,
    };
  }
  const extension = lastExtension(name);
  const format = FORMATS.get(extension);
  if (format === undefined) return { ok: true, contentType: UNKNOWN_CONTENT_TYPE };
  const problem = mismatch(format, head);
  if (problem === undefined) return { ok: true, contentType: format.contentType };
  const expected = format.kinds === "text" ? "text" : (format.kinds[0]?.label ?? extension);
  const actual = problem === "other" ? `does not look like ${expected}` : `is ${problem.label}`;
  return {
    ok: false,
    code: "disguised-content",
    message: `${shown} cannot be uploaded: it is named .${extension} but its content ${actual}.`,
  };
}
