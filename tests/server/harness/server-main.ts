import { exitOnStartFailure, runServer } from "../../../server/src/run-server.ts";
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
 */
runServer(process.env, {
  passwordCost: TEST_PASSWORD_COST,
  beforeListen: demoPasswordsAtTestCost,
}).catch(exitOnStartFailure);
