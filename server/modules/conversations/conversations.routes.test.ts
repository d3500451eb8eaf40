import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { jobs } from "../../jobs/jobs.table";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buildOpenVacancy, demoUserId, organizationId, quickApplication } from "../applications/applications.fixtures";
import { users } from "../identity/identity.table";
import { CONVERSATION_MAIL_DELAY_MS, CONVERSATION_MAIL_JOB } from "./conversation-mails";
import { recipientsOf } from "./conversations.service";

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let as: ReturnType<typeof demoSessions>;
let vacancyId: number;
let applicationId: number;
let conversationId: string;
let foodBank: number;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  as = demoSessions(t);
  foodBank = await organizationId(t, "Voedselbank Oldebroek");
  vacancyId = (await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Bezorger" })).id;
  applicationId = await quickApplication(t, vacancyId, await demoUserId(t, "volunteer"));
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const doc = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });
const api = (path: string, headers: Record<string, string>, init: { method?: string; json?: unknown } = {}) =>
  t.request(`/api/v1${path}`, { ...init, headers });
const say = async (id: string, headers: Record<string, string>, body: string) =>
  expectDocument(
    await api(`/conversations/${id}/messages`, headers, { method: "POST", json: doc("conversation_messages", { body }) }),
    201,
  );
const list = async (headers: Record<string, string>, query = "") =>
  expectDocument(await api(`/conversations${query}`, headers), 200);
const unreadIn = async (headers: Record<string, string>, id: string) => {
  const found = (await list(headers, "?filter[state]=open")).data.find((row) => row.id === id);
  return found?.attributes?.unread_count;
};
const pendingMails = () =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, CONVERSATION_MAIL_JOB), isNull(jobs.completedAt)));
/** The delay is real time: the test moves the pending mail jobs to now, then runs the queue as the workers would. */
const runDelayedMails = async () => {
  await t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.name, CONVERSATION_MAIL_JOB), isNull(jobs.completedAt)));
  await t.jobs.workDue();
};

describe("an application's conversation", () => {
  it("asks a visitor to sign in before it reads a body", async () => {
    await expectErrors(await t.request("/api/v1/conversations"), 401, "not_authorized");
    await expectErrors(
      await t.request("/api/v1/conversations/1/messages", { method: "POST", json: doc("conversation_messages", { body: "" }) }),
      401,
      "not_authorized",
    );
  });

  it("is opened by the applicant once: opening it again gives the same one, between him and the organization", async () => {
    const volunteer = await as("volunteer");
    const open = () =>
      api("/conversations", volunteer, {
        method: "POST",
        json: doc("conversations", { application_id: applicationId, body: "Wanneer kan ik beginnen?" }),
      });
    const first = await expectDocument(await open(), 201);
    conversationId = first.data.id;
    expect(first.data.attributes).toMatchObject({
      subject: "Bezorger",
      application_id: applicationId,
      unread_count: 0,
      archived: false,
    });
    expect(first.data.attributes?.participants).toEqual([
      { kind: "user", id: await demoUserId(t, "volunteer"), name: "Vera Vrijwilliger" },
      { kind: "organization", id: foodBank, name: "Voedselbank Oldebroek" },
    ]);
    const again = await expectDocument(
      await api("/conversations", volunteer, { method: "POST", json: doc("conversations", { application_id: applicationId }) }),
      200,
    );
    expect(again.data.id).toBe(conversationId);
    // The organization's superuser (a handler) opens the same one too.
    const byHandler = await expectDocument(
      await api("/conversations", await as("organization_superuser"), {
        method: "POST",
        json: doc("conversations", { application_id: applicationId }),
      }),
      200,
    );
    expect(byHandler.data.id).toBe(conversationId);
  });

  it("is read by the organization's superusers, not its other members, other users or other tenants (404)", async () => {
    const superuser = await as("organization_superuser");
    expect(await unreadIn(superuser, conversationId)).toBe(1);
    for (const outsider of [await as("mentor"), await as("student"), await as("organization_superuser", "roermond")]) {
      await expectErrors(await api(`/conversations/${conversationId}`, outsider), 404, "not_found");
      await expectErrors(await api(`/conversations/${conversationId}/messages`, outsider), 404, "not_found");
      // Refused before the (empty) body is looked at.
      await expectErrors(
        await api(`/conversations/${conversationId}/messages`, outsider, {
          method: "POST",
          json: doc("conversation_messages", { body: "" }),
        }),
        404,
        "not_found",
      );
      expect((await list(outsider)).data.map((row) => row.id)).not.toContain(conversationId);
    }
  });

  it("counts unread messages per user, up with a reply and down when read", async () => {
    const volunteer = await as("volunteer");
    const superuser = await as("organization_superuser");
    const reply = await say(conversationId, superuser, "Volgende week maandag, zie https://voedselbank.example/rooster");
    expect(reply.data.attributes).toMatchObject({
      organization_name: "Voedselbank Oldebroek",
      sender_name: "Olga Organisatie",
      own: true,
    });
    // Replying marks it read for the sender.
    expect(await unreadIn(superuser, conversationId)).toBe(0);
    expect(await unreadIn(volunteer, conversationId)).toBe(1);
    expect((await list(volunteer)).meta?.unread_total).toBe(1);
    const messages = await expectDocument(await api(`/conversations/${conversationId}/messages`, volunteer), 200);
    expect(messages.data.map((m) => m.attributes?.body)).toEqual([
      "Wanneer kan ik beginnen?",
      "Volgende week maandag, zie https://voedselbank.example/rooster",
    ]);
    expect(messages.meta).toMatchObject({ total: 2, pages: 1, page: 1 });
    expect(messages.data.map((m) => m.attributes?.own)).toEqual([true, false]);
    // Reading the newest page is opening the thread: read.
    expect(await unreadIn(volunteer, conversationId)).toBe(0);
    await say(conversationId, superuser, "Neem je een fiets mee?");
    expect((await list(volunteer)).meta?.unread_total).toBe(1);
    // An earlier page does not mark it read; PATCH read does.
    await expectDocument(await api(`/conversations/${conversationId}/messages?page[size]=1`, volunteer), 200);
    expect(await unreadIn(volunteer, conversationId)).toBe(1);
    const read = await expectDocument(
      await api(`/conversations/${conversationId}`, volunteer, { method: "PATCH", json: doc("conversations", { read: true }) }),
      200,
    );
    expect(read.data.attributes?.unread_count).toBe(0);
    expect((await list(volunteer)).meta?.unread_total).toBe(0);
  });

  it("archives for the caller only, and a new message brings it back", async () => {
    const volunteer = await as("volunteer");
    const superuser = await as("organization_superuser");
    const patch = (archived: boolean) =>
      api(`/conversations/${conversationId}`, volunteer, { method: "PATCH", json: doc("conversations", { archived }) });
    expect((await expectDocument(await patch(true), 200)).data.attributes?.archived).toBe(true);
    expect((await list(volunteer)).data.map((r) => r.id)).not.toContain(conversationId);
    expect((await list(volunteer, "?filter[state]=archived")).data.map((r) => r.id)).toContain(conversationId);
    expect((await list(superuser)).data.map((r) => r.id)).toContain(conversationId);
    await say(conversationId, superuser, "Nog één ding.");
    expect((await list(volunteer)).data.map((r) => r.id)).toContain(conversationId);
    await expectDocument(await patch(true), 200);
    expect((await expectDocument(await patch(false), 200)).data.attributes?.archived).toBe(false);
  });

  it("finds conversations by subject and message text", async () => {
    const volunteer = await as("volunteer");
    expect((await list(volunteer, "?filter[q]=rooster")).data.map((r) => r.id)).toEqual([conversationId]);
    expect((await list(volunteer, "?filter[q]=bezorg")).data.map((r) => r.id)).toEqual([conversationId]);
    expect((await list(volunteer, "?filter[q]=onbekend")).data).toEqual([]);
    await expectErrors(await api("/conversations?filter[state]=gone", volunteer), 400, "invalid_query");
  });

  it("refuses an empty or too long message with a 422 on the body", async () => {
    const volunteer = await as("volunteer");
    for (const body of ["   ", "x".repeat(10_001)]) {
      const errors = await expectErrors(
        await api(`/conversations/${conversationId}/messages`, volunteer, {
          method: "POST",
          json: doc("conversation_messages", { body }),
        }),
        422,
        "validation_failed",
      );
      expect(errors[0].source?.pointer).toBe("/data/attributes/body");
    }
  });

  it("has none for a guest's application (422, translated)", async () => {
    const guestApplication = await quickApplication(t, vacancyId, null);
    const errors = await expectErrors(
      await api("/conversations", await as("organization_superuser"), {
        method: "POST",
        json: doc("conversations", { application_id: guestApplication }),
      }),
      422,
      "unprocessable",
    );
    expect(errors[0].source?.pointer).toBe("/data/attributes/application_id");
    expect(errors[0].detail).toContain("zonder account");
  });
});

describe("centre staff and an organization", () => {
  it("lets centre staff start one with an organization of their centre, which its superusers then see", async () => {
    const staff = await as("center_superuser");
    const started = await expectDocument(
      await api("/conversations", staff, {
        method: "POST",
        json: doc("conversations", { organization_id: foodBank, subject: "Jaarverslag", body: "Wil je het jaarverslag sturen?" }),
      }),
      201,
    );
    const superuser = await as("organization_superuser");
    expect(await unreadIn(superuser, started.data.id)).toBe(1);
    await expectErrors(await api(`/conversations/${started.data.id}`, await as("mentor")), 404, "not_found");
  });

  it("refuses a volunteer who names an organization, and says which field is missing", async () => {
    const volunteer = await as("volunteer");
    await expectErrors(
      await api("/conversations", volunteer, {
        method: "POST",
        json: doc("conversations", { organization_id: foodBank, subject: "Hoi", body: "Hallo" }),
      }),
      403,
      "forbidden",
    );
    const errors = await expectErrors(
      await api("/conversations", await as("center_superuser"), {
        method: "POST",
        json: doc("conversations", { organization_id: foodBank, body: "Zonder onderwerp" }),
      }),
      422,
      "unprocessable",
    );
    expect(errors[0].source?.pointer).toBe("/data/attributes/subject");
    for (const both of [{}, { organization_id: foodBank, application_id: applicationId }]) {
      const [error] = await expectErrors(
        await api("/conversations", await as("center_superuser"), {
          method: "POST",
          json: doc("conversations", { ...both, subject: "Wie?", body: "Met wie?" }),
        }),
        422,
        "unprocessable",
      );
      expect(error.source?.pointer).toBe("/data/attributes/organization_id");
    }
  });
});

describe("the delayed mail", () => {
  it("queues one job per recipient for a burst, and mails the newest message if still unread", async () => {
    await runDelayedMails();
    const volunteer = await as("volunteer");
    const superuser = await as("organization_superuser");
    await api(`/conversations/${conversationId}`, volunteer, { method: "PATCH", json: doc("conversations", { read: true }) });
    expect(await pendingMails()).toEqual([]);
    const before = Date.now();
    await say(conversationId, superuser, "Eerste van een reeks.");
    await say(conversationId, superuser, "Tweede van de reeks, het nieuwste.");
    const pending = await pendingMails();
    expect(pending.map((job) => job.payload.userId)).toEqual([await demoUserId(t, "volunteer")]);
    expect(pending[0].runAt.getTime()).toBeGreaterThanOrEqual(before + CONVERSATION_MAIL_DELAY_MS - 1000);
    const sent = inbox.received.length;
    await runDelayedMails();
    // workDue sends the queued mail too, so it has arrived by now: exactly one for the burst.
    const [mail, ...more] = inbox.received.slice(sent);
    expect(more).toEqual([]);
    expect(mail.to).toEqual(["volunteer@oldebroek.demo.test"]);
    expect(mail.subject).toBe("Nieuw bericht: Bezorger");
    expect(mail.text).toContain("Olga Organisatie");
    expect(mail.text).toContain("Tweede van de reeks, het nieuwste.");
    expect(mail.text).toContain(`/nl/conversations/${conversationId}`);
  });

  it("sends nothing when the message was read in time", async () => {
    const volunteer = await as("volunteer");
    await say(conversationId, await as("organization_superuser"), "Gelezen voordat de mail gaat.");
    expect(await pendingMails()).toHaveLength(1);
    await api(`/conversations/${conversationId}`, volunteer, { method: "PATCH", json: doc("conversations", { read: true }) });
    const sent = inbox.received.length;
    await runDelayedMails();
    expect(await pendingMails()).toEqual([]);
    expect(inbox.received.length).toBe(sent);
  });

  it("names who should hear of a new message: every participant but the sender", async () => {
    const id = Number(conversationId);
    const volunteer = await demoUserId(t, "volunteer");
    const superuser = await demoUserId(t, "organization_superuser");
    expect(await recipientsOf(t.db, id, superuser)).toEqual([volunteer]);
    expect(await recipientsOf(t.db, id, volunteer)).toEqual([superuser]);
  });
});

describe("the delayed mail's language", () => {
  it("is the recipient's own", async () => {
    const superuser = await demoUserId(t, "organization_superuser");
    await withTenant(t.db, "oldebroek", (tx) => tx.update(users).set({ locale: "en" }).where(eq(users.id, superuser)));
    await say(conversationId, await as("volunteer"), "Tot maandag!");
    const sent = inbox.received.length;
    await runDelayedMails();
    const [mail] = inbox.received.slice(sent);
    expect(mail.to).toEqual(["organization-superuser@oldebroek.demo.test"]);
    expect(mail.subject).toBe("New message: Bezorger");
    expect(mail.text).toContain("Vera Vrijwilliger sent you a message in the conversation 'Bezorger':");
    expect(mail.text).toContain(`/en/conversations/${conversationId}`);
  });
});
