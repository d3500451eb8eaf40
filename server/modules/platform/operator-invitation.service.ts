import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { enqueueMail } from "../../mail/mail-jobs";
import { createOperator, findOperatorByEmail, issueOperatorResetToken, type OperatorRow } from "../identity/operators.service";

/** The sender's name and the mail's tenant column for the platform's own mails (no tenant's template or log). */
const PLATFORM = "platform";

export class OperatorExistsError extends Error {
  constructor(readonly email: string) {
    super(`there is already an operator ${email}`);
  }
}

const TEXTS = {
  nl: {
    subject: "Je account als beheerder van het platform",
    resetSubject: "Een nieuw wachtwoord voor je account als beheerder van het platform",
    reset: (origin: string) => `Je vroeg om een nieuw wachtwoord voor je account als beheerder op ${origin}.\n`,
    invited: (origin: string) => `Er is een account als beheerder van het platform voor je aangemaakt op ${origin}.\n`,
    body: (name: string, origin: string, token: string, opening: string) =>
      `Beste ${name},\n\n${opening}` +
      "Kies binnen twee uur een wachtwoord met deze sleutel:\n\n" +
      `curl -X PUT ${origin}/auth/password -H 'Content-Type: application/json' \\\n` +
      `  -d '{"reset_password_token":"${token}","password":"...","password_confirmation":"..."}'\n\n` +
      `reset_password_token=${token}\n`,
  },
  en: {
    subject: "Your platform operator account",
    resetSubject: "A new password for your platform operator account",
    reset: (origin: string) => `You asked for a new password for your operator account on ${origin}.\n`,
    invited: (origin: string) => `A platform operator account was made for you on ${origin}.\n`,
    body: (name: string, origin: string, token: string, opening: string) =>
      `Dear ${name},\n\n${opening}` +
      "Choose a password within two hours with this key:\n\n" +
      `curl -X PUT ${origin}/auth/password -H 'Content-Type: application/json' \\\n` +
      `  -d '{"reset_password_token":"${token}","password":"...","password_confirmation":"..."}'\n\n` +
      `reset_password_token=${token}\n`,
  },
};

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * A new operator without a password, and a mail to him with the single-use key (two hours) that sets it on the
 * operator host (`PUT /auth/password`, as a user's invitation). The mail goes through the job queue, like every mail.
 */
export async function inviteOperator(
  db: Database,
  jobs: JobQueue,
  input: { email: string; name: string; locale?: "nl" | "en"; origin: string },
): Promise<OperatorRow> {
  if (await findOperatorByEmail(db, input.email)) throw new OperatorExistsError(input.email);
  const operator = await createOperator(db, input);
  await mailOperatorKey(db, jobs, operator, input.origin, "invited");
  return operator;
}

/**
 * A fresh single-use key (two hours) that sets the operator's password, mailed to him: when he is made ("invited"),
 * or when he asks for a new password ("reset", `POST /auth/password` on the operator host).
 */
export async function mailOperatorKey(
  db: Database,
  jobs: JobQueue,
  operator: OperatorRow,
  origin: string,
  occasion: "invited" | "reset",
): Promise<void> {
  const token = await issueOperatorResetToken(db, operator.id);
  const texts = TEXTS[operator.locale];
  const text = texts.body(operator.name, origin, token, texts[occasion](origin));
  await enqueueMail(jobs, {
    tenant: PLATFORM,
    to: operator.email,
    subject: occasion === "reset" ? texts.resetSubject : texts.subject,
    text,
    html: `<pre>${escapeHtml(text)}</pre>`,
    fromName: "Vrijwilligersplatform",
  });
}
