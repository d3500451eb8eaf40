import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startSmtpInbox } from "../server/test/smtp-inbox";
import { SMTP_PORT } from "./mail-inbox";

/** One SMTP inbox for the whole run, read by the workers over HTTP (e2e/mail-inbox.ts). */
export default async function globalSetup() {
  const smtp = await startSmtpInbox(SMTP_PORT);
  const http = createServer((request, response) => {
    const to = new URL(request.url ?? "/", "http://inbox").searchParams.get("to");
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(to === null ? smtp.received : smtp.received.filter((mail) => mail.to.includes(to))));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  // The workers inherit the runner's environment.
  process.env.E2E_INBOX_URL = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await smtp.close();
  };
}
