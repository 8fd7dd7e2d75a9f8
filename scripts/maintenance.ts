import { openDatabase } from "../server/src/db/connect.ts";
import { readMaintenanceFlag, writeMaintenanceFlag } from "../server/src/db/system-settings.ts";

// `npm run maintenance -- on|off|status`: switches the database's maintenance flag, which every
// server process on that database honours within a second (/v2 answers 503).
const action = process.argv[2] ?? "status";
if (!["on", "off", "status"].includes(action)) {
  process.stderr.write("usage: npm run maintenance -- on|off|status\n");
  process.exit(2);
}
const database = await openDatabase(process.env.DATABASE_URL);
if (action !== "status") await writeMaintenanceFlag(database.db, action === "on");
process.stdout.write(
  `maintenance mode: ${(await readMaintenanceFlag(database.db)) ? "on" : "off"}\n`,
);
await database.close();
