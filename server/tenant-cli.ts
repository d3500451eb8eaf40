import { createReadStream, createWriteStream } from "node:fs";
import { readEnv } from "./config/env";
import { exportTenant } from "./modules/platform/tenant-export.service";
import { importTenant, TenantImportError } from "./modules/platform/tenant-import.service";
import { tenantRegistry } from "./modules/tenancy/tenants.service";
import { openEnvDatabase, storageFrom } from "./prepare-database";

/**
 * `npm run tenant -- export <id> <file.zip>` writes a tenant with its files as one zip; `npm run tenant -- import
 * <file.zip>` brings it into this installation (issue 39, item 4): how a centre moves between hosts, and proof that
 * it can leave. On the embedded database (PGlite) run it while the server is stopped: one process may open DATA_DIR.
 */
const USAGE = "usage: npm run tenant -- export <tenant-id> <file.zip> | import <file.zip>";

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (!((command === "export" && rest.length === 2) || (command === "import" && rest.length === 1))) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv(process.env);
  const database = await openEnvDatabase(env);
  const storage = storageFrom(env);
  try {
    await database.exclusively(() => database.migrate());
    if (command === "export") {
      const [tenant, file] = rest;
      if (!(await tenantRegistry(database.db)).get(tenant)) {
        console.error(`there is no tenant '${tenant}'`);
        return 1;
      }
      const done = await exportTenant(database.db, storage, tenant, createWriteStream(file), (step, steps) =>
        process.stderr.write(`\rexporting ${tenant}: ${Math.round((100 * step) / steps)}%`),
      );
      const rows = done.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`\n${tenant}: ${rows} rows in ${done.tables.length} tables and ${done.files.length} files written to ${file}`);
      return 0;
    }
    const done = await importTenant(database.db, storage, createReadStream(rest[0]));
    const rows = done.tables.reduce((sum, table) => sum + table.rows, 0);
    const state = done.restored
      ? "restored over its erased record, suspended: make it active in the console when it looks right"
      : "it answers on its hosts now";
    console.log(`${done.tenant}: ${rows} rows and ${done.files.length} files imported; ${state}`);
    return 0;
  } catch (error) {
    if (error instanceof TenantImportError) {
      console.error(`not imported: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
