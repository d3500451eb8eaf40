import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The text/html part, decoded; empty when there is none. */
  html: string;
  /** The Message-ID header, unfolded. */
  messageId: string | undefined;
  raw: string;
}

function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replaceAll("_", " ")),
  );
}

/** A part of a message as nodemailer writes it (single part or multipart/alternative), decoded. */
function textPart(raw: string, type: "plain" | "html" = "plain"): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => new RegExp(`content-type:\\s*text/${type}`, "i").test(p)) ?? (type === "plain" ? raw : "");
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n").replace(/\r?\n--[^\r\n]+--\s*$/, "");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(content);
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
  return content;
}

export interface SmtpInboxOptions {
  /** How long the relay waits before it answers the DATA of its n-th message (from 0) to these recipients; "hang" never answers. */
  answerAfter?: (index: number, to: string[]) => number | "hang";
}

/** A real SMTP server on a free port that keeps what it receives, for tests that follow links in e-mails. */
export async function startSmtpInbox(port = 0, options: SmtpInboxOptions = {}) {
  const received: ReceivedMail[] = [];
  let messages = 0;
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        // Unfolding keeps the folding whitespace (RFC 5322), except between two encoded words (RFC 2047).
        const folded = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? "";
        const subject = decodeHeader(folded.replace(/\?=\r?\n[ \t]+=\?/g, "?==?").replace(/\r?\n([ \t])/g, "$1"));
        const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1];
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          text: textPart(raw),
          html: textPart(raw, "html"),
          messageId,
          raw,
        });
        for (const wake of waiting.splice(0)) wake();
        const wait =
          options.answerAfter?.(
            messages++,
            session.envelope.rcptTo.map((r) => r.address),
          ) ?? 0;
        if (wait === "hang") return;
        if (wait > 0) setTimeout(done, wait);
        else done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.server.address() as AddressInfo).port;

  /** The first mail to this address (with this subject, where other mail may reach the same address meanwhile). */
  async function waitFor(to: string, timeoutMs = 10_000, subject?: string): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((m) => m.to.includes(to) && (subject === undefined || m.subject === subject));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no e-mail for ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
