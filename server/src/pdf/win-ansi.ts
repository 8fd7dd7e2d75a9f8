/**
 * Text for the standard PDF fonts, which use WinAnsiEncoding (Windows-1252): one byte per
 * character. Latin-1 characters keep their code; the typographic ones Windows-1252 adds in
 * 0x80-0x9F are mapped; anything else becomes "?" rather than a wrong glyph.
 */
const EXTRA: Readonly<Record<string, number>> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "\u2018": 0x91,
  "\u2019": 0x92,
  "\u201c": 0x93,
  "\u201d": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The WinAnsi byte of one character: control characters as spaces, unknown ones as "?". */
export function winAnsiCode(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return 0x20;
  if (code < 0x7f || (code >= 0xa0 && code <= 0xff)) return code;
  return EXTRA[char] ?? 0x3f;
}

/** Bytes of `text` in WinAnsiEncoding (after NFC, so "e" + combining accent becomes "é"). */
export function toWinAnsi(text: string): number[] {
  return Array.from(text.normalize("NFC"), winAnsiCode);
}

/**
 * A PDF literal string `( ... )` of WinAnsi bytes, in plain ASCII: parentheses and
 * backslashes escaped, bytes outside printable ASCII as octal escapes.
 */
export function pdfString(text: string): string {
  const body = toWinAnsi(text)
    .map((byte) => {
      if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
      if (byte < 0x20 || byte > 0x7e) return `\\${byte.toString(8).padStart(3, "0")}`;
      return String.fromCharCode(byte);
    })
    .join("");
  return `(${body})`;
}
