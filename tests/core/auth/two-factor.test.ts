import { describe, expect, it } from "vitest";
import {
  isOtpCodeShape,
  otpCodeAsTyped,
  TYPED_BACKUP_CODE_MAX_LENGTH,
  TYPED_OTP_CODE_MAX_LENGTH,
} from "../../../src/core/api/auth/login-methods.ts";
import {
  BACKUP_CODE_COUNT,
  formatBackupCode,
  isBackupCodeShape,
  isUnusedStep,
  makeBackupCode,
  normalizeBackupCode,
  totpStep,
} from "../../../src/core/auth/two-factor.ts";
import { totpAt } from "../../harness/rfc6238.ts";

/** RFC 6238 appendix B: the SHA-1 key "12345678901234567890", base32. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("the tests' own authenticator", () => {
  it("computes RFC 6238's SHA-1 test vectors", () => {
    expect(totpAt(RFC_SECRET, new Date(59_000), 8)).toBe("94287082");
    expect(totpAt(RFC_SECRET, new Date(1_111_111_109_000), 8)).toBe("07081804");
    expect(totpAt(RFC_SECRET, new Date(1_234_567_890_000), 8)).toBe("89005924");
    expect(totpAt(RFC_SECRET, new Date(2_000_000_000_000), 8)).toBe("69279037");
  });
});

describe("two-factor rules", () => {
  it("counts 30-second steps from the epoch", () => {
    expect(totpStep(new Date(0))).toBe(0);
    expect(totpStep(new Date(29_999))).toBe(0);
    expect(totpStep(new Date(30_000))).toBe(1);
    expect(totpStep(new Date(1_111_111_109_000))).toBe(37_037_036);
  });

  it("accepts a step only after the last one used (a code works once)", () => {
    expect(isUnusedStep(100, null)).toBe(true);
    expect(isUnusedStep(101, 100)).toBe(true);
    expect(isUnusedStep(100, 100)).toBe(false);
    expect(isUnusedStep(99, 100)).toBe(false);
  });

  it("makes ten-character backup codes without look-alikes, shown in two groups", () => {
    let next = 0;
    const code = makeBackupCode((bound) => {
      next = (next + 7) % bound;
      return next;
    });
    expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(isBackupCodeShape(code)).toBe(true);
    expect(BACKUP_CODE_COUNT).toBe(10);
  });

  it("reads a backup code however it is typed", () => {
    expect(normalizeBackupCode(" ABCDE-FGHJK ")).toBe("abcdefghjk");
    expect(formatBackupCode("ABCDEFGHJK")).toBe("abcde-fghjk");
    expect(isBackupCodeShape("abcde fghjk")).toBe(true);
    expect(isBackupCodeShape("abcde-fghj0")).toBe(false);
    expect(isBackupCodeShape("abcde-fghj")).toBe(false);
  });

  it("lets a six-digit code or a backup code go out as otp_code", () => {
    expect(isOtpCodeShape("123456")).toBe(true);
    expect(isOtpCodeShape("ABCDE-fghjk")).toBe(true);
    expect(isOtpCodeShape("abcdefghjk")).toBe(true);
    expect(isOtpCodeShape("12345")).toBe(false);
    expect(isOtpCodeShape("abcde-fghj1")).toBe(false);
  });

  it("drops the spaces an app shows or a paste brings in a typed code", () => {
    expect(otpCodeAsTyped("123 456")).toBe("123456");
    expect(otpCodeAsTyped(" abcde - fghjk\n")).toBe("abcde-fghjk");
    expect(isOtpCodeShape(otpCodeAsTyped("123 456"))).toBe(true);
  });

  it("leaves the code's field room for those spaces, and no more", () => {
    expect("123 456").toHaveLength(TYPED_OTP_CODE_MAX_LENGTH);
    expect("abcde - fghjk").toHaveLength(TYPED_BACKUP_CODE_MAX_LENGTH);
    expect(isOtpCodeShape(otpCodeAsTyped("abcde - fghjk"))).toBe(true);
    const printed = makeBackupCode((bound) => bound - 1);
    expect(isBackupCodeShape(printed)).toBe(true);
    expect(printed.length).toBeLessThan(TYPED_BACKUP_CODE_MAX_LENGTH);
  });
});
