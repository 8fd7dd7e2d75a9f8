import { readFileSync } from "node:fs";

/**
 * Who issues the documents, printed at the head of the first page and in every page's
 * footer: the provider's logo and legal details, from the server's configuration
 * (CONDUIT_DOCUMENT_LOGO and CONDUIT_LEGAL_*, see README.md).
 */
export interface Letterhead {
  /** A PNG or JPEG, read once at start-up; null draws the product's name as a wordmark. */
  readonly logo: Uint8Array | null;
  readonly productName: string;
  readonly legalName: string;
  readonly address: string | null;
  readonly companyNumber: string | null;
  readonly vatNumber: string | null;
  /** How to reach the provider: "billing@example.net, +44 20 7946 0000". */
  readonly contact: string | null;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The image formats PDFKit embeds, by their first bytes. */
const IMAGE_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
];

function readLogo(file: string, fail: (message: string) => Error): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch {
    throw fail(`CONDUIT_DOCUMENT_LOGO: cannot read "${file}".`);
  }
  const known = IMAGE_SIGNATURES.some((signature) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  if (!known) throw fail(`CONDUIT_DOCUMENT_LOGO: "${file}" is not a PNG or JPEG image.`);
  return bytes;
}

const optional = (raw: string | undefined) => (raw?.trim() ? raw.trim() : null);

/**
 * The letterhead from the environment. Only the legal name has a default (the product's
 * name): a registration or VAT number the provider did not give is left out, never made up.
 * A logo that cannot be read or is not PNG/JPEG stops the start, not a download later.
 */
export function letterheadFromEnv(
  env: Env,
  productName: string,
  fail: (message: string) => Error,
): Letterhead {
  const logoFile = optional(env.CONDUIT_DOCUMENT_LOGO);
  return {
    logo: logoFile === null ? null : readLogo(logoFile, fail),
    productName,
    legalName: optional(env.CONDUIT_LEGAL_NAME) ?? productName,
    address: optional(env.CONDUIT_LEGAL_ADDRESS),
    companyNumber: optional(env.CONDUIT_LEGAL_COMPANY_NUMBER),
    vatNumber: optional(env.CONDUIT_LEGAL_VAT_NUMBER),
    contact: optional(env.CONDUIT_LEGAL_CONTACT),
  };
}

/** "Conduit Networks Ltd · Company no. 01234567 · VAT GB123456789": the footer's line. */
export function legalLine(letterhead: Letterhead): string {
  return [
    letterhead.legalName,
    letterhead.companyNumber && `Company no. ${letterhead.companyNumber}`,
    letterhead.vatNumber && `VAT ${letterhead.vatNumber}`,
  ]
    .filter(Boolean)
    .join(" · ");
}
