import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_UPLOAD_MAX_BYTES } from "../../../src/core/constants.ts";
import { BLOCKED_UPLOAD_EXTENSIONS, validateUpload } from "../../../src/core/uploads/index.ts";

const ALLOWED_EXTENSIONS = [
  "pdf",
  "png",
  "jpg",
  "jpeg",
  "txt",
  "csv",
  "log",
  "pcap",
  "zip",
  "gz",
  "docx",
  "xlsx",
  "json",
];

/** Base names a person might type: printable, no path separators, not too long. */
const baseName = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 60 })
  .filter((name) => /^[^\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}/\\]+$/u.test(name) && name.trim() !== "");

/** What Windows strips silently from the end of a name. */
const trailingJunk = fc
  .array(fc.constantFrom(".", " ", "\u00a0", "\u3000", "\u2003"), { maxLength: 5 })
  .map((parts) => parts.join(""));

const limit = fc.integer({ min: 1, max: 8 * DEFAULT_UPLOAD_MAX_BYTES });

describe("validateUpload properties", () => {
  it("always refuses a blocked extension, whatever the base, case or trailing dots and spaces", () => {
    fc.assert(
      fc.property(
        baseName,
        fc.mixedCase(fc.constantFrom(...BLOCKED_UPLOAD_EXTENSIONS)),
        trailingJunk,
        fc.integer({ min: 0, max: 2 * DEFAULT_UPLOAD_MAX_BYTES }),
        (base, extension, junk, size) => {
          expect(validateUpload(`${base}.${extension}${junk}`, size)).toMatchObject({
            ok: false,
            code: "blocked-extension",
          });
        },
      ),
    );
  });

  it("refuses a blocked extension behind any innocent-looking inner extension", () => {
    fc.assert(
      fc.property(
        baseName,
        fc.constantFrom(...ALLOWED_EXTENSIONS),
        fc.mixedCase(fc.constantFrom(...BLOCKED_UPLOAD_EXTENSIONS)),
        (base, inner, extension) => {
          expect(validateUpload(`${base}.${inner}.${extension}`, 1).ok).toBe(false);
        },
      ),
    );
  });

  it("accepts an allowed extension with any size within (0, limit]", () => {
    fc.assert(
      fc.property(
        baseName,
        fc.mixedCase(fc.constantFrom(...ALLOWED_EXTENSIONS)),
        limit.chain((maxBytes) =>
          fc.tuple(fc.constant(maxBytes), fc.integer({ min: 1, max: maxBytes })),
        ),
        (base, extension, [maxBytes, size]) => {
          const check = validateUpload(`${base}.${extension}`, size, { maxBytes });
          expect(check).toMatchObject({ ok: true });
          expect(check.ok && check.name.endsWith(extension)).toBe(true);
        },
      ),
    );
  });

  it("refuses every size over the limit", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALLOWED_EXTENSIONS),
        limit.chain((maxBytes) =>
          fc.tuple(
            fc.constant(maxBytes),
            fc.integer({ min: maxBytes + 1, max: Number.MAX_SAFE_INTEGER }),
          ),
        ),
        (extension, [maxBytes, size]) => {
          expect(validateUpload(`file.${extension}`, size, { maxBytes })).toMatchObject({
            ok: false,
            code: "too-large",
          });
        },
      ),
    );
  });

  it("judges a name the same with or without a path in front", () => {
    fc.assert(
      fc.property(
        fc.array(baseName, { maxLength: 3 }),
        fc.constantFrom("/", "\\"),
        baseName,
        fc.constantFrom(...ALLOWED_EXTENSIONS, ...BLOCKED_UPLOAD_EXTENSIONS),
        (folders, separator, base, extension) => {
          const name = `${base}.${extension}`;
          const withPath = [...folders, name].join(separator);
          expect(validateUpload(withPath, 1)).toEqual(validateUpload(name, 1));
        },
      ),
    );
  });

  it("never throws and always answers with a known code, for any name and size", () => {
    const codes = [
      "empty-name",
      "invalid-name",
      "blocked-extension",
      "invalid-size",
      "empty-file",
      "too-large",
    ];
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), fc.double(), (name, size) => {
        const check = validateUpload(name, size);
        if (check.ok) {
          expect(check.name.length).toBeGreaterThan(0);
        } else {
          expect(codes).toContain(check.code);
          expect(check.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("never lets a control or bidi character through in an accepted name or a message", () => {
    const unsafe = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), (name) => {
        const check = validateUpload(name, 1);
        expect(check.ok ? check.name : check.message).not.toMatch(unsafe);
      }),
    );
  });
});
