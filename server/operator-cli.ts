import pino from "pino";
import { readEnv } from "./config/env";
import { baseUrlOf } from "./config/hosts";
import { createJobQueue } from "./jobs/queue";
import { inviteOperator, OperatorExistsError } from "./modules/platform/operator-invitation.service";
import { openEnvDatabase } from "./serve";

/**
 * `npm run operator -- create <email> [name]`: a platform operator (decision 26) with no password yet, and a mail
 * with the key that sets it on OPERATOR_HOST. The mail waits in the job queue for the server to send it. On the
 * embedded database (PGlite) run it while the server is stopped: one process at a time may open DATA_DIR.
 */
const USAGE = "usage: npm run operator -- create <email> [name]";

async function main(args: string[]) {
  const [command, email, ...nameParts] = args;
  if (command !== "create" || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv(process.env);
  const logger = pino({ level: "warn" });
  const database = await openEnvDatabase(env);
  try {
    await database.exclusively(() => database.migrate());
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

process.exitCode = await main(process.argv.slice(2));
