import { describe, expect, it } from "vitest";

/**
 * In place of a file's tests when the configuration cannot run them (PostgreSQL not
 * configured): one test that prints why, so the run says what it did not cover.
 */
export function skippedByConfiguration(what: string, needs: string): void {
  describe(what, () => {
    it(`needs ${needs}: not run in this configuration`, () => {
      process.stdout.write(`reliability: "${what}" needs ${needs}; not run (set it to run it).\n`);
      expect(process.env.TEST_DATABASE_URL).toBeUndefined();
    });
  });
}
