import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Some demo accounts hold one live thing at a time: otp@acme.test has one live sign-in code,
 * and a new sign-in retires the last (server/src/auth/one-time-codes.ts), so two workers
 * signing it in at once would each read the other's code from the mailbox. A test that signs
 * such an account in holds its lock for the whole test: a directory made atomically (mkdir
 * fails when it exists), removed when the test ends. A lock left by a worker that died is
 * taken over once older than any test may run.
 */
const LOCKS = join(tmpdir(), `conduit-e2e-locks-${process.env.E2E_PORT ?? "18080"}`);
const ABANDONED_MS = 180_000;
/** How often a waiting worker looks again: waiting for another test, not for time to pass. */
const LOOK_AGAIN_MS = 100;

export async function withAccountLock<T>(email: string, run: () => Promise<T>): Promise<T> {
  await mkdir(LOCKS, { recursive: true });
  const lock = join(LOCKS, email);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const made = (await stat(lock).catch(() => null))?.mtimeMs;
      if (made !== undefined && Date.now() - made > ABANDONED_MS) {
        await rm(lock, { recursive: true, force: true });
      } else {
        await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
      }
    }
  }
  try {
    return await run();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
