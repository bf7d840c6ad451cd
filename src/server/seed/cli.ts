/**
 * `npm run seed` loads the demo data set; `npm run seed -- --employees N` loads the bench
 * size instead. Uses DATABASE_URL (a PostgreSQL server) or else the embedded database in
 * DATA_DIR (default ./data), migrates it first, and prints one line of JSON. With
 * NODE_ENV=production the demo accounts get random passwords, in that line once.
 */
import { parseArgs } from "node:util";
import { configOrExit } from "../config-or-exit";
import { openDatabase } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { seedBench } from "./bench";
import { seedDemo } from "./demo";

const { values } = parseArgs({ options: { employees: { type: "string" } } });
const employees = values.employees === undefined ? undefined : Number(values.employees);
if (employees !== undefined && !(Number.isInteger(employees) && employees > 0)) {
  console.error(`--employees must be a positive whole number, got '${values.employees}'`);
  process.exit(2);
}

const { demoPasswords } = configOrExit();
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR || "./data",
});
try {
  await migrateToLatest(database.db, { schemasDir: process.env.SCHEMAS_DIR || "./schemas" });
  if (employees !== undefined) {
    console.log(JSON.stringify(await seedBench(database, { employees })));
  } else {
    const started = performance.now();
    const { seeded, counts, accounts } = await seedDemo(database, { passwords: demoPasswords });
    const seconds = (performance.now() - started) / 1000;
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(
      JSON.stringify({
        seeded,
        rows,
        seconds: Math.round(seconds * 100) / 100,
        rowsPerSecond: Math.round(rows / seconds),
        ...(demoPasswords === "random" && accounts
          ? { accounts: accounts.map(({ username, password }) => ({ username, password })) }
          : {}),
      }),
    );
  }
} finally {
  await database.close();
}
