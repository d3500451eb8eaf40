import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { impersonate, postSignIn, sessionCookie, signIn, signInAs } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { listCenters } from "../tenancy/tenancy.service";
import { buildUser, DEMO_PASSWORD, demoEmail } from "./identity.factory";
import { authTokens, users } from "./identity.table";
import { createUser } from "./users.service";

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

type Headers = Record<string, string>;
let serial = 0;

/** A fresh confirmed user of oldebroek's default centre, signed in; each test has its own (the mail limits count per user). */
async function signedInUser(overrides: Parameters<typeof buildUser>[1] = {}) {
  const [center] = await listCenters(t.db, "oldebroek");
  const user = await createUser(
    t.db,
    "oldebroek",
    buildUser(center.id, { email: `wissel${++serial}@example.test`, ...overrides }),
  );
  const headers = await signInAs(t, user.email);
  return { user, headers };
}

const patch = (headers: Headers, attributes: Record<string, unknown>, extra: Headers = {}) =>
  t.request("/api/v1/current_user", {
    method: "PATCH",
    headers: { ...headers, ...extra },
    json: { data: { type: "users", attributes } },
  });
const confirm = (token: string, host = "oldebroek.localhost:3000", headers: Headers = {}) =>
  t.request("/api/v1/confirm", {
    method: "POST",
    headers: { host, "content-type": "application/json", ...headers },
    body: JSON.stringify({ confirmation_token: token }),
  });
const resend = (headers: Headers) =>
  t.request("/api/v1/current_user/resend_confirmation_instructions", { method: "POST", headers });
const cancel = (headers: Headers) => t.request("/api/v1/current_user/unconfirmed_email", { method: "DELETE", headers });
const rowOf = async (id: number) =>
  (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.id, id))))[0];
const tokenIn = (text: string) => /confirmation_token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const mailsTo = (address: string) => inbox.received.filter((m) => m.to.includes(address));

describe("changing the e-mail address with re-confirmation", () => {
  it("keeps the old address until the new one's link is followed, mails both addresses, then ends every session", async () => {
    const { user, headers } = await signedInUser();
    const requested = await expectDocument(
      await patch(headers, { email: "Nieuw.Adres@Example.test", current_password: DEMO_PASSWORD, first_name: "Wieke" }),
      200,
    );
    expect(requested.data.attributes).toMatchObject({
      email: user.email,
      unconfirmed_email: "nieuw.adres@example.test",
      first_name: "Wieke",
    });
    expect(JSON.stringify(requested)).not.toContain("token");
    expect((await rowOf(user.id)).email).toBe(user.email);

    await t.jobs.workDue();
    const link = await inbox.waitFor("nieuw.adres@example.test");
    expect(link.subject).toBe("Bevestig je nieuwe e-mailadres");
    expect(link.text).toContain("Beste Wieke,");
    expect(link.text).toContain("http://oldebroek.localhost:3000/nl/confirm?confirmation_token=");
    const notice = await inbox.waitFor(user.email);
    expect(notice.subject).toBe("Je e-mailadres wordt gewijzigd");
    expect(notice.text).toContain("nieuw.adres@example.test");
    expect(notice.text).not.toContain("confirmation_token");
    // Until the link is followed the old address still signs in and the session still works.
    await expectDocument(await t.request("/api/v1/current_user", { headers }), 200);

    expect((await postSignIn(t, user.email)).status).toBe(200);

    const confirmed = await expectDocument(await confirm(tokenIn(link.text)), 200);
    expect(confirmed.meta?.confirmed).toBe("email_change");
    expect(confirmed.data.attributes).toMatchObject({ email: "nieuw.adres@example.test", unconfirmed_email: null });
    const row = await rowOf(user.id);
    expect(row).toMatchObject({ email: "nieuw.adres@example.test", unconfirmedEmail: null, emailChangeTokenHash: null });

    // Both devices signed in with the old uid are signed out; no orphaned tokens are left.
    await expectErrors(await t.request("/api/v1/current_user", { headers }), 401, "not_authorized");
    const tokens = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(authTokens).where(eq(authTokens.userId, user.id)),
    );
    expect(tokens).toEqual([]);
    expect((await postSignIn(t, "nieuw.adres@example.test")).status).toBe(200);
    expect((await postSignIn(t, user.email)).status).toBe(401);

    // The link is single use.
    await expectErrors(await confirm(tokenIn(link.text)), 422, "invalid_token");
  });

  it("writes the mails in the user's language", async () => {
    const { user, headers } = await signedInUser({ locale: "en", gender: "female", lastName: "Smit" });
    await expectDocument(await patch(headers, { email: "english@example.test", current_password: DEMO_PASSWORD }), 200);
    await t.jobs.workDue();
    const link = await inbox.waitFor("english@example.test");
    expect(link.subject).toBe("Confirm your new e-mail address");
    expect(link.text).toContain("Dear Sanne,");
    expect(link.text).toContain("/en/confirm?confirmation_token=");
    expect((await inbox.waitFor(user.email)).subject).toBe("Your e-mail address is being changed");
  });

  it("refuses wrong input with a translated error on the right field, and changes and mails nothing", async () => {
    const { user, headers } = await signedInUser();
    const before = await rowOf(user.id);
    const mailsBefore = inbox.received.length;
    const pointers = async (response: Response, status = 422) =>
      Object.fromEntries((await expectErrors(response, status, "validation_failed")).map((e) => [e.source?.pointer, e.detail]));

    expect(await pointers(await patch(headers, { email: "geen-adres", current_password: DEMO_PASSWORD }))).toEqual({
      "/data/attributes/email": "Vul een geldig e-mailadres in",
    });
    expect(await pointers(await patch(headers, { email: "nergens@example.test" }, { "accept-language": "en" }))).toEqual({
      "/data/attributes/current_password": "This field is required",
    });
    expect(await pointers(await patch(headers, { email: "nergens@example.test", current_password: "" }))).toEqual({
      "/data/attributes/current_password": "Dit veld is verplicht",
    });
    expect(
      await pointers(
        await patch(headers, { email: "nergens@example.test", current_password: "Fout-wachtwoord-1", first_name: "Niet" }),
      ),
    ).toEqual({ "/data/attributes/current_password": "Je huidige wachtwoord klopt niet." });
    expect(
      await pointers(
        await patch(
          headers,
          { email: "nergens@example.test", current_password: "Fout-wachtwoord-1" },
          { "accept-language": "en" },
        ),
      ),
    ).toEqual({ "/data/attributes/current_password": "Your current password is not correct." });
    expect(
      await pointers(await patch(headers, { email: user.email.toUpperCase(), current_password: DEMO_PASSWORD, last_name: "X" })),
    ).toEqual({ "/data/attributes/email": "Dit is al je e-mailadres." });
    expect(await pointers(await patch(headers, { unconfirmed_email: "sluip@example.test" }))).toHaveProperty([
      "/data/attributes",
    ]);
    expect(await pointers(await patch(headers, { digest_days: [0, 8] }))).toHaveProperty(["/data/attributes/digest_days/0"]);
    await expectErrors(
      await t.request("/api/v1/current_user", { method: "PATCH", headers, body: "{niet json" }),
      400,
      "bad_request",
    );

    expect(await rowOf(user.id)).toEqual(before);
    await t.jobs.workDue();
    expect(inbox.received.length).toBe(mailsBefore);
  });

  it("locks the password check after five wrong passwords, without changing anything", async () => {
    const { user, headers } = await signedInUser();
    const before = await rowOf(user.id);
    for (let i = 0; i < 5; i++)
      expect((await patch(headers, { email: "gok@example.test", current_password: `Gok-${i}-wachtwoord` })).status).toBe(422);
    const locked = await patch(headers, { email: "gok@example.test", current_password: DEMO_PASSWORD });
    await expectErrors(locked, 429, "too_many_requests");
    expect(locked.headers.get("retry-after")).toBeTruthy();
    expect(await rowOf(user.id)).toEqual(before);
  });

  it("answers an address that has an account exactly like a free one, and mails that account a notice instead of a link", async () => {
    const free = await signedInUser({ firstName: "Ans", lastName: "Gelijk" });
    const taken = await signedInUser({ firstName: "Ans", lastName: "Gelijk" });
    const owner = demoEmail("mentor", "oldebroek");
    const ownerBefore = (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.email, owner))))[0];

    const freeResponse = await patch(free.headers, { email: "vrij@example.test", current_password: DEMO_PASSWORD });
    const takenResponse = await patch(taken.headers, { email: owner, current_password: DEMO_PASSWORD });
    expect(takenResponse.status).toBe(freeResponse.status);
    const strip = (text: string, id: number, address: string) =>
      text
        .replaceAll(`"${id}"`, "ID")
        .replaceAll(address, "NEW")
        .replace(/"email":"[^"]+"/, "OLD")
        .replace(/\/users\/\d+/, "SELF")
        .replace(/"created_at":"[^"]+"/, "CREATED");
    expect(strip(await takenResponse.text(), taken.user.id, owner)).toBe(
      strip(await freeResponse.text(), free.user.id, "vrij@example.test"),
    );

    await t.jobs.workDue();
    const notice = await inbox.waitFor(owner);
    expect(notice.subject).toBe("Er is een account met dit e-mailadres");
    expect(notice.text).toContain("Beste Mo,");
    expect(notice.text).not.toContain("confirmation_token");
    expect((await inbox.waitFor(taken.user.email)).subject).toBe("Je e-mailadres wordt gewijzigd");
    expect((await rowOf(taken.user.id)).email).toBe(taken.user.email);
    expect((await rowOf(taken.user.id)).emailChangeTokenHash).toBeNull();
    expect((await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.email, owner))))[0]).toEqual(
      ownerBefore,
    );

    // A resend for the taken address sends the notice again, never a link.
    await expectDocument(await resend(taken.headers), 200);
    await t.jobs.workDue();
    expect(mailsTo(owner).map((m) => tokenIn(m.text))).toEqual(["", ""]);
  });

  it("treats an address of another tenant as free: accounts are per tenant", async () => {
    const { user, headers } = await signedInUser();
    const elsewhere = demoEmail("volunteer", "roermond");
    await expectDocument(await patch(headers, { email: elsewhere, current_password: DEMO_PASSWORD }), 200);
    await t.jobs.workDue();
    const link = await inbox.waitFor(elsewhere);
    // The link works only on its own tenant's site.
    await expectErrors(await confirm(tokenIn(link.text), "roermond.localhost:3000"), 422, "invalid_token");
    expect((await rowOf(user.id)).unconfirmedEmail).toBe(elsewhere);
    await expectDocument(await confirm(tokenIn(link.text)), 200);
    expect((await rowOf(user.id)).email).toBe(elsewhere);
  });

  it("resends a fresh link (the earlier one stops working) and cancels a pending change", async () => {
    const { user, headers } = await signedInUser();
    await expectErrors(await resend(headers), 422, "unprocessable");
    await expectErrors(await cancel(headers), 422, "unprocessable");
    await expectDocument(await patch(headers, { email: "twee@example.test", current_password: DEMO_PASSWORD }), 200);
    // Sent before the resend is asked, so the inbox has the links in the order they were made.
    await t.jobs.workDue();
    const again = await expectDocument(await resend(headers), 200);
    expect(again.data.attributes?.unconfirmed_email).toBe("twee@example.test");
    await t.jobs.workDue();
    const links = mailsTo("twee@example.test").map((m) => tokenIn(m.text));
    expect(links).toHaveLength(2);
    // The old address heard about the change once, not for every resend.
    expect(mailsTo(user.email)).toHaveLength(1);
    await expectErrors(await confirm(links[0]), 422, "invalid_token");

    const cancelled = await expectDocument(await cancel(headers), 200);
    expect(cancelled.data.attributes).toMatchObject({ email: user.email, unconfirmed_email: null });
    await expectErrors(await confirm(links[1]), 422, "invalid_token");
    expect(await rowOf(user.id)).toMatchObject({ email: user.email, unconfirmedEmail: null, emailChangeTokenHash: null });
  });

  it("lets a link expire after three days", async () => {
    const { user, headers } = await signedInUser();
    await expectDocument(await patch(headers, { email: "te-laat@example.test", current_password: DEMO_PASSWORD }), 200);
    await t.jobs.workDue();
    const token = tokenIn((await inbox.waitFor("te-laat@example.test")).text);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(users)
        .set({ emailChangeSentAt: new Date(Date.now() - 3 * 24 * 3600 * 1000 - 60_000) })
        .where(eq(users.id, user.id)),
    );
    await expectErrors(await confirm(token), 422, "invalid_token");
    expect((await rowOf(user.id)).email).toBe(user.email);
  });

  it("does not take an address that got an account after the request", async () => {
    const { user, headers } = await signedInUser();
    await expectDocument(await patch(headers, { email: "ingehaald@example.test", current_password: DEMO_PASSWORD }), 200);
    await t.jobs.workDue();
    const token = tokenIn((await inbox.waitFor("ingehaald@example.test")).text);
    await signedInUser({ email: "ingehaald@example.test" });
    await expectErrors(await confirm(token), 409, "conflict");
    expect(await rowOf(user.id)).toMatchObject({ email: user.email, unconfirmedEmail: null });
    await expectDocument(await t.request("/api/v1/current_user", { headers }), 200);
  });

  it("clears the confirming browser's cookies when it was signed in as this user", async () => {
    const { headers } = await signedInUser();
    await expectDocument(await patch(headers, { email: "koekje@example.test", current_password: DEMO_PASSWORD }), 200);
    await t.jobs.workDue();
    const token = tokenIn((await inbox.waitFor("koekje@example.test")).text);
    const cookie = sessionCookie(headers);
    const response = await confirm(token, undefined, { cookie, origin: "http://oldebroek.localhost:3000" });
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie().filter((c) => /^(access-token|client|uid)=;/.test(c));
    expect(cleared).toHaveLength(3);
  });

  it("needs a signed-in user and refuses an admin who is signed in as someone else", async () => {
    for (const response of [
      await patch({}, { email: "x@example.test", current_password: "x" }),
      await resend({}),
      await cancel({}),
    ])
      await expectErrors(response, 401, "not_authorized");

    const { user } = await signedInUser();
    const asUser = await impersonate(t, await signIn(t, "admin"), user.id);
    const before = await rowOf(user.id);
    // Even with the user's password: the change is the user's own decision, not the admin's.
    await expectErrors(
      await patch(asUser, { email: "admin-keuze@example.test", current_password: DEMO_PASSWORD }),
      403,
      "forbidden",
    );
    expect(await rowOf(user.id)).toEqual(before);
  });
});
