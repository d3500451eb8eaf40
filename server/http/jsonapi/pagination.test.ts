import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceObject } from "../../../contract/jsonapi";
import { withTenant } from "../../db/client";
import { enqueueMail } from "../../mail/mail-jobs";
import { addNote } from "../../modules/applications/application-notes.service";
import { createApplication } from "../../modules/applications/applications.service";
import { recordAudit } from "../../modules/audit/audit.service";
import { demoEmail } from "../../modules/identity/identity.factory";
import { findUserByEmail } from "../../modules/identity/users.service";
import { organizations } from "../../modules/organizations/organizations.table";
import { createVacancy } from "../../modules/vacancies/vacancy-writes.service";
import { expectDocument } from "../../test/expect-json-api";
import { demoSessions, signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

// Issue 11 item 2: every list has JSON:API pagination links; following `next` reaches every item exactly once.

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let applicationId = 0;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  const [foodBank] = await withTenant(t.db, "oldebroek", (tx) =>
    tx.select().from(organizations).where(eq(organizations.name, "Voedselbank Oldebroek")),
  );
  const volunteer = await findUserByEmail(t.db, "oldebroek", demoEmail("volunteer", "oldebroek"));
  const admin = await findUserByEmail(t.db, "oldebroek", demoEmail("admin", "oldebroek"));
  if (!volunteer || !admin) throw new Error("demo users missing");
  for (const [index, title] of ["Uitgifte", "Chauffeur", "Inpakken", "Koffie schenken", "Boodschappen"].entries()) {
    const vacancy = await createVacancy(t.db, "oldebroek", {
      centerId: foodBank.centerId,
      organizationId: foodBank.id,
      title: `${title} bij de voedselbank`,
      description: "<p>Help ons bij de voedselbank.</p>",
      vacancyType: "volunteering",
      city: "Oldebroek",
      status: "published",
    });
    const application = await createApplication(t.db, "oldebroek", {
      vacancyId: vacancy.id,
      userId: volunteer.id,
      firstName: "Vera",
      lastName: `Vrijwilliger ${index}`,
      email: volunteer.email,
      phoneNumber: null,
      message: null,
    });
    applicationId = application.id;
    await addNote(t.db, "oldebroek", application.id, admin.id, `Notitie ${index}`);
    await recordAudit(t.db, "oldebroek", {
      actorUserId: admin.id,
      action: "test.event",
      subjectType: "user",
      subjectId: index + 1,
    });
    await enqueueMail(t.jobs, {
      tenant: "oldebroek",
      to: `lezer${index}@example.test`,
      subject: "Hallo",
      text: "Hallo",
      html: "<p>Hallo</p>",
      fromName: "Vrijwilligerscentrale",
    });
  }
  for (const title of ["Boodschappen doen", "Samen wandelen", "Tuin bijhouden"]) {
    await createVacancy(t.db, "oldebroek", {
      centerId: foodBank.centerId,
      organizationId: foodBank.id,
      title,
      description: "<p>Een buur die helpt.</p>",
      vacancyType: "neighbour-help",
      helpKind: "request",
      city: "Oldebroek",
      status: "published",
    });
  }
  for (const text of ["Gebeld", "Mail gestuurd"]) await addNote(t.db, "oldebroek", applicationId, admin.id, text);
  await t.jobs.workDue();
  // Three sessions of the volunteer's, for the list of devices.
  await signIn(t, "volunteer");
  await signIn(t, "volunteer");
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const withParams = (path: string, params: string) => `${path}${path.includes("?") ? "&" : "?"}${params}`;

/** Walks a list from page[size]=2 along `links.next`; returns the ids in order and checks every page's links. */
async function walk(path: string, headers: Headers) {
  const ids: string[] = [];
  let link: string | null = withParams(path, "page[size]=2");
  let first: Awaited<ReturnType<typeof expectDocument>> | undefined;
  let pages = 0;
  while (link) {
    const document = await expectDocument(await t.request(link, { headers }), 200);
    first ??= document;
    pages++;
    expect(pages).toBeLessThan(100);
    const links = document.links ?? {};
    expect(Object.keys(links)).toEqual(expect.arrayContaining(["self", "first", "prev", "next", "last"]));
    expect(links.first).toBe(first.links?.first);
    expect(links.last).toBe(first.links?.last);
    expect(document.meta).toMatchObject({ total: first.meta?.total, page: pages });
    if (pages === 1) expect(links.prev).toBeNull();
    ids.push(...document.data.map((r: ResourceObject) => `${r.type}:${r.id}`));
    link = links.next as string | null;
    if (!link) expect(links.self).toBe(links.last);
  }
  return { ids, total: first?.meta?.total as number, pages };
}

const LISTS: { path: string; as?: Parameters<ReturnType<typeof demoSessions>>[0]; host?: string }[] = [
  { path: "/api/v1/users", as: "admin" },
  { path: "/api/v1/users?include=organizations&filter[status_eq]=active", as: "admin" },
  { path: "/api/v1/organizations?sort=-name&filter[name_cont]=o" },
  { path: "/api/v1/organizations?include=vacancies", as: "admin" },
  { path: "/api/v1/current_organizations", as: "admin" },
  { path: "/api/v1/vacancies?sort=title", as: "admin" },
  { path: "/api/v1/vacancies/search?filter[q]=voedselbank&sort=newest" },
  { path: "/api/v1/vacancies/search/person_to_person" },
  { path: "/api/v1/applications?include=vacancy", as: "admin" },
  { path: "/api/v1/current_user/applications", as: "volunteer" },
  { path: "/api/v1/applications/{application}/notes", as: "admin" },
  { path: "/api/v1/mail_deliveries", as: "admin" },
  { path: "/api/v1/audit_events", as: "admin" },
  { path: "/api/v1/volunteer_centers", host: "localhost:3000" },
  { path: "/api/v1/auth_tokens", as: "volunteer" },
];

describe("pagination links on every list", () => {
  for (const list of LISTS) {
    it(`${list.path}: following next from the first page reaches every item exactly once`, async () => {
      const headers: Headers = list.as ? await as(list.as) : { host: list.host ?? "oldebroek.localhost:3000" };
      const path = list.path.replace("{application}", String(applicationId));
      const { ids, total, pages } = await walk(path, headers);
      expect(total).toBeGreaterThan(list.path.includes("current_organizations") ? 0 : 2);
      expect(ids.length).toBe(total);
      expect(new Set(ids).size).toBe(ids.length);
      expect(pages).toBe(Math.max(1, Math.ceil(total / 2)));
      // The same items as one big page shows.
      const whole = await expectDocument(await t.request(withParams(path, "page[size]=100"), { headers }), 200);
      expect(whole.data.map((r: ResourceObject) => `${r.type}:${r.id}`)).toEqual(ids);
    });
  }

  it("keeps the list's filters, sort and includes in every link, encoded, and says where the last page is", async () => {
    const document = await expectDocument(
      await t.request("/api/v1/organizations/?sort=-name&filter[name_cont]=o%26o&page[size]=1&page[number]=2"),
      200,
    );
    expect(document.links).toEqual({
      self: "/api/v1/organizations?sort=-name&filter%5Bname_cont%5D=o%26o&page%5Bnumber%5D=2&page%5Bsize%5D=1",
      first: "/api/v1/organizations?sort=-name&filter%5Bname_cont%5D=o%26o&page%5Bnumber%5D=1&page%5Bsize%5D=1",
      prev: "/api/v1/organizations?sort=-name&filter%5Bname_cont%5D=o%26o&page%5Bnumber%5D=1&page%5Bsize%5D=1",
      next: null,
      last: "/api/v1/organizations?sort=-name&filter%5Bname_cont%5D=o%26o&page%5Bnumber%5D=1&page%5Bsize%5D=1",
    });
    expect(document.meta).toMatchObject({ total: 0, pages: 1, page: 2 });
  });

  it("volunteer_centers honours page[size] and page[number] like the other lists", async () => {
    const headers = { host: "localhost:3000" };
    const second = await expectDocument(
      await t.request("/api/v1/volunteer_centers?page[size]=1&page[number]=2", { headers }),
      200,
    );
    expect(second.data.map((r: ResourceObject) => r.attributes?.name)).toEqual(["Vrijwilligerscentrale Heumen"]);
    expect(second.meta).toMatchObject({ total: 3, pages: 3, page: 2 });
    // A list that screens show whole pages at 100 unless asked otherwise.
    const whole = await expectDocument(await t.request("/api/v1/volunteer_centers", { headers }), 200);
    expect(whole.links?.self).toBe("/api/v1/volunteer_centers?page%5Bnumber%5D=1&page%5Bsize%5D=100");
    const tooBig = await t.request("/api/v1/volunteer_centers?page[size]=0", { headers });
    expect(tooBig.status).toBe(400);
  });
});
