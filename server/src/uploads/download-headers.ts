/**
 * Headers of every file download (uploads, RFO documents, CSV exports): always saved, never
 * shown inline, never sniffed into something the browser would run (DESIGN.md section 6).
 */

// Characters RFC 5987's attr-char allows besides letters and digits; encodeURIComponent
// leaves a few others unescaped ('()*), which the header grammar does not allow.
const EXTRA_ESCAPES = /['()*]/g;

/** The name as plain ASCII for old clients: anything else, quotes and backslashes become "_". */
function asciiFallback(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_").trim();
  return ascii === "" ? "download" : ascii;
}

/**
 * `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266): the quoted ASCII name for
 * old clients and the exact UTF-8 name for every current browser.
 */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(/\p{Cc}/gu, "");
  const encoded = encodeURIComponent(clean).replace(
    EXTRA_ESCAPES,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encoded}`;
}

/** The headers of a download named `name` of type `contentType`. */
export function attachmentHeaders(name: string, contentType: string): Record<string, string> {
  return {
    "content-type": contentType,
    "content-disposition": attachmentDisposition(name),
    "x-content-type-options": "nosniff",
    // Should a browser render it anyway, it may run nothing and load nothing.
    "content-security-policy": "default-src 'none'; sandbox",
    // Tenant data: never kept by a shared cache.
    "cache-control": "private, no-store",
  };
}
