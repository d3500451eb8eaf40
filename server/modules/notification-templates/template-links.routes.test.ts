import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NOTIFICATION_TEMPLATE_KEYS,
  NOTIFICATION_TEMPLATE_VARIABLES,
  SECURITY_TEMPLATES,
} from "../../../contract/notification-templates";
import { CONTENT_LOCALES } from "../../../locales/languages";
import { withTenant } from "../../db/client";
import { notificationTemplates } from "../../mail/templates/notification-templates.table";
import { isUrlVariable, linkCheckOf } from "../../mail/templates/template-links";
import { defaultTextOf } from "../../mail/templates/templated-mail.service";
import { expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf, postSignIn } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DEMO_PASSWORD, demoEmail } from "../identity/identity.factory";
import { users } from "../identity/identity.table";
import { checkText } from "./notification-templates.service";

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
const EVIL = "{{ salutation }},\n\n[Wachtwoord instellen](https://evil.example/r?t={{ reset_url | url_encode }})";
let addresses = 0;
async function asStaff(method: string, path: string, attributes: Record<string, unknown>, language = "nl") {
  return t.request(path, {
    method,
    headers: { ...(await as("center_superuser")), "content-type": "application/vnd.api+json", "accept-language": language },
    body: JSON.stringify({ data: { type: "notification_templates", attributes } }),
    address: `10.9.4.${++addresses % 250}`,
  });
}
const resetRequest = (email: string) =>
  t.request("/auth/password", {
    method: "POST",
    headers: { host: hostOf("oldebroek"), "content-type": "application/json" },
    body: JSON.stringify({ email }),
    address: "10.9.5.1",
  });

describe("mail templates link only to the site (issue 37)", () => {
  it("refuses a reset button to another host, in the caller's language, on PATCH, preview and test; nothing is kept", async () => {
    const refused = await expectErrors(
      await asStaff("PATCH", `${PATH}/password_reset`, { locale: "nl", body: EVIL }),
      422,
      "validation_failed",
    );
    expect(refused[0].source?.pointer).toBe("/data/attributes/body");
    expect(refused[0].detail).toMatch(/eigen website.*evil\.example/);
    const english = await expectErrors(
      await asStaff("PATCH", `${PATH}/password_reset`, { locale: "en", body: EVIL }, "en"),
      422,
      "validation_failed",
    );
    expect(english[0].detail).toMatch(/only point to the site itself/);
    const encoded = await expectErrors(
      await asStaff("PATCH", `${PATH}/invitation`, { locale: "nl", body: "Kijk: {{ set_password_url | url_encode }}" }),
      422,
      "validation_failed",
    );
    expect(encoded[0].detail).toMatch(/set_password_url.*hele link/);
    const href = await asStaff("PATCH", `${PATH}/confirmation`, { locale: "nl", subject: '<a href="{{ confirmation_url }}x">' });
    expect((await expectErrors(href, 422, "validation_failed"))[0].source?.pointer).toBe("/data/attributes/subject");
    for (const action of ["preview", "test"]) {
      const draft = { locale: "nl", subject: "Wachtwoord", body: EVIL };
      await expectErrors(await asStaff("POST", `${PATH}/password_reset/${action}`, draft), 422, "validation_failed");
    }
    const rows = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(notificationTemplates));
    expect(rows.filter((row) => ["password_reset", "invitation", "confirmation"].includes(row.key))).toEqual([]);
    await t.jobs.workDue();
    expect(inbox.received.filter((mail) => mail.subject.includes("Wachtwoord"))).toEqual([]);
  });

  it("accepts every product text and a link to the site's own address", async () => {
    const allowed = linkCheckOf("oldebroek", t.deps.hosts);
    for (const key of NOTIFICATION_TEMPLATE_KEYS) {
      for (const locale of CONTENT_LOCALES) checkText(key, defaultTextOf(key, locale), { locale, center: "Centrale", allowed });
    }
    const body = "Hallo.\n\nZie http://oldebroek.localhost:3000/nl/hulp\n\n[Nu kiezen]({{ reset_url }})";
    const saved = await asStaff("PATCH", `${PATH}/password_reset`, { locale: "en", body });
    expect(saved.status).toBe(200);
    await asStaff("POST", `${PATH}/password_reset/reset`, { locale: "en" });
  });

  it("each security mail has one link variable, the target of its product text's button (the platform's button)", () => {
    for (const key of SECURITY_TEMPLATES) {
      const links = NOTIFICATION_TEMPLATE_VARIABLES[key].filter(isUrlVariable);
      expect(links, key).toHaveLength(1);
      for (const locale of CONTENT_LOCALES) {
        expect(defaultTextOf(key, locale).body, `${key} ${locale}`).toMatch(
          new RegExp(`^\\[[^\\]\\n]+\\]\\(\\{\\{ ${links[0]} \\}\\}\\)$`, "m"),
        );
      }
    }
  });

  it("a stored template with a link elsewhere sends the reset mail with the platform's button and no foreign link", async () => {
    const email = demoEmail("admin", "oldebroek");
    const [admin] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select({ centerId: users.centerId })
        .from(users)
        .where(and(eq(users.tenantId, "oldebroek"), eq(users.email, email))),
    );
    const body = `${EVIL}\n\nOf kopieer: https://evil.example/r?t={{ reset_url }}\n\nGroet, {{ center }}`;
    // As stored before the check existed: straight into the table.
    await withTenant(t.db, "oldebroek", (tx) =>
      tx.insert(notificationTemplates).values({
        tenantId: "oldebroek",
        centerId: admin.centerId,
        key: "password_reset",
        translations: { nl: { subject: "Nieuw wachtwoord", body } },
      }),
    );
    expect((await resetRequest(email)).status).toBe(200);
    await t.jobs.workDue();
    const mail = await inbox.waitFor(email, 10_000, "Nieuw wachtwoord");
    expect(mail.html).not.toContain("evil.example");
    expect(mail.text).not.toContain("evil.example");
    const link =
      /<a href="(http:\/\/oldebroek\.localhost:3000\/nl\/auth\/reset\?reset_password_token=[\w-]+)"[^>]*>Wachtwoord instellen<\/a>/;
    const url = link.exec(mail.html)?.[1] ?? "";
    expect(url).not.toBe("");
    expect(mail.text).toContain(`Wachtwoord instellen: ${url}`);
    expect(mail.text).toContain("Groet, Vrijwilligerscentrale Oldebroek");

    const token = new URL(url).searchParams.get("reset_password_token");
    const password = "Eigen-knop-2026!";
    const reset = await t.request("/auth/password", {
      method: "PUT",
      headers: { host: hostOf("oldebroek"), "content-type": "application/json" },
      body: JSON.stringify({ reset_password_token: token, password, password_confirmation: password }),
    });
    expect(reset.status).toBe(204);
    const signIn = (secret: string) => postSignIn(t, email, { password: secret, address: "10.9.5.2" });
    expect((await signIn(password)).status).toBe(200);
    expect((await signIn(DEMO_PASSWORD)).status).toBe(401);
  });
});
