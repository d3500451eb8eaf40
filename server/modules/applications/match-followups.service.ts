import { and, eq, gt, inArray, isNotNull, isNull, lte, notExists, or, sql } from "drizzle-orm";
import type { AnalyticsSummary, MatchFollowupFigures } from "../../../contract/analytics";
import {
  MATCH_FOLLOWUP_LINK_DAYS,
  MATCH_FOLLOWUP_SECOND_MONTHS,
  type MatchFollowupAnswer,
  type MatchFollowupLink,
  type MatchFollowupLinkState,
  type MatchFollowupParty,
  type MatchOutcome,
} from "../../../contract/match-followups";
import { isMutedTemplate } from "../../../contract/notification-templates";
import { type ContentLocale, isLocale } from "../../../locales/languages";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { translatorFor } from "../../http/i18n";
import type { JobQueue } from "../../jobs/queue";
import { sendTemplatedMail, type TemplatedMail } from "../../mail/templates/templated-mail.service";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { findUserWithRoles, updateUser } from "../identity/users.service";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";
import { applicationHandlers } from "./application-handlers.service";
import { organizationFollowupMail, volunteerFollowupMail } from "./application-mails.service";
import { applications } from "./applications.table";
import { matchFollowupOptOuts, matchFollowups } from "./match-followups.table";

const DAY_MS = 24 * 3600 * 1000;
/** An acceptance is asked about within this long after its moment, so a sweep that was down catches up, and no older. */
const CATCH_UP_MS = 14 * DAY_MS;
const MAIL_CHOICE = "match_followup";

export type FollowupRound = 1 | 2;

/** The moment a round's question is due: N weeks (the centre's setting) or three months after the acceptance. */
export function dueBefore(now: Date, round: FollowupRound, weeks: number): Date {
  if (round === 1) return new Date(now.getTime() - weeks * 7 * DAY_MS);
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - MATCH_FOLLOWUP_SECOND_MONTHS);
  return date;
}

/** What the answers say: the latest round's; a stop or a no outweighs a yes; a yes at the second check lasted. */
export function outcomeOf(answers: { round: number; answer: MatchFollowupAnswer }[]): MatchOutcome | null {
  if (answers.length === 0) return null;
  const latest = Math.max(...answers.map((a) => a.round));
  const said = new Set(answers.filter((a) => a.round === latest).map((a) => a.answer));
  if (said.has("stopped")) return "stopped";
  if (said.has("not_started")) return "not_started";
  return latest === 2 ? "lasted" : "started";
}

const dueColumns = {
  id: applications.id,
  userId: applications.userId,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  locale: applications.locale,
  vacancyTitle: vacancies.title,
  contactPersonId: vacancies.contactPersonId,
  organizationId: vacancies.organizationId,
  organizationName: organizations.name,
};
export interface DueApplication {
  id: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  locale: ContentLocale;
  vacancyTitle: string;
  contactPersonId: number | null;
  organizationId: number;
  organizationName: string;
}

/** A centre's accepted applications whose round is due and not asked yet (a page of them, after `afterId`). */
export function dueApplications(
  db: Database,
  tenant: TenantId,
  centerId: number,
  round: FollowupRound,
  before: Date,
  afterId: number,
  limit: number,
): Promise<DueApplication[]> {
  return withTenant(db, tenant, (tx) =>
    tx
      .select(dueColumns)
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(
        and(
          eq(applications.tenantId, tenant),
          eq(vacancies.centerId, centerId),
          eq(applications.status, "accepted"),
          gt(applications.id, afterId),
          lte(applications.decidedAt, before),
          gt(applications.decidedAt, new Date(before.getTime() - CATCH_UP_MS)),
          // A match that never started or stopped is not asked again at the second check.
          round === 2
            ? or(isNull(applications.matchOutcome), inArray(applications.matchOutcome, ["started", "lasted"]))
            : undefined,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(matchFollowups)
              .where(and(eq(matchFollowups.applicationId, applications.id), eq(matchFollowups.round, round))),
          ),
        ),
      )
      .orderBy(applications.id)
      .limit(limit),
  );
}

interface Recipient {
  party: MatchFollowupParty;
  template: TemplatedMail["template"];
  userId: number | null;
  email: string;
  mail: (links: { answerUrl: string; optOutUrl: string; since: string }) => TemplatedMail;
  locale: ContentLocale;
  muted: readonly string[];
}

/** The volunteer and whoever handles the vacancy's applications, each in his own language. */
async function recipientsOf(db: Database, tenant: TenantId, application: DueApplication, origin: string) {
  const user = application.userId ? await findUserWithRoles(db, tenant, application.userId) : null;
  const volunteer = {
    firstName: application.firstName,
    lastName: application.lastName,
    gender: user?.gender ?? null,
    locale: user && isLocale(user.locale) ? user.locale : application.locale,
  };
  const ctx = { origin, vacancyTitle: application.vacancyTitle };
  const recipients: Recipient[] = [
    {
      party: "volunteer",
      template: "match_followup_volunteer",
      userId: user?.id ?? null,
      email: application.email.toLowerCase(),
      locale: volunteer.locale,
      muted: user?.mutedMails ?? [],
      mail: (links) => volunteerFollowupMail(volunteer, { ...ctx, organizationName: application.organizationName }, links),
    },
  ];
  const volunteerName = `${application.firstName} ${application.lastName}`;
  for (const handler of await applicationHandlers(db, tenant, application)) {
    const person = { ...handler, locale: isLocale(handler.locale) ? handler.locale : ("nl" as const) };
    recipients.push({
      party: "organization",
      template: "match_followup_organization",
      userId: handler.id,
      email: handler.email.toLowerCase(),
      locale: person.locale,
      muted: handler.mutedMails,
      mail: (links) => organizationFollowupMail(person, { ...ctx, volunteerName }, links),
    });
  }
  return recipients;
}

/** The acceptance's age in the recipient's words: "4 weken", "3 months". */
function sinceText(locale: ContentLocale, round: FollowupRound, weeks: number) {
  const t = translatorFor(locale);
  return round === 1
    ? t("match-followups:since.weeks", { count: weeks })
    : t("match-followups:since.months", { count: MATCH_FOLLOWUP_SECOND_MONTHS });
}

async function optedOut(tx: Transaction, tenant: TenantId, emails: string[]) {
  const rows = await tx
    .select({ email: matchFollowupOptOuts.email })
    .from(matchFollowupOptOuts)
    .where(and(eq(matchFollowupOptOuts.tenantId, tenant), inArray(matchFollowupOptOuts.email, emails)));
  return new Set(rows.map((row) => row.email));
}

export interface FollowupSite {
  centerId: number;
  name: string;
  origin: string;
}

/**
 * One application's round: a row per person (unique per application, round and address, so each mail goes once however
 * many processes sweep) and its mail, in one transaction. Someone who opted out or muted these mails is skipped.
 */
export async function askFollowup(
  db: Database,
  jobs: JobQueue,
  tenant: TenantId,
  site: FollowupSite,
  application: DueApplication,
  round: FollowupRound,
  weeks: number,
  now = new Date(),
): Promise<number> {
  const recipients = await recipientsOf(db, tenant, application, site.origin);
  return withTenant(db, tenant, async (tx) => {
    const out = await optedOut(
      tx,
      tenant,
      recipients.map((r) => r.email),
    );
    let sent = 0;
    for (const recipient of recipients) {
      if (out.has(recipient.email) || isMutedTemplate(recipient.template, recipient.muted)) continue;
      const token = newSecretToken();
      const inserted = await tx
        .insert(matchFollowups)
        .values({
          tenantId: tenant,
          applicationId: application.id,
          round,
          party: recipient.party,
          userId: recipient.userId,
          email: recipient.email,
          locale: recipient.locale,
          tokenHash: hashSecretToken(token),
          expiresAt: new Date(now.getTime() + MATCH_FOLLOWUP_LINK_DAYS * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: matchFollowups.id });
      if (inserted.length === 0) continue;
      const answerUrl = `${site.origin}/${recipient.locale}/opvolging?token=${encodeURIComponent(token)}`;
      const mail = recipient.mail({
        answerUrl,
        optOutUrl: `${answerUrl}&afmelden=1`,
        since: sinceText(recipient.locale, round, weeks),
      });
      await sendTemplatedMail(
        jobs,
        { tenant, centerId: site.centerId, center: site.name, to: recipient.email, muted: recipient.muted },
        mail,
        tx,
      );
      sent++;
    }
    return sent;
  });
}

/** A mailed link as its page shows it: whose question, about what, and whether it still answers. */

async function rowByToken(tx: Transaction, tenant: TenantId, tokenHash: string) {
  const [row] = await tx
    .select({
      followup: matchFollowups,
      vacancyTitle: vacancies.title,
      organizationName: organizations.name,
      firstName: applications.firstName,
      lastName: applications.lastName,
    })
    .from(matchFollowups)
    .innerJoin(applications, eq(applications.id, matchFollowups.applicationId))
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(and(eq(matchFollowups.tenantId, tenant), eq(matchFollowups.tokenHash, tokenHash)));
  return row;
}

const stateOf = (row: { answeredAt: Date | null; expiresAt: Date }, now: Date): MatchFollowupLinkState =>
  row.answeredAt ? "answered" : row.expiresAt <= now ? "expired" : "open";

/** The link's question; null for a token this tenant does not know. Reading never records anything. */
export async function findFollowupLink(db: Database, tenant: TenantId, tokenHash: string, now = new Date()) {
  const row = await withTenant(db, tenant, (tx) => rowByToken(tx, tenant, tokenHash));
  if (!row) return null;
  const link: MatchFollowupLink = {
    state: stateOf(row.followup, now),
    party: row.followup.party,
    round: row.followup.round,
    vacancyTitle: row.vacancyTitle,
    organizationName: row.organizationName,
    volunteerName: `${row.firstName} ${row.lastName}`,
  };
  return link;
}

/** Records the answer once; the application's outcome follows from all its answers. "open" means it was recorded. */
export async function answerFollowup(
  db: Database,
  tenant: TenantId,
  tokenHash: string,
  answer: { answer: MatchFollowupAnswer; comment: string | null },
  now = new Date(),
): Promise<MatchFollowupLinkState | "unknown"> {
  return withTenant(db, tenant, async (tx) => {
    const row = await rowByToken(tx, tenant, tokenHash);
    if (!row) return "unknown";
    const state = stateOf(row.followup, now);
    if (state !== "open") return state;
    const done = await tx
      .update(matchFollowups)
      .set({ answer: answer.answer, comment: answer.comment, answeredAt: now })
      .where(and(eq(matchFollowups.id, row.followup.id), isNull(matchFollowups.answeredAt)))
      .returning({ id: matchFollowups.id });
    // Two clicks at once: the second finds it answered.
    if (done.length === 0) return "answered";
    const answers = await tx
      .select({ round: matchFollowups.round, answer: matchFollowups.answer })
      .from(matchFollowups)
      .where(and(eq(matchFollowups.applicationId, row.followup.applicationId), isNotNull(matchFollowups.answer)));
    await tx
      .update(applications)
      .set({ matchOutcome: outcomeOf(answers as { round: number; answer: MatchFollowupAnswer }[]) })
      .where(and(eq(applications.tenantId, tenant), eq(applications.id, row.followup.applicationId)));
    return "open";
  });
}

/** No more follow-up mails for the link's recipient: an account mutes them in its mail choices, an address is listed. */
export async function optOutOfFollowups(db: Database, tenant: TenantId, tokenHash: string): Promise<boolean> {
  const row = await withTenant(db, tenant, (tx) => rowByToken(tx, tenant, tokenHash));
  if (!row) return false;
  const { userId, email } = row.followup;
  const user = userId ? await findUserWithRoles(db, tenant, userId) : null;
  if (user) {
    if (!user.mutedMails.includes(MAIL_CHOICE))
      await updateUser(db, tenant, user.id, { mutedMails: [...user.mutedMails, MAIL_CHOICE].sort() });
    return true;
  }
  await withTenant(db, tenant, (tx) => tx.insert(matchFollowupOptOuts).values({ tenantId: tenant, email }).onConflictDoNothing());
  return true;
}

type MatchFollowupSummary = AnalyticsSummary["matchFollowups"];

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

/** The follow-up figures of the matches accepted in a period (both days included), per organization and in all. */
export async function matchFollowupFigures(
  tx: Transaction,
  tenant: TenantId,
  scope: { centerId: number | null; organizationIds: number[] | null },
  from: string,
  to: string,
): Promise<MatchFollowupSummary> {
  const outcome = applications.matchOutcome;
  const rows = await tx
    .select({
      organizationId: vacancies.organizationId,
      organizationName: organizations.name,
      matches: sql<number>`count(*)::int`,
      followedUp: sql<number>`count(${outcome})::int`,
      started: sql<number>`(count(*) filter (where ${outcome} in ('started', 'stopped', 'lasted')))::int`,
      checked: sql<number>`(count(*) filter (where exists (select 1 from ${matchFollowups}
        where ${matchFollowups.applicationId} = ${applications.id} and ${matchFollowups.round} = 2
        and ${matchFollowups.answer} is not null)))::int`,
      lasted: sql<number>`(count(*) filter (where ${outcome} = 'lasted'))::int`,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(
      and(
        eq(applications.tenantId, tenant),
        eq(applications.status, "accepted"),
        sql`${applications.decidedAt} >= ${from}::date and ${applications.decidedAt} < ${to}::date + 1`,
        scope.centerId !== null ? eq(vacancies.centerId, scope.centerId) : undefined,
        scope.organizationIds !== null ? inArray(vacancies.organizationId, scope.organizationIds) : undefined,
      ),
    )
    .groupBy(vacancies.organizationId, organizations.name)
    .orderBy(organizations.name);
  const figures = (row: Omit<MatchFollowupFigures, "shareStarted" | "shareLasted">): MatchFollowupFigures => ({
    ...row,
    shareStarted: share(row.started, row.followedUp),
    shareLasted: share(row.lasted, row.checked),
  });
  const sum = (key: "matches" | "followedUp" | "started" | "checked" | "lasted") => rows.reduce((n, row) => n + row[key], 0);
  return {
    ...figures({
      matches: sum("matches"),
      followedUp: sum("followedUp"),
      started: sum("started"),
      checked: sum("checked"),
      lasted: sum("lasted"),
    }),
    organizations: rows.map((row) => ({
      ...figures(row),
      organizationId: row.organizationId,
      organizationName: row.organizationName,
    })),
  };
}
