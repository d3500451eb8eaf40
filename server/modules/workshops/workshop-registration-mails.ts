import type { Context } from "hono";
import type { Transaction } from "../../db/client";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail, type TemplatedMail } from "../../mail/templates/templated-mail.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";
import { cancelledMail, promotedMail, registeredMail } from "./workshop-mails.service";
import type { RegistrationOutcome } from "./workshop-registrations.service";

/** The mails a sign-up or a cancellation sends, queued in its own transaction: both happen or neither. */
export function registrationMailer(c: Context<AppEnv>) {
  const { site, deps } = c.var;
  const { origin } = site;
  const send = (tx: Transaction, to: string, mail: TemplatedMail) =>
    sendTemplatedMail(deps.jobs, mailSenderOf(site, to), mail, tx);
  return async (tx: Transaction, { workshop, registration, cancelToken, promoted }: RegistrationOutcome) => {
    if (cancelToken) {
      const seated = registration.status === "confirmed";
      await send(tx, registration.email, registeredMail(registration, origin, workshop, seated, cancelToken));
    } else {
      await send(tx, registration.email, cancelledMail(registration, origin, workshop));
    }
    if (promoted) await send(tx, promoted.email, promotedMail(promoted, origin, workshop));
  };
}
