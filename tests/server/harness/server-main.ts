import { exitOnStartFailure, runServer } from "../../../server/src/run-server.ts";
import { testClock } from "../../harness/test-clock.ts";
import { openPgliteSnapshot } from "./database-snapshot.ts";
import { demoPasswordsAtTestCost, TEST_PASSWORD_COST } from "./test-passwords.ts";

/**
 * The server process of the reliability and end-to-end suites: server/src/main.ts's server in
 * every respect but the scrypt cost of passwords (TEST_PASSWORD_COST, and the demo accounts'
 * hash swapped to it before the server listens). Neither suite is about hashing, which
 * tests/server/auth/password-hardening.test.ts checks at production's cost; yet at that cost
 * the reliability suite's sign-ins (26 failed on purpose to reach a captcha and a lockout)
 * took a quarter of its time, and every sign-in of an end-to-end test cost 0.4-1 s of the CPU
 * its two workers share. Instances sharing a database swap the hash once: the second finds no
 * demo hash left to change.
 *
 * TEST_DATABASE_SNAPSHOT, the path of a seeded PGlite snapshot (a tar file the end-to-end
 * server writes, e2e/harness/web-server.ts), starts the server on an in-memory copy of it
 * instead of on DATABASE_URL: about a second instead of initdb, the migrations and the demo
 * data (10 s of CPU, over 30 s beside the suite's browsers). Only this test entry reads it.
 */
const snapshot = process.env.TEST_DATABASE_SNAPSHOT;
runServer(process.env, {
  passwordCost: TEST_PASSWORD_COST,
  beforeListen: demoPasswordsAtTestCost,
  now: testClock.now,
  ...(snapshot ? { openDatabase: () => openPgliteSnapshot(snapshot) } : {}),
}).catch(exitOnStartFailure);
