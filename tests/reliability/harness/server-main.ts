import { exitOnStartFailure, runServer } from "../../../server/src/run-server.ts";
import {
  demoPasswordsAtTestCost,
  TEST_PASSWORD_COST,
} from "../../server/harness/test-passwords.ts";

/**
 * The reliability suite's server process: server/src/main.ts's server in every respect but the
 * scrypt cost of passwords (TEST_PASSWORD_COST, and the demo accounts' hash swapped to it
 * before the server listens). The suite is about crashes, outages, two instances and load, not
 * about hashing, yet at production's cost its sign-ins, 26 of them failed on purpose to reach a
 * captcha and a lockout, took a quarter of its time. Instances sharing a database swap the
 * hash once: the second finds no demo hash left to change.
 */
runServer(process.env, {
  passwordCost: TEST_PASSWORD_COST,
  beforeListen: demoPasswordsAtTestCost,
}).catch(exitOnStartFailure);
