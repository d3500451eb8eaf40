import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { NOTIFICATION_TEMPLATE_KEYS } from "../../../contract/notification-templates";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buildOpenVacancy, guest } from "../applications/applications.fixtures";
import { demoEmail } from "../identity/identity.factory";

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

const JSON_API = { "content-type": "application/vnd.api+json" };
let addresses = 0;

async function call(role: Role | null, method: string, path: string, body?: unknown, tenant = "oldebroek", language = "nl") {
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(path, {
    method,
    headers: { ...auth, ...JSON_API, "accept-language": language },
    body: body === undefined ? undefined : JSON.stringify(body),
    address: `10.9.0.${++addresses % 250}`,
  });
}
const change = (attributes: Record<string, unknown>) => ({ data: { type: "notification_templates", attributes } });
const PATH = "/api/v1/notification_templates";

interface TemplateAttributes {
  name: string;
  active: boolean;
  security: boolean;
  texts: Record<"nl" | "en", { subject: string; body: string; customized: boolean }>;
  variables: { name: string; description: string; sample: string }[];
}
const attributesOf = async (response: Response) =>
  (await expectDocument(response, 200)).data.attributes as unknown as TemplateAttributes;

describe("notification templates: who may read and change them", () => {
  it("the centre's staff list every template; others are refused before the body is read; a visitor gets 401", async () => {
    for (const role of ["admin", "center_superuser"] as const) {
      const document = await expectDocument(await call(role, "GET", PATH), 200);
      expect(document.data.map((row) => row.id)).toEqual(NOTIFICATION_TEMPLATE_KEYS);
    }
    expect((await call(null, "GET", PATH)).status).toBe(401);
    for (const role of ["volunteer", "organization_superuser", "content_manager", "page_manager"] as const) {
      await expectErrors(await call(role, "GET", PATH), 403, "forbidden");
      await expectErrors(await call(role, "PATCH", `${PATH}/password_reset`, { not: "a document" }), 403, "forbidden");
      await expectErrors(await call(role, "POST", `${PATH}/password_reset/test`, "nonsense"), 403, "forbidden");
    }
    await expectErrors(await call("center_superuser", "GET", `${PATH}/no_such_mail`), 404, "not_found");
  });

  it("names each template and its variables in the caller's language, with samples", async () => {
    const nl = await attributesOf(await call("center_superuser", "GET", `${PATH}/application_new`));
    const en = await attributesOf(await call("center_superuser", "GET", `${PATH}/application_new`, undefined, "oldebroek", "en"));
    expect(nl.name).toBe("Nieuwe aanmelding");
    expect(en.name).toBe("New application");
    expect(nl.variables.map((v) => v.name)).toContain("applicant_phone");
    expect(nl.variables.find((v) => v.name === "center")?.description).toBe("De naam van de vrijwilligerscentrale");
    expect(nl.texts.en.subject).toBe("New application for {{ vacancy }}");
    expect(nl.security).toBe(false);
  });
});

describe("notification templates: changing a text", () => {
  it("keeps a language's text for this tenant only, and a reset brings the product's text back", async () => {
    const body = "{{ salutation }},\n\nKies een nieuw wachtwoord bij {{ center }}.\n\n[Nu kiezen]({{ reset_url }})";
    const saved = await attributesOf(
      await call(
        "center_superuser",
        "PATCH",
        `${PATH}/password_reset`,
        change({ locale: "nl", subject: "Wachtwoord kwijt?", body }),
      ),
    );
    expect(saved.texts.nl).toEqual({ subject: "Wachtwoord kwijt?", body, customized: true });
    expect(saved.texts.en.customized).toBe(false);
    const elsewhere = await attributesOf(await call("center_superuser", "GET", `${PATH}/password_reset`, undefined, "roermond"));
    expect(elsewhere.texts.nl.customized).toBe(false);

    const reset = await attributesOf(
      await call("center_superuser", "POST", `${PATH}/password_reset/reset`, change({ locale: "nl" })),
    );
    expect(reset.texts.nl.customized).toBe(false);
    expect(reset.texts.nl.subject).toBe("Nieuw wachtwoord instellen");
  });

  it("refuses unknown variables, file tags, broken Liquid, a missing language and switching off a security mail", async () => {
    const attempt = async (attributes: Record<string, unknown>, pointer: string, detail: RegExp) => {
      const errors = await expectErrors(
        await call("center_superuser", "PATCH", `${PATH}/application_new`, change(attributes)),
        422,
        "validation_failed",
      );
      expect(errors[0].source?.pointer).toBe(pointer);
      expect(errors[0].detail).toMatch(detail);
    };
    await attempt({ locale: "nl", body: "Hallo {{ password_hash }}" }, "/data/attributes/body", /password_hash.*niet/);
    await attempt({ locale: "nl", subject: "{% include 'geheim' %}" }, "/data/attributes/subject", /niet toegestaan/);
    await attempt({ locale: "nl", body: "{% if vacancy %}open" }, "/data/attributes/body", /geen geldig sjabloon/);
    await attempt({ body: "Hallo" }, "/data/attributes/locale", /.+/);
    const security = await expectErrors(
      await call("center_superuser", "PATCH", `${PATH}/password_reset`, change({ active: false })),
      422,
      "validation_failed",
    );
    expect(security[0].source?.pointer).toBe("/data/attributes/active");
    const unchanged = await attributesOf(await call("center_superuser", "GET", `${PATH}/application_new`));
    expect(unchanged.texts.nl.customized).toBe(false);
  });

  it("previews a draft with sample values, escaped, without saving it", async () => {
    const response = await call(
      "center_superuser",
      "POST",
      `${PATH}/application_new/preview`,
      change({ locale: "nl", subject: "Aanmelding: {{ applicant_name }}", body: "<b>Let op</b> {{ applicant_message }}" }),
    );
    const { meta } = await expectDocument(response, 200);
    expect(meta).toMatchObject({ subject: "Aanmelding: Anna de Vries" });
    expect(String(meta?.html)).toContain("&lt;b&gt;Let op&lt;/b&gt; Ik heb op dinsdag en donderdag tijd.");
    const kept = await attributesOf(await call("center_superuser", "GET", `${PATH}/application_new`));
    expect(kept.texts.nl.customized).toBe(false);
  });
});

describe("notification templates: the mails they write", () => {
  it("a changed template writes the mail through SMTP, with its values escaped in HTML", async () => {
    await call(
      "center_superuser",
      "PATCH",
      `${PATH}/application_received`,
      change({
        locale: "nl",
        subject: "Dank je, {{ first_name }}!",
        body: "Hoi {{ first_name }},\n\nWe kijken naar {{ vacancy }}.",
      }),
    );
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Fietser <op pad>" });
    const email = "sjabloon@example.test";
    const applied = await call(null, "POST", "/api/v1/applications", guest(vacancy.id, email, { first_name: "<img src=x>" }));
    expect(applied.status).toBe(201);
    await t.jobs.workDue();
    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe("Dank je, <img src=x>!");
    expect(mail.text).toContain("Hoi <img src=x>,\n\nWe kijken naar Fietser <op pad>.");
    expect(mail.html).toContain("Hoi &lt;img src=x&gt;,");
    expect(mail.html).not.toContain("<img src=x>");
  });

  it("an inactive template sends nothing; a security mail is sent whatever its row says", async () => {
    await expectDocument(await call("center_superuser", "PATCH", `${PATH}/application_received`, change({ active: false })), 200);
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Stille vacature" });
    const quiet = "stil@example.test";
    expect((await call(null, "POST", "/api/v1/applications", guest(vacancy.id, quiet))).status).toBe(201);
    const email = demoEmail("volunteer", "oldebroek");
    const reset = await t.request("/auth/password", {
      method: "POST",
      headers: { host: hostOf("oldebroek"), "content-type": "application/json" },
      body: JSON.stringify({ email }),
      address: "10.9.1.1",
    });
    expect(reset.status).toBe(200);
    await t.jobs.workDue();
    expect((await inbox.waitFor(email)).subject).toBe("Nieuw wachtwoord instellen");
    expect(inbox.received.filter((message) => message.to.includes(quiet))).toEqual([]);
    await call("center_superuser", "PATCH", `${PATH}/application_received`, change({ active: true }));
  });

  it("sends a test of the draft to the editor's own address only", async () => {
    const response = await call(
      "center_superuser",
      "POST",
      `${PATH}/vacancy_still_open/test`,
      change({
        locale: "en",
        subject: "Still open: {{ vacancy }}",
        body: "{{ salutation }},\n\n[Keep it]({{ still_open_url }})",
      }),
    );
    const { meta } = await expectDocument(response, 202);
    const own = demoEmail("center_superuser", "oldebroek");
    expect(String(meta?.message)).toContain(own);
    await t.jobs.workDue();
    const mail = await inbox.waitFor(own);
    expect(mail.subject).toBe("[Test] Still open: Host in the community room");
    expect(mail.html).toContain('href="https://example.org/en/vacancies/still-open?token=example"');
  });
});

describe("a user's choice of mails", () => {
  it("an organization superuser who turned off mails of new applications still gets the notification, not the mail", async () => {
    const bad = await call("organization_superuser", "PATCH", "/api/v1/current_user", {
      data: { type: "users", attributes: { muted_mails: ["application_received", "everything"] } },
    });
    await expectErrors(bad, 422, "validation_failed");
    const saved = await expectDocument(
      await call("organization_superuser", "PATCH", "/api/v1/current_user", {
        data: { type: "users", attributes: { muted_mails: ["application_received", "application_received"] } },
      }),
      200,
    );
    expect(saved.data.attributes?.muted_mails).toEqual(["application_received"]);

    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Stille aanmelding" });
    const applicant = "stille-aanmelder@example.test";
    expect((await call(null, "POST", "/api/v1/applications", guest(vacancy.id, applicant))).status).toBe(201);
    await t.jobs.workDue();
    await inbox.waitFor(applicant);
    const superuser = demoEmail("organization_superuser", "oldebroek");
    const subject = "Nieuwe aanmelding voor Stille aanmelding";
    expect(inbox.received.filter((mail) => mail.to.includes(superuser) && mail.subject === subject)).toEqual([]);
    const notifications = await expectDocument(await call("organization_superuser", "GET", "/api/v1/notifications"), 200);
    expect(notifications.data.map((row) => row.attributes?.message).join("\n")).toContain("Stille aanmelding");

    await call("organization_superuser", "PATCH", "/api/v1/current_user", {
      data: { type: "users", attributes: { muted_mails: [] } },
    });
  });
});
