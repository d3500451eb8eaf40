import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startSmtpInbox } from "../server/test/smtp-inbox";
import { SMTP_PORT } from "./mail-inbox";

/**
 * What the workers share, over HTTP: one SMTP inbox for the whole run (e2e/mail-inbox.ts), and claims, so that a thing
 * done once for the run (axe on a page shape, e2e/axe.ts) is done by one worker only.
 */
export default async function globalSetup() {
  const smtp = await startSmtpInbox(SMTP_PORT);
  const claimed = new Set<string>();
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://inbox");
    response.setHeader("content-type", "application/json");
    if (url.pathname === "/claims") {
      // The first worker to ask for a key gets it.
      const key = url.searchParams.get("key") ?? "";
      const first = !claimed.has(key);
      claimed.add(key);
      response.end(JSON.stringify({ first }));
      return;
    }
    const to = url.searchParams.get("to");
    response.end(JSON.stringify(to === null ? smtp.received : smtp.received.filter((mail) => mail.to.includes(to))));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  // The workers inherit the runner's environment.
  process.env.E2E_SHARED_URL = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await smtp.close();
  };
}
