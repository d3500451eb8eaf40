import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { createOrganization } from "../organizations/organizations.service";
import { organizations } from "../organizations/organizations.table";
import { listCenters } from "../tenancy/tenancy.service";
import { vacancies } from "./vacancies.table";
import { sweepVacancies } from "./vacancy-jobs";
import { findVacancy } from "./vacancy-reads.service";
import { createVacancy } from "./vacancy-writes.service";

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const DAY = 24 * 3600 * 1000;

async function publishedVacancy(title: string, expiresAt: Date) {
  const [foodBank] = await withTenant(t.db, "oldebroek", (tx) =>
    tx.select().from(organizations).where(eq(organizations.name, "Voedselbank Oldebroek")),
  );
  const contact = await findUserByEmail(t.db, "oldebroek", demoEmail("organization_superuser", "oldebroek"));
  return createVacancy(t.db, "oldebroek", {
    centerId: foodBank.centerId,
    organizationId: foodBank.id,
    contactPersonId: contact?.id,
    title,
    description: "<p>Help ons elke zaterdag bij de uitgifte.</p>",
    vacancyType: "volunteering",
    city: "Oldebroek",
    status: "published",
    expiresAt,
  });
}

const stillOpen = (token: string, host = "oldebroek.localhost:3000") =>
  t.request("/api/v1/vacancies/still_open", {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });

const lookUp = (token: string, host = "oldebroek.localhost:3000", language = "nl") =>
  t.request(`/api/v1/vacancies/still_open?token=${encodeURIComponent(token)}`, {
    headers: { host, "accept-language": language },
  });

describe("the vacancy sweep", () => {
  it("expires vacancies past their end date and takes them out of public view", async () => {
    const past = await publishedVacancy("Collectant (verlopen)", new Date(Date.now() + 1000));
    const later = new Date(Date.now() + 60_000);
    const { expired } = await sweepVacancies(t.db, t.deps.jobs, t.deps.hosts, later);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await findVacancy(t.db, "oldebroek", past.id))?.status).toBe("expired");
    await expectErrors(await t.request(`/api/v1/vacancies/${past.id}`), 404, "not_found");
  });

  it("mails the contact person a week ahead; the link keeps the vacancy open once, without signing in", async () => {
    const vacancy = await publishedVacancy("Chauffeur bezorgdienst", new Date(Date.now() + 5 * DAY));
    await sweepVacancies(t.db, t.deps.jobs, t.deps.hosts);
    await t.deps.jobs.workDue();
    const mail = await inbox.waitFor(demoEmail("organization_superuser", "oldebroek"));
    expect(mail.subject).toBe("Staat 'Chauffeur bezorgdienst' nog open?");
    // Jobs have no request: the link uses the tenant's own site address (PUBLIC_ORIGINS or its host).
    const link = mail.text.match(/https:\/\/www\.vrijwilligerswerkoldebroek\.nl\/nl\/vacancies\/still-open\?token=([\w%-]+)/);
    expect(link, mail.text).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");

    // A second sweep does not mail again.
    const before = inbox.received.length;
    await sweepVacancies(t.db, t.deps.jobs, t.deps.hosts);
    await t.deps.jobs.workDue();
    expect(inbox.received.length).toBe(before);

    // Another tenant's site does not know the link.
    await expectErrors(await stillOpen(token, "roermond.localhost:3000"), 422, "invalid_token");
    // Looking first (the page shows what the link keeps open) spends nothing, here or on another tenant's site.
    const preview = await expectDocument(await lookUp(token), 200);
    expect(preview.data.attributes).toMatchObject({ title: "Chauffeur bezorgdienst", status: "published" });
    expect(preview.included?.[0]?.attributes?.name).toBe("Voedselbank Oldebroek");
    await expectErrors(await lookUp(token, "roermond.localhost:3000"), 404, "invalid_token");
    await expectDocument(await lookUp(token), 200);
    const doc = await expectDocument(await stillOpen(token), 200);
    const extendedTo = Date.parse(String(doc.data.attributes?.expires_at));
    expect(extendedTo).toBeGreaterThan(Date.now() + 94 * DAY);
    expect(doc.data.attributes?.status).toBe("published");
    const errors = await expectErrors(await stillOpen(token), 422, "invalid_token");
    expect(errors[0].detail).toBe("Deze link is verlopen of al gebruikt.");
    const used = await expectErrors(await lookUp(token, "oldebroek.localhost:3000", "en"), 404, "invalid_token");
    expect(used[0].detail).toBe("This link has expired or has been used already.");
    const [row] = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(vacancies).where(eq(vacancies.id, vacancy.id)));
    expect(row.expiresAt?.getTime()).toBe(extendedTo);
  });

  it("links the mail of a centre with a host of its own to that host (decision 7)", async () => {
    const heumen = (await listCenters(t.db, "public")).find((center) => center.slug === "heumen");
    const contact = await findUserByEmail(t.db, "public", demoEmail("admin", "public"));
    const club = await createOrganization(t.db, "public", {
      centerId: heumen?.id ?? 0,
      name: "Natuurgroep Malden",
      type: "NonProfit",
      status: "approved",
    });
    await createVacancy(t.db, "public", {
      centerId: club.centerId,
      organizationId: club.id,
      contactPersonId: contact?.id,
      title: "Padenwacht",
      description: "<p>Loop mee langs de paden.</p>",
      vacancyType: "volunteering",
      city: "Malden",
      status: "published",
      expiresAt: new Date(Date.now() + 5 * DAY),
    });
    await sweepVacancies(t.db, t.deps.jobs, t.deps.hosts);
    await t.deps.jobs.workDue();
    const mail = await inbox.waitFor(demoEmail("admin", "public"), 10_000, "Staat 'Padenwacht' nog open?");
    expect(mail.text).toContain("http://heumen.localhost:3000/nl/vacancies/still-open?token=");
  });

  it("reopens an expired vacancy from the link for three months from today", async () => {
    const vacancy = await publishedVacancy("Gastheer inloopochtend", new Date(Date.now() + 2 * DAY));
    await sweepVacancies(t.db, t.deps.jobs, t.deps.hosts);
    await t.deps.jobs.workDue();
    const mail = inbox.received.filter((m) => m.subject.includes("Gastheer inloopochtend")).at(-1);
    const token = decodeURIComponent(mail?.text.match(/token=([\w%-]+)/)?.[1] ?? "");
    await sweepVacancies(t.db, t.deps.jobs, t.deps.hosts, new Date(Date.now() + 3 * DAY));
    expect((await findVacancy(t.db, "oldebroek", vacancy.id))?.status).toBe("expired");
    const doc = await expectDocument(await stillOpen(token), 200);
    expect(doc.data.attributes?.status).toBe("published");
    expect(Date.parse(String(doc.data.attributes?.expires_at))).toBeGreaterThan(Date.now() + 89 * DAY);
  });

  it("refuses a missing or unknown token with a 4xx and changes nothing", async () => {
    await expectErrors(await stillOpen(""), 422, "validation_failed");
    await expectErrors(await stillOpen("not-a-real-token"), 422, "invalid_token");
    await expectErrors(await lookUp(""), 404, "invalid_token");
    await expectErrors(await lookUp("not-a-real-token"), 404, "invalid_token");
  });
});
