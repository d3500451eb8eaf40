import type { Context } from "hono";
import type { Transaction } from "../../db/client";
import type { AppEnv } from "../../http/types";
import { enqueueMail } from "../../mail/mail-jobs";
import { cancelledMail, promotedMail, registeredMail } from "./workshop-mails.service";
import type { RegistrationOutcome } from "./workshop-registrations.service";

/** The mails a sign-up or a cancellation sends, queued in its own transaction: both happen or neither. */
export function registrationMailer(c: Context<AppEnv>) {
  const { site, deps } = c.var;
  const ctx = { center: site.center.name, origin: site.origin };
  const send = (tx: Transaction, to: string, mail: { subject: string; html: string; text: string }) =>
    enqueueMail(deps.jobs, { tenant: site.tenant.id, to, fromName: site.center.name, ...mail }, tx);
  return async (tx: Transaction, { workshop, registration, cancelToken, promoted }: RegistrationOutcome) => {
    if (cancelToken) {
      const seated = registration.status === "confirmed";
      await send(tx, registration.email, registeredMail(registration, ctx, workshop, seated, cancelToken));
    } else {
      await send(tx, registration.email, cancelledMail(registration, ctx, workshop));
    }
    if (promoted) await send(tx, promoted.email, promotedMail(promoted, ctx, workshop));
  };
}
