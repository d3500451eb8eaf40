import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { jobs } from "../../jobs/jobs.table";
import { mailDeliveries } from "../../mail/mail.table";
import { notificationTemplates } from "../../mail/templates/notification-templates.table";
import { TEMPLATED_MAIL_JOB } from "../../mail/templates/templated-mail.service";
import { expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buildOpenVacancy, guest } from "../applications/applications.fixtures";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  as = demoSessions(t);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const PATH = "/api/v1/notification_templates";
// Loops until the engine's render limit stops it.
const SLOW = "Hallo.\n\n{% for i in (1..100000000) %}{{ i }}{% endfor %}";
let addresses = 0;
async function asStaff(method: string, path: string, attributes?: Record<string, unknown>, language = "nl") {
  return t.request(path, {
    method,
    headers: { ...(await as("center_superuser")), "content-type": "application/vnd.api+json", "accept-language": language },
    body: attributes && JSON.stringify({ data: { type: "notification_templates", attributes } }),
    address: `10.9.6.${++addresses % 250}`,
  });
}

describe("a template that costs too much to render (issue 37)", () => {
  it("is a translated 422 on the body for preview, test and save, not a 500; nothing is kept or sent", async () => {
    for (const [method, path] of [
      ["POST", `${PATH}/application_new/preview`],
      ["POST", `${PATH}/application_new/test`],
      ["PATCH", `${PATH}/application_new`],
    ]) {
      const errors = await expectErrors(
        await asStaff(method, path, { locale: "nl", subject: "Aanmelding", body: SLOW }),
        422,
        "validation_failed",
      );
      expect(errors[0].source?.pointer).toBe("/data/attributes/body");
      expect(errors[0].detail).toMatch(/te veel werk/);
    }
    const english = await expectErrors(
      await asStaff("POST", `${PATH}/application_new/preview`, { locale: "en", subject: "New", body: SLOW }, "en"),
      422,
      "validation_failed",
    );
    expect(english[0].detail).toMatch(/too much work/);
    const rows = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(notificationTemplates));
    expect(rows.filter((row) => row.key === "application_new")).toEqual([]);
  });

  it("stored before this check, it is refused by the preview and never rendered in a visitor's request", async () => {
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Trage sjabloonvacature" });
    const translations = { nl: { subject: "Traag", body: SLOW } };
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .insert(notificationTemplates)
        .values({ tenantId: "oldebroek", centerId: vacancy.centerId, key: "application_received", translations })
        .onConflictDoUpdate({
          target: [notificationTemplates.tenantId, notificationTemplates.centerId, notificationTemplates.key],
          set: { translations },
        }),
    );
    await expectErrors(await asStaff("GET", `${PATH}/application_received/preview?filter[locale]=nl`), 422, "validation_failed");

    const email = "trage-sjabloon@example.test";
    const applied = await t.request("/api/v1/applications", {
      method: "POST",
      headers: { host: hostOf("oldebroek") },
      json: guest(vacancy.id, email),
      address: "10.9.7.1",
    });
    expect(applied.status).toBe(201);
    // The request only queued the mail: nothing was rendered or recorded yet.
    const recorded = () =>
      t.db
        .select()
        .from(mailDeliveries)
        .where(and(eq(mailDeliveries.tenantId, "oldebroek"), eq(mailDeliveries.to, email)));
    expect(await recorded()).toEqual([]);
    const queued = await t.db.select().from(jobs).where(eq(jobs.name, TEMPLATED_MAIL_JOB));
    expect(queued.some((job) => JSON.stringify(job.payload).includes(email))).toBe(true);

    await t.jobs.workDue();
    // The job gave up on the centre's text and wrote the product's.
    const mail = await inbox.waitFor(email);
    expect(mail.text).toContain("Trage sjabloonvacature");
    expect(mail.text).not.toContain("Hallo.");
    expect(await recorded()).toHaveLength(1);
    const done = await t.db.select().from(jobs).where(eq(jobs.name, TEMPLATED_MAIL_JOB));
    expect(done.filter((job) => JSON.stringify(job.payload).includes(email))).toEqual([]);
  });
});
