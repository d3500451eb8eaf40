import type { ReceivedMail } from "../server/test/smtp-inbox";

/** The port the server mails to; the one inbox of the whole run listens there (e2e/global-setup.ts). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/** The mail received so far to this address (without one: all of it), oldest first. */
async function receivedBy(to?: string): Promise<ReceivedMail[]> {
  const query = to === undefined ? "" : `?to=${encodeURIComponent(to)}`;
  // The global setup's free port, handed to the workers in the environment.
  const response = await fetch(`${process.env.E2E_SHARED_URL}/${query}`);
  if (!response.ok) throw new Error(`the test inbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * The run's one inbox, shared by every worker: a spec reads only the mail to its own recipients, so specs that mail run
 * side by side.
 */
export const inbox = {
  received: receivedBy,
  /** The first mail to this address (with this subject, where other mail may reach the same address meanwhile). */
  async waitFor(to: string, timeoutMs = 10_000, subject?: string): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = (await receivedBy(to)).find((m) => subject === undefined || m.subject === subject);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no e-mail for ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  },
};
