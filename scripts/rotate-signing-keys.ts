import { rotateKeyFile } from "../server/src/auth/rotate-key-file.ts";
import { serverConfigFromEnv } from "../server/src/config.ts";

// `npm run keys:rotate [-- --file PATH]`: adds a signing key to the key file and signs with it;
// the previous keys keep verifying until the tokens they signed have expired (README, "Signing
// keys"). The file is --file, else CONDUIT_SIGNING_KEYS_FILE, else the embedded database's
// (.data/signing-keys.json, or next to DATABASE_URL's file:// folder). Every server reading the
// file takes the new key within 10 seconds, without a restart.
const args = process.argv.slice(2);
const fileOption = args.length === 2 && args[0] === "--file" ? args[1] : undefined;
if (args.length !== 0 && fileOption === undefined) {
  process.stderr.write("usage: npm run keys:rotate [-- --file PATH]\n");
  process.exit(2);
}
const config = serverConfigFromEnv(process.env);
if (config.signingKeys !== undefined && fileOption === undefined) {
  process.stderr.write(
    "CONDUIT_SIGNING_KEYS holds the keys in the environment: rotate a key file instead " +
      "(npm run keys:rotate -- --file PATH, then point CONDUIT_SIGNING_KEYS_FILE at it).\n",
  );
  process.exit(2);
}
const path = fileOption ?? config.signingKeysFile ?? config.embeddedKeysFile;
const { created, set } = await rotateKeyFile(path, config, new Date());
const signing = set.signingKeys.at(-1);
process.stdout.write(
  `${created ? "created" : "rotated"} ${path}: signing with ${signing?.kid}; ` +
    `${set.signingKeys.length - 1} older key(s) still verify\n`,
);
