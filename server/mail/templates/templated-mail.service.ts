import { and, eq } from "drizzle-orm";
import {
  isMutedTemplate,
  NOTIFICATION_TEMPLATE_VARIABLES,
  type NotificationTemplateKey,
  SECURITY_TEMPLATES,
  type TemplateValues,
} from "../../../contract/notification-templates";
import type { ContentLocale } from "../../../locales/languages";
import { resources } from "../../../locales/resources";
import type { HostConfig } from "../../config/hosts";
import type { TenantId } from "../../config/tenants";
import type { Database, Executor } from "../../db/client";
import { translatorFor } from "../../http/i18n";
import { jobs } from "../../jobs/jobs.table";
import type { JobQueue } from "../../jobs/queue";
import { enqueueMail, MAIL_MAX_ATTEMPTS } from "../mail-jobs";
import { composeTemplatedMail } from "./compose-templated-mail";
import { notificationTemplates } from "./notification-templates.table";
import { isUrlVariable, type LinkCheck, linkCheckOf } from "./template-links";

export const TEMPLATED_MAIL_JOB = "mail.templated";

/** A mail to send: which template, in which language, with which values. */
export type TemplatedMail<K extends NotificationTemplateKey = NotificationTemplateKey> = {
  [P in K]: { template: P; locale: ContentLocale; values: TemplateValues<P> };
}[K];

/** Whose mail it is and where it goes: the centre's own templates and name. */
export interface MailSender {
  tenant: TenantId;
  /** Null for a job queued before templates knew their centre: the product's texts. */
  centerId: number | null;
  center: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** The recipient's mail choices he turned off (a user's mutedMails). */
  muted?: readonly string[];
}

/** Every variable a template offers: its own and the centre's name. */
export const variablesOf = (key: NotificationTemplateKey): readonly string[] => [
  "center",
  ...NOTIFICATION_TEMPLATE_VARIABLES[key],
];

/** The product's own text of a template in a language. */
export const defaultTextOf = (key: NotificationTemplateKey, locale: ContentLocale) => {
  const { subject, body } = resources[locale]["mail-templates"].templates[key];
  return { subject, body };
};

/** Made-up values for a preview or a test mail, in a language. */
export const sampleValuesOf = <K extends NotificationTemplateKey>(key: K, locale: ContentLocale) => {
  const samples: Record<string, string> = resources[locale]["mail-templates"].samples;
  return Object.fromEntries(NOTIFICATION_TEMPLATE_VARIABLES[key].map((name) => [name, samples[name] ?? ""])) as TemplateValues<K>;
};

/** A centre's stored changes to one template, if any. */
export async function findTemplateRow(executor: Executor, tenant: TenantId, centerId: number, key: NotificationTemplateKey) {
  const [row] = await executor
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, tenant),
        eq(notificationTemplates.centerId, centerId),
        eq(notificationTemplates.key, key),
      ),
    );
  return row ?? null;
}

/** A security mail's button: the address of its one link variable, with its words from the template (else the product's). */
function platformActionOf(mail: TemplatedMail) {
  if (!SECURITY_TEMPLATES.includes(mail.template)) return undefined;
  const variable = NOTIFICATION_TEMPLATE_VARIABLES[mail.template].find(isUrlVariable);
  const url = variable ? (mail.values as Record<string, string>)[variable] : undefined;
  const label = /^\[([^\]\n]+)\]\(/m.exec(defaultTextOf(mail.template, mail.locale).body)?.[1];
  return url && label ? { url, label } : undefined;
}

/** The mail in its centre's words (or the product's), as subject, HTML and text; links only where `allowed` says. */
export function composeMail(
  text: { subject: string; body: string },
  mail: TemplatedMail,
  center: string,
  links: { allowed: LinkCheck; strict?: boolean },
): { subject: string; html: string; text: string } {
  const t = translatorFor(mail.locale);
  const frame = { footer: t("mail:common.footer", { center }), buttonFallback: t("mail:common.buttonFallback") };
  const values = { ...mail.values, center } as Record<string, string>;
  return composeTemplatedMail(text, values, variablesOf(mail.template), frame, { ...links, action: platformActionOf(mail) });
}

/**
 * Queues the mail (inside `executor` when given); a job writes it from its centre's template, so a request never
 * waits for a template to render. A mail the recipient turned off is not queued.
 */
export async function sendTemplatedMail(
  queue: JobQueue,
  sender: MailSender,
  mail: TemplatedMail,
  executor?: Executor,
): Promise<boolean> {
  if (sender.muted && isMutedTemplate(mail.template, sender.muted)) return false;
  await queue.enqueue(TEMPLATED_MAIL_JOB, { sender, mail }, { executor, maxAttempts: MAIL_MAX_ATTEMPTS });
  return true;
}

/**
 * Writes the mail from its centre's template and records it for sending. An inactive template sends nothing, except a
 * security mail; a stored text that no longer renders falls back to the product's text.
 */
async function writeTemplatedMail(queue: JobQueue, hosts: HostConfig, sender: MailSender, mail: TemplatedMail, tx: Executor) {
  const row = sender.centerId === null ? null : await findTemplateRow(tx, sender.tenant, sender.centerId, mail.template);
  if (row && !row.active && !SECURITY_TEMPLATES.includes(mail.template)) return;
  const own = row?.translations[mail.locale];
  const links = { allowed: linkCheckOf(sender.tenant, hosts) };
  let content: ReturnType<typeof composeMail>;
  try {
    content = composeMail(own ?? defaultTextOf(mail.template, mail.locale), mail, sender.center, links);
  } catch (error) {
    if (!own) throw error;
    console.warn(`template ${mail.template} of centre ${sender.centerId} did not render: ${(error as Error).message}`);
    content = composeMail(defaultTextOf(mail.template, mail.locale), mail, sender.center, links);
  }
  const { tenant, to, replyTo, center, headers } = sender;
  await enqueueMail(queue, { tenant, to, replyTo, headers, fromName: center, ...content }, tx);
}

/** The job that writes templated mails; once written, its values (a reset link among them) leave the queue. */
export function registerTemplatedMailJobs(queue: JobQueue, db: Database, hosts: HostConfig) {
  queue.register(TEMPLATED_MAIL_JOB, async (payload, run) => {
    const { sender, mail } = payload as { sender?: MailSender; mail?: TemplatedMail };
    if (!sender || !mail) return;
    await db.transaction(async (tx) => {
      await writeTemplatedMail(queue, hosts, sender, mail, tx);
      await tx.update(jobs).set({ payload: {} }).where(eq(jobs.id, run.id));
    });
  });
}
