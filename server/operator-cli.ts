import { userInfo } from "node:os";
import pino from "pino";
import { readEnv } from "./config/env";
import { baseUrlOf } from "./config/hosts";
import type { Database } from "./db/client";
import { createJobQueue } from "./jobs/queue";
import { inviteOperator, OperatorExistsError } from "./modules/platform/operator-invitation.service";
import { resetOperatorTwoFactorByCommand } from "./modules/platform/operator-reset.service";
import { openEnvDatabase } from "./prepare-database";

/**
 * `npm run operator -- create <email> [name]`: a platform operator (decision 26) with no password yet, and a mail
 * with the key that sets it on OPERATOR_HOST. The mail waits in the job queue for the server to send it.
 * `npm run operator -- reset-two-factor <email>`: his two-step sign-in, remembered devices and sessions end (he lost
 * his phone and his recovery codes); he signs in with his password and sets it up anew. Audited in
 * platform_audit_events as `operator.two_factor_reset`. On the embedded database (PGlite) run either while the server
 * is stopped: one process at a time may open DATA_DIR.
 */
const USAGE = "usage: npm run operator -- create <email> [name]\n       npm run operator -- reset-two-factor <email>";

async function main(args: string[]) {
  const [command, email, ...nameParts] = args;
  const commands = ["create", "reset-two-factor"];
  if (!commands.includes(command) || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv(process.env);
  const logger = pino({ level: "warn" });
  const database = await openEnvDatabase(env);
  try {
    await database.exclusively(() => database.migrate());
    if (command === "reset-two-factor") return await resetTwoFactor(database.db, email);
    const jobs = createJobQueue(database.db, logger);
    const origin = baseUrlOf(env.OPERATOR_HOST, env.PORT);
    const name = nameParts.join(" ").trim() || email.split("@")[0];
    const operator = await inviteOperator(database.db, jobs, { email, name, origin });
    console.log(`operator ${operator.email} created; a key to set the password was mailed (sign in on ${origin})`);
    return 0;
  } catch (error) {
    if (error instanceof OperatorExistsError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

async function resetTwoFactor(db: Database, email: string) {
  const operator = await resetOperatorTwoFactorByCommand(db, email, userInfo().username);
  if (!operator) {
    console.error(`no operator ${email}`);
    return 1;
  }
  console.log(`two-step sign-in of ${operator.email} reset, his sessions ended; he sets it up anew at his next sign-in`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
