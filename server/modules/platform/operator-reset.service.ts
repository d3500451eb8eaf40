import type { Database } from "../../db/client";
import { resetOperatorTwoFactor } from "../identity/operator-two-factor.service";
import { findOperatorByEmail } from "../identity/operators.service";
import { recordPlatformAudit } from "./platform-audit.service";

/**
 * `npm run operator -- reset-two-factor <email>` (issue 44 item 4): the operator's two-step sign-in, remembered devices
 * and sessions end, audited as `operator.two_factor_reset` with who ran it. Null when there is no such operator.
 */
export async function resetOperatorTwoFactorByCommand(db: Database, email: string, by: string) {
  const operator = await findOperatorByEmail(db, email);
  if (!operator) return null;
  const had = await resetOperatorTwoFactor(db, operator.id);
  const details = { operator_email: operator.email, had_two_factor: had, via: "npm run operator", by };
  await recordPlatformAudit(db, { action: "operator.two_factor_reset", subjectOperatorId: operator.id, details });
  return operator;
}
