import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { MatchFollowupAnswer, MatchFollowupParty } from "../../../contract/match-followups";
import { PERSON_TO_PERSON_TYPES } from "../../../contract/vacancy-options";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { vacancies } from "../vacancies/vacancies.table";
import { changeApplicationStatus, createApplication } from "./applications.service";
import { applications } from "./applications.table";
import { outcomeOf } from "./match-followups.service";
import { matchFollowups } from "./match-followups.table";

const DAY_MS = 24 * 3600 * 1000;
type Answers = Partial<Record<MatchFollowupParty, MatchFollowupAnswer>>;

/** Matches some weeks and months old and what their follow-ups said (issue 44), so analytics shows figures. */
const DEMO_MATCHES: { firstName: string; lastName: string; weeksAgo: number; first?: Answers; second?: Answers }[] = [
  { firstName: "Sanne", lastName: "Bakker", weeksAgo: 5, first: { volunteer: "started", organization: "started" } },
  { firstName: "Youssef", lastName: "El Amrani", weeksAgo: 6, first: { volunteer: "not_started" } },
  // Not asked yet: the sweep's first run mails her (the browser test answers from that mail).
  { firstName: "Lotte", lastName: "Visser", weeksAgo: 5 },
  {
    firstName: "Daan",
    lastName: "Smit",
    weeksAgo: 14,
    first: { volunteer: "started", organization: "started" },
    second: { volunteer: "started" },
  },
  {
    firstName: "Emma",
    lastName: "Mulder",
    weeksAgo: 15,
    first: { organization: "started" },
    second: { organization: "stopped" },
  },
  {
    firstName: "Noah",
    lastName: "de Boer",
    weeksAgo: 16,
    first: { volunteer: "started" },
    second: { volunteer: "started", organization: "started" },
  },
];

/** Accepted applications with their answered follow-ups; only a tenant without any follow-up is seeded. */
export async function seedDemoMatchFollowups(db: Database, tenant: TenantId, logger: Logger, now = new Date()) {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: matchFollowups.id }).from(matchFollowups).where(eq(matchFollowups.tenantId, tenant)).limit(1),
  );
  if (existing) return;
  const staff = await findUserByEmail(db, tenant, demoEmail("center_superuser", tenant));
  const organizationEmail = demoEmail("organization_superuser", tenant);
  const chosen = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(
        and(
          eq(vacancies.tenantId, tenant),
          eq(vacancies.status, "published"),
          notInArray(vacancies.vacancyType, [...PERSON_TO_PERSON_TYPES]),
        ),
      )
      .orderBy(asc(vacancies.id))
      .limit(DEMO_MATCHES.length),
  );
  if (!staff || chosen.length < DEMO_MATCHES.length) return;
  for (const [i, demo] of DEMO_MATCHES.entries()) {
    const email = `${demo.firstName}.${demo.lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
    const application = await createApplication(db, tenant, {
      vacancyId: chosen[i].id,
      userId: null,
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: `${email}.match@voorbeeld.test`,
      phoneNumber: null,
      message: null,
    });
    await changeApplicationStatus(db, tenant, application, "accepted", { decidedById: staff.id, decisionMessage: null });
    const decidedAt = new Date(now.getTime() - demo.weeksAgo * 7 * DAY_MS);
    const rounds: [1 | 2, Answers, number][] = demo.first ? [[1, demo.first, 4 * 7]] : [];
    if (demo.second) rounds.push([2, demo.second, 91]);
    const rows = rounds.flatMap(([round, answers, afterDays]) =>
      (["volunteer", "organization"] as const).map((party) => {
        const askedAt = new Date(decidedAt.getTime() + afterDays * DAY_MS);
        const answer = answers[party] ?? null;
        return {
          tenantId: tenant,
          applicationId: application.id,
          round,
          party,
          email: party === "volunteer" ? application.email : organizationEmail,
          locale: "nl" as const,
          expiresAt: new Date(askedAt.getTime() + 30 * DAY_MS),
          answer,
          answeredAt: answer ? new Date(askedAt.getTime() + DAY_MS) : null,
          createdAt: askedAt,
        };
      }),
    );
    const said = rows.flatMap((row) => (row.answer ? [{ round: row.round, answer: row.answer }] : []));
    await withTenant(db, tenant, async (tx) => {
      if (rows.length > 0) await tx.insert(matchFollowups).values(rows);
      await tx
        .update(applications)
        .set({ decidedAt, matchOutcome: outcomeOf(said) })
        .where(and(eq(applications.tenantId, tenant), eq(applications.id, application.id)));
    });
  }
  logger.info({ tenant, matches: DEMO_MATCHES.length }, "seeded demo match follow-ups");
}
