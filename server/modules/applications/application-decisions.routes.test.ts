import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buildOpenVacancy, demoUserId, guest, quickApplication, statusOf } from "./applications.fixtures";

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let as: ReturnType<typeof demoSessions>;
let vacancy: number;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  as = demoSessions(t);
  vacancy = (await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek")).id;
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const decide = async (id: number, attributes: Record<string, unknown>, headers: Record<string, string>) =>
  t.request(`/api/v1/applications/${id}/decision`, {
    method: "PUT",
    headers,
    json: { data: { type: "applications", attributes } },
  });
const withdraw = (id: number, headers: Record<string, string>) =>
  t.request(`/api/v1/applications/${id}/withdraw`, { method: "PUT", headers });

describe("PUT /applications/{id}/decision", () => {
  it("accepts with a message, mails it to the applicant, and refuses any later change (422)", async () => {
    const applied = await expectDocument(
      await t.request("/api/v1/applications", {
        method: "POST",
        json: guest(vacancy, "kandidaat@example.test"),
        address: "10.20.0.1",
      }),
      201,
    );
    const id = Number(applied.data.id);
    const headers = await as("organization_superuser");
    const decided = await expectDocument(
      await decide(id, { status: "accepted", decision_message: "Welkom! Zaterdag om 9 uur." }, headers),
      200,
    );
    expect(decided.data.attributes).toMatchObject({ status: "accepted", decision_message: "Welkom! Zaterdag om 9 uur." });
    expect(decided.data.attributes?.decided_at).toBeTruthy();
    await t.jobs.workDue();
    const mails = inbox.received.filter((m) => m.to.includes("kandidaat@example.test"));
    const mail = mails.find((m) => m.subject.includes("geaccepteerd"));
    expect(mail?.subject).toBe("Je aanmelding voor Chauffeur voor de voedselbank is geaccepteerd");
    expect(mail?.text).toContain("Bericht van de organisatie: Welkom! Zaterdag om 9 uur.");

    for (const status of ["rejected", "accepted"]) {
      const errors = await expectErrors(await decide(id, { status }, headers), 422, "unprocessable");
      expect(errors[0].source?.pointer).toBe("/data/attributes/status");
    }
    const english = await expectErrors(
      await decide(id, { status: "rejected" }, { ...headers, "accept-language": "en" }),
      422,
      "unprocessable",
    );
    expect(english[0].detail).toBe("An application that is 'Accepted' cannot become 'Rejected'.");
    expect(await statusOf(t, id)).toBe("accepted");
  });

  it("mails a guest the decision in the language he applied in", async () => {
    const applied = await expectDocument(
      await t.request("/api/v1/applications", {
        method: "POST",
        json: guest(vacancy, "visitor@example.test"),
        headers: { "accept-language": "en" },
        address: "10.20.0.7",
      }),
      201,
    );
    await decide(Number(applied.data.id), { status: "rejected" }, await as("organization_superuser"));
    await t.jobs.workDue();
    // Four mail workers: the confirmation of his application may arrive after the decision, so wait for this one.
    const decision = await inbox.waitFor(
      "visitor@example.test",
      10_000,
      "About your application for Chauffeur voor de voedselbank",
    );
    expect(decision.text).toContain("Chauffeur voor de voedselbank");
  });

  it("rejects without a message; the applicant with an account gets the mail in his own language", async () => {
    const id = await quickApplication(t, vacancy, await demoUserId(t, "volunteer"));
    const decided = await expectDocument(await decide(id, { status: "rejected" }, await as("center_superuser")), 200);
    expect(decided.data.attributes).toMatchObject({ status: "rejected", decision_message: null });
    await t.jobs.workDue();
    // The address he applied with; an earlier test's mail may still be on its way, so wait for this one.
    await inbox.waitFor(String(decided.data.attributes?.email), 10_000, "Over je aanmelding voor Chauffeur voor de voedselbank");
  });

  it("refuses bad input with a 422 and changes nothing", async () => {
    const id = await quickApplication(t, vacancy);
    const headers = await as("admin");
    for (const attributes of [
      { status: "withdrawn" },
      { status: "submitted" },
      {},
      { status: "accepted", decision_message: "x".repeat(2001) },
    ]) {
      await expectErrors(await decide(id, attributes, headers), 422, "validation_failed");
    }
    await expectErrors(
      await t.request(`/api/v1/applications/${id}/decision`, {
        method: "PUT",
        headers: { ...headers, "content-type": "application/json" },
        body: "{",
      }),
      400,
      "bad_request",
    );
    expect(await statusOf(t, id)).toBe("submitted");
  });

  it("lets the applicant read but not decide (403); a withdrawn application cannot be decided (422)", async () => {
    const volunteer = await as("volunteer");
    const id = await quickApplication(t, vacancy, await demoUserId(t, "volunteer"));
    await expectErrors(await decide(id, { status: "accepted" }, volunteer), 403, "forbidden");
    await expectDocument(await withdraw(id, volunteer), 200);
    await expectErrors(await decide(id, { status: "accepted" }, await as("admin")), 422, "unprocessable");
    expect(await statusOf(t, id)).toBe("withdrawn");
  });
});

describe("PUT /applications/{id}/withdraw", () => {
  it("lets the applicant withdraw once while submitted; staff and others cannot", async () => {
    const volunteer = await as("volunteer");
    const id = await quickApplication(t, vacancy, await demoUserId(t, "volunteer"));
    await expectErrors(await withdraw(id, await as("organization_superuser")), 403, "forbidden");
    await expectErrors(await withdraw(id, await as("student")), 404, "not_found");
    await expectErrors(await withdraw(id, {}), 401, "not_authorized");
    const done = await expectDocument(await withdraw(id, volunteer), 200);
    expect(done.data.attributes?.status).toBe("withdrawn");
    const again = await expectErrors(await withdraw(id, { ...volunteer, "accept-language": "en" }), 422, "unprocessable");
    expect(again[0].detail).toBe("An application that is 'Withdrawn' cannot become 'Withdrawn'.");
    // Decided applications cannot be withdrawn either.
    const decided = await quickApplication(t, vacancy, await demoUserId(t, "volunteer"));
    await expectDocument(await decide(decided, { status: "accepted" }, await as("admin")), 200);
    await expectErrors(await withdraw(decided, volunteer), 422, "unprocessable");
    expect(await statusOf(t, decided)).toBe("accepted");
  });
});

describe("notes", () => {
  it("lets staff add and read notes; the applicant and outsiders never see them", async () => {
    const id = await quickApplication(t, vacancy, await demoUserId(t, "volunteer"));
    const staff = await as("organization_superuser");
    const note = (body: unknown, headers: Record<string, string>) =>
      t.request(`/api/v1/applications/${id}/notes`, {
        method: "POST",
        headers,
        json: { data: { type: "application_notes", attributes: { body } } },
      });
    const created = await expectDocument(await note("  Gebeld, komt zaterdag kennismaken.  ", staff), 201);
    expect(created.data.attributes).toMatchObject({
      body: "Gebeld, komt zaterdag kennismaken.",
      author_name: "Olga Organisatie",
    });
    await expectDocument(await note("Akkoord.", await as("center_superuser")), 201);
    const list = await expectDocument(await t.request(`/api/v1/applications/${id}/notes`, { headers: staff }), 200);
    expect(list.data.map((n) => n.attributes?.body)).toEqual(["Gebeld, komt zaterdag kennismaken.", "Akkoord."]);

    await expectErrors(await note("", staff), 422, "validation_failed");
    await expectErrors(await note("x".repeat(10_001), staff), 422, "validation_failed");
    const volunteer = await as("volunteer");
    await expectErrors(await t.request(`/api/v1/applications/${id}/notes`, { headers: volunteer }), 403, "forbidden");
    await expectErrors(await note("Ik ook", volunteer), 403, "forbidden");
    await expectErrors(await t.request(`/api/v1/applications/${id}/notes`, { headers: await as("mentor") }), 404, "not_found");
    await expectErrors(await t.request(`/api/v1/applications/${id}/notes`), 401, "not_authorized");
    const own = await expectDocument(await t.request(`/api/v1/applications/${id}`, { headers: volunteer }), 200);
    expect(JSON.stringify(own)).not.toContain("Gebeld");
    const after = await expectDocument(await t.request(`/api/v1/applications/${id}/notes`, { headers: staff }), 200);
    expect(after.data).toHaveLength(2);
  });
});
