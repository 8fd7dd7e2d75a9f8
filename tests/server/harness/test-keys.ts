import { generateKeySet, serializeKeySet } from "../../../server/src/auth/key-set.ts";

/**
 * The signing key set of the test servers of this process (CONDUIT_SIGNING_KEYS), generated
 * once per test file: servers that share a database in one test (two instances, PostgreSQL)
 * read the same keys, as the instances of one deployment do.
 */
export const TEST_KEY_SET = serializeKeySet(await generateKeySet(new Date()));
