import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { hostOf, type Session, sessionOf, signIn } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testPageApp } from "../../test/test-page-app";
import { totpCodeOf } from "../../test/totp-codes";
import { DEMO_PASSWORD } from "../identity/identity.factory";
import { DEMO_OPERATOR_EMAIL, TEST_OPERATOR_DEVICE } from "../identity/identity.seed";
import { users } from "../identity/identity.table";
import { tenantRegistry } from "../tenancy/tenants.service";
import { createPlatformTenant } from "./platform.service";

const OPERATOR_HOST = "platform.localhost:3000";

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let operator: Session;
let addresses = 0;

function postSignIn(host: string, email: string, password = DEMO_PASSWORD) {
  addresses += 1;
  return t.request("/auth/sign_in", {
    method: "POST",
    // The demo operator's remembered device (the test app's seed): his sign-in skips the code.
    headers: { host, "content-type": "application/json", "two-factor-device": TEST_OPERATOR_DEVICE },
    body: JSON.stringify({ email, password }),
    address: `10.77.${addresses}.1`,
  });
}

async function signInOperator(): Promise<Session> {
  const response = await postSignIn(OPERATOR_HOST, DEMO_OPERATOR_EMAIL);
  expect(response.status).toBe(200);
  return sessionOf(response, OPERATOR_HOST);
}

const platform = (path: string, init: Parameters<TestApp["request"]>[1] = {}) =>
  t.request(`/api/v1/platform${path}`, { ...init, headers: { ...operator, ...init.headers } });

const tenantBody = (attributes: Record<string, unknown>) => ({ data: { type: "platform_tenants", attributes } });

const newTenant = (overrides: Record<string, unknown> = {}) =>
  tenantBody({
    id: "zutphen",
    name: "Vrijwilligerswerk Zutphen",
    app_name: "Zutphen doet mee",
    app_context: "gelderland",
    switches: { person_to_person: true, activities: true },
    hosts: [{ host: "www.vrijwilligerswerkzutphen.example" }],
    center: { name: "Vrijwilligerscentrale Zutphen", slug: "zutphen" },
    admin: { email: "beheer@zutphen.example", first_name: "Zoë", last_name: "Zutphen" },
    ...overrides,
  });

/** What a creation that fails must leave as it was: the tenants, their hosts, and every centre and user. */
async function platformRows() {
  const result = await t.db.execute(sql`select
      (select count(*) from tenants) as tenants, (select count(*) from tenant_hosts) as hosts,
      (select count(*) from volunteer_centers) as centers, (select count(*) from users) as users`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  operator = await signInOperator();
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe("the platform operator (issue 39, item 2)", () => {
  it("signs in with the tenants' protocol on the operator host only, and out again", async () => {
    const session = await signInOperator();
    expect(session["access-token"]).not.toBe("");
    expect(session.uid).toBe(DEMO_OPERATOR_EMAIL);
    await expectErrors(await postSignIn(OPERATOR_HOST, DEMO_OPERATOR_EMAIL, "wrong-password-1"), 401, "invalid_credentials");
    // On a tenant's host he is nobody.
    await expectErrors(await postSignIn(hostOf("oldebroek"), DEMO_OPERATOR_EMAIL), 401, "invalid_credentials");
    // Nor does a tenant's admin sign in on the operator host.
    await expectErrors(await postSignIn(OPERATOR_HOST, "admin@oldebroek.demo.test"), 401, "invalid_credentials");

    const out = await t.request("/auth/sign_out", { method: "DELETE", headers: session });
    expect(out.status).toBe(204);
    await expectErrors(await t.request("/api/v1/platform/tenants", { headers: session }), 401, "not_authorized");
  });

  it("resolves no tenant on the operator host: the tenants' API and pages are not there", async () => {
    const response = await t.request("/api/v1/volunteer_centers/current", { headers: { host: OPERATOR_HOST } });
    const [error] = await expectErrors(response, 404, "not_found");
    expect(error.detail).toContain("platform");
    await expectErrors(
      await t.request("/api/v1/volunteer_centers/current", { headers: { host: OPERATOR_HOST, "x-tenant": "oldebroek" } }),
      404,
      "not_found",
    );
  });

  it("is refused (403) on every tenant API, on a tenant's host or naming one", async () => {
    for (const path of ["/api/v1/users", "/api/v1/current_user", "/api/v1/volunteer_centers/current"]) {
      const headers = { ...operator, host: hostOf("oldebroek") };
      await expectErrors(await t.request(path, { headers }), 403, "forbidden");
    }
    // Its API on a tenant's host is no way in either.
    await expectErrors(
      await t.request("/api/v1/platform/tenants", { headers: { ...operator, host: hostOf("oldebroek") } }),
      403,
      "forbidden",
    );
  });

  it("refuses tenant users on its API, admins included: 403 with a session, 401 without, before the body is read", async () => {
    const admin = await signIn(t, "admin");
    const volunteer = await signIn(t, "volunteer", "roermond");
    for (const session of [admin, volunteer]) {
      await expectErrors(await t.request("/api/v1/platform/tenants", { headers: session }), 403, "forbidden");
      // Their session sent to the operator's host is theirs still: refused, not taken for a stranger's.
      await expectErrors(
        await t.request("/api/v1/platform/tenants", { headers: { ...session, host: OPERATOR_HOST } }),
        403,
        "forbidden",
      );
      await expectErrors(
        await t.request("/api/v1/platform/tenants", {
          method: "POST",
          headers: { ...session, host: OPERATOR_HOST },
          json: { bad: 1 },
        }),
        403,
        "forbidden",
      );
    }
    for (const host of [OPERATOR_HOST, hostOf("oldebroek")]) {
      await expectErrors(await t.request("/api/v1/platform/tenants", { headers: { host } }), 401, "not_authorized");
      await expectErrors(
        await t.request("/api/v1/platform/tenants", { method: "POST", headers: { host }, json: { bad: 1 } }),
        401,
        "not_authorized",
      );
    }
  });
});

describe("the operator API's tenants (issue 39, item 2)", () => {
  it("lists every tenant with its status, switches, hosts, centres, counts, storage and last activity", async () => {
    expect((await postSignIn(hostOf("oldebroek"), "volunteer@oldebroek.demo.test")).status).toBe(200);
    const document = await expectDocument(await platform("/tenants"), 200);
    expect(document.data.map((tenant) => tenant.id)).toEqual(["demo", "meedoen", "oldebroek", "public", "roermond"]);
    const oldebroek = document.data.find((tenant) => tenant.id === "oldebroek");
    const [{ n }] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.tenantId, "oldebroek")),
    );
    expect(oldebroek?.attributes).toMatchObject({
      name: "Vrijwilligerswerk Oldebroek",
      app_context: "gelderland",
      status: "active",
      switches: { person_to_person: true, person_to_person_wording: "neighbour-help", activities: true },
      hosts: [{ host: "www.vrijwilligerswerkoldebroek.nl", center_slug: null }],
      counts: { users: n },
    });
    // Its seed's images take room; a volunteer of it signed in just before: that is its last activity.
    expect(Number(oldebroek?.attributes?.storage_bytes)).toBeGreaterThan(0);
    const lastActivity = Date.parse(String(oldebroek?.attributes?.last_activity_at));
    expect(Date.now() - lastActivity).toBeLessThan(60_000);
    const counts = oldebroek?.attributes?.counts as Record<string, number>;
    expect(counts.organizations).toBeGreaterThan(0);
    expect(Object.keys(counts).sort()).toEqual(["applications_last30_days", "organizations", "users", "vacancies"].sort());
    const publicTenant = document.data.find((tenant) => tenant.id === "public");
    expect((publicTenant?.attributes?.centers as { slug: string }[] | undefined)?.map((center) => center.slug)).toEqual(
      expect.arrayContaining(["heumen", "ede"]),
    );

    const one = await expectDocument(await platform("/tenants/roermond"), 200);
    expect(one.data.attributes).toMatchObject({ name: "Vrijwilligerswerk Roermond", status: "active" });
    await expectErrors(await platform("/tenants/nergens"), 404, "not_found");
  });

  it("refuses a reserved or taken id, a taken, repeated or malformed host with pointers, and writes nothing", async () => {
    const before = await platformRows();
    const post = (body: unknown) => platform("/tenants", { method: "POST", json: body });
    for (const id of ["platform", "api", "www"]) {
      const errors = await expectErrors(await post(newTenant({ id })), 422, "validation_failed");
      expect(errors.map((e) => e.source?.pointer)).toEqual(["/data/attributes/id"]);
      expect(errors[0].detail).toBe("Deze id is gereserveerd voor het platform.");
    }
    const taken = await expectErrors(await post(newTenant({ id: "oldebroek" })), 422, "validation_failed");
    expect(taken.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ["/data/attributes/id", "Er is al een tenant met deze id."],
    ]);

    const hosts = await expectErrors(
      await post(
        newTenant({
          hosts: [
            { host: "www.vrijwilligerswerkroermond.nl" },
            { host: "nieuw.example" },
            { host: "nieuw.example" },
            { host: "platform.localhost" },
          ],
        }),
      ),
      422,
      "validation_failed",
    );
    expect(hosts.map((e) => e.source?.pointer)).toEqual([
      "/data/attributes/hosts/0/host",
      "/data/attributes/hosts/2/host",
      "/data/attributes/hosts/3/host",
    ]);
    const malformed = await expectErrors(
      await post(newTenant({ hosts: [{ host: "not a host!" }], id: "Zutphen" })),
      422,
      "validation_failed",
    );
    expect(malformed.map((e) => e.source?.pointer).sort()).toEqual(["/data/attributes/hosts/0/host", "/data/attributes/id"]);
    await expectErrors(await post(newTenant({ center: { name: "", slug: "Zutphen centrum" } })), 422, "validation_failed");

    expect(await platformRows()).toEqual(before);
    // Nothing to resolve: the id is unknown to every process.
    await expectErrors(
      await t.request("/api/v1/volunteer_centers/current", { headers: { "x-tenant": "zutphen" } }),
      400,
      "unknown_tenant",
    );
  });

  it("creates a tenant with its first centre and invited admin, answering on its hosts at once", async () => {
    const created = await expectDocument(await platform("/tenants", { method: "POST", json: newTenant() }), 201);
    expect(created.data).toMatchObject({
      id: "zutphen",
      type: "platform_tenants",
      attributes: {
        name: "Vrijwilligerswerk Zutphen",
        app_name: "Zutphen doet mee",
        status: "active",
        // Two-step sign-in for staff is on for a new tenant unless the operator turned it off (decision 29).
        switches: { person_to_person: true, activities: true, center_sharing: false, two_factor_for_staff: true },
        hosts: [{ host: "www.vrijwilligerswerkzutphen.example", center_slug: null }],
        counts: { users: 1, organizations: 0, vacancies: 0, applications_last30_days: 0 },
      },
    });
    expect((created.data.attributes?.centers as { slug: string; is_default: boolean }[] | undefined)?.[0]).toMatchObject({
      slug: "zutphen",
      is_default: true,
    });

    // Its wildcard host and its own host, right after creation.
    for (const host of ["zutphen.localhost:3000", "www.vrijwilligerswerkzutphen.example"]) {
      const current = await expectDocument(await t.request("/api/v1/volunteer_centers/current", { headers: { host } }), 200);
      expect(current.data.attributes?.name).toBe("Vrijwilligerscentrale Zutphen");
    }

    // Its starter site: the demo seed's home page of blocks, menus and mail templates.
    const home = await expectDocument(
      await t.request("/api/v1/pages/home", { headers: { host: "zutphen.localhost:3000" } }),
      200,
    );
    expect(home.data.type).toBe("pages");
    expect((home.data.attributes?.blocks as unknown[] | undefined)?.length).toBeGreaterThan(0);
    const menu = await expectDocument(
      await t.request("/api/v1/menu_items?filter[visible]=true", { headers: { host: "zutphen.localhost:3000" } }),
      200,
    );
    expect(menu.data.length).toBeGreaterThan(0);
    // And the pages every site has (decision 33), published from their templates with the new centre's name.
    const statement = await expectDocument(
      await t.request("/api/v1/pages?filter[slug]=toegankelijkheid,privacy-en-je-gegevens", {
        headers: { host: "zutphen.localhost:3000" },
      }),
      200,
    );
    expect(statement.data.map((page) => page.attributes?.system_page).sort()).toEqual(["accessibility", "privacy"]);
    expect(JSON.stringify(statement.data)).toContain("Vrijwilligerscentrale Zutphen wil dat iedereen deze website kan gebruiken");

    const page = testPageApp(t, "nl", () => createElement("main", null, "Welkom"));
    const html = await page("/nl", { headers: { host: "zutphen.localhost:3000" } });
    expect(html.status).toBe(200);
    expect(await html.text()).toContain("Welkom");

    // The first admin sets his password through the mailed link and signs in as the tenant's admin.
    await t.jobs.workDue();
    const mail = await inbox.waitFor("beheer@zutphen.example");
    expect(mail.text).toContain("https://www.vrijwilligerswerkzutphen.example/nl/auth/reset?reset_password_token=");
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const set = await t.request("/auth/password", {
      method: "PUT",
      headers: { host: "zutphen.localhost:3000", "content-type": "application/json" },
      body: JSON.stringify({
        reset_password_token: token,
        password: "Zutphen-begint-2026",
        password_confirmation: "Zutphen-begint-2026",
      }),
    });
    expect(set.status).toBe(204);
    const signedIn = await expectDocument(
      await postSignIn("zutphen.localhost:3000", "beheer@zutphen.example", "Zutphen-begint-2026"),
      200,
    );
    expect(signedIn.included?.map((role) => role.attributes?.name)).toEqual(["admin"]);

    // Audited in the tenant's own log.
    const admin = sessionOf(
      await postSignIn("zutphen.localhost:3000", "beheer@zutphen.example", "Zutphen-begint-2026"),
      "zutphen.localhost:3000",
    );
    // The first admin sets up two-step sign-in before anything else.
    await expectErrors(await t.request("/api/v1/audit_events", { headers: admin }), 403, "two_factor_setup_required");
    const setup = await expectDocument(await t.request("/api/v1/two_factor", { method: "POST", headers: admin }), 201);
    const code = totpCodeOf(String(setup.data.attributes?.secret));
    const confirm = { data: { type: "two_factors", attributes: { code } } };
    expect((await t.request("/api/v1/two_factor/confirm", { method: "POST", headers: admin, json: confirm })).status).toBe(200);
    const audit = await expectDocument(await t.request("/api/v1/audit_events", { headers: admin }), 200);
    expect(audit.data.map((event) => event.attributes?.action)).toContain("tenant.created");
    // The starter's stock images, for its pages and the admin's image picker.
    const stock = await expectDocument(await t.request("/api/v1/stock_images", { headers: admin }), 200);
    expect(stock.data.length).toBeGreaterThan(0);

    // A second with the same id or host is refused.
    const again = await expectErrors(
      await platform("/tenants", { method: "POST", json: newTenant({ hosts: [] }) }),
      422,
      "validation_failed",
    );
    expect(again.map((e) => e.source?.pointer)).toEqual(["/data/attributes/id"]);
    const host = await expectErrors(
      await platform("/tenants", { method: "POST", json: newTenant({ id: "warnsveld" }) }),
      422,
      "validation_failed",
    );
    expect(host.map((e) => e.source?.pointer)).toEqual(["/data/attributes/hosts/0/host"]);
  });

  it("changes a tenant's name, app name, switches and hosts, audited", async () => {
    const changed = await expectDocument(
      await platform("/tenants/meedoen", {
        method: "PATCH",
        json: tenantBody({
          name: "Meedoen Gelderland",
          app_name: null,
          switches: { internationalization: true },
          hosts: [{ host: "meedoen.example.nl" }],
        }),
      }),
      200,
    );
    expect(changed.data.attributes).toMatchObject({
      name: "Meedoen Gelderland",
      app_name: null,
      switches: { internationalization: true, activities: true },
      hosts: [{ host: "meedoen.example.nl", center_slug: null }],
    });
    const current = await expectDocument(
      await t.request("/api/v1/volunteer_centers/current", { headers: { host: "meedoen.example.nl" } }),
      200,
    );
    expect(current.data.type).toBe("volunteer_centers");
    const bad = await expectErrors(
      await platform("/tenants/meedoen", {
        method: "PATCH",
        json: tenantBody({ status: "gone", hosts: [{ host: "www.vrijwilligerswerkroermond.nl" }] }),
      }),
      422,
      "validation_failed",
    );
    expect(bad.map((e) => e.source?.pointer)).toEqual(["/data/attributes/status"]);
    const taken = await expectErrors(
      await platform("/tenants/meedoen", {
        method: "PATCH",
        json: tenantBody({ hosts: [{ host: "www.vrijwilligerswerkroermond.nl" }] }),
      }),
      422,
      "validation_failed",
    );
    expect(taken.map((e) => e.source?.pointer)).toEqual(["/data/attributes/hosts/0/host"]);
    const centre = await expectErrors(
      await platform("/tenants/meedoen", {
        method: "PATCH",
        json: tenantBody({ hosts: [{ host: "ergens.example.nl", center_slug: "nergens" }] }),
      }),
      422,
      "validation_failed",
    );
    expect(centre.map((e) => e.source?.pointer)).toEqual(["/data/attributes/hosts/0/center_slug"]);
    const audited = await t.db.execute(
      sql`select count(*)::int as n from audit_events where tenant_id = 'meedoen' and action = 'tenant.changed'`,
    );
    expect((audited as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });
});

describe("a centre added to a tenant (issue 39, item 3)", () => {
  const centerBody = (attributes: Record<string, unknown>) => ({ data: { type: "platform_centers", attributes } });
  const addCenter = (tenant: string, attributes: Record<string, unknown>) =>
    platform(`/tenants/${tenant}/centers`, { method: "POST", json: centerBody(attributes) });

  it("answers on its own host at once, beside the tenant's other hosts, audited", async () => {
    const response = await addCenter("roermond", {
      name: "Vrijwilligerspunt Roermond-Oost",
      slug: "oost",
      host: "oost.roermond.example",
    });
    const tenant = await expectDocument(response, 201);
    expect(response.headers.get("location")).toBe("/api/v1/platform/tenants/roermond");
    expect(tenant.data.attributes?.hosts).toEqual([
      { host: "oost.roermond.example", center_slug: "oost" },
      { host: "www.vrijwilligerswerkroermond.nl", center_slug: null },
    ]);
    expect(
      ((tenant.data.attributes?.centers ?? []) as { slug: string; is_default: boolean }[]).map((c) => [c.slug, c.is_default]),
    ).toContainEqual(["oost", false]);
    const current = await expectDocument(
      await t.request("/api/v1/volunteer_centers/current", { headers: { host: "oost.roermond.example" } }),
      200,
    );
    expect(current.data.attributes?.name).toBe("Vrijwilligerspunt Roermond-Oost");
    // The tenant's own host still leads to its first centre.
    const main = await expectDocument(
      await t.request("/api/v1/volunteer_centers/current", { headers: { host: "www.vrijwilligerswerkroermond.nl" } }),
      200,
    );
    expect(main.data.attributes?.name).not.toBe("Vrijwilligerspunt Roermond-Oost");
    const audited = await t.db.execute(
      sql`select count(*)::int as n from audit_events where tenant_id = 'roermond' and action = 'center.created'`,
    );
    expect((audited as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });

  it("refuses a taken slug, a host another tenant or this one has, a malformed host and an unknown tenant, and writes nothing", async () => {
    const before = await platformRows();
    const slug = await expectErrors(await addCenter("roermond", { name: "Nog eens", slug: "oost" }), 422, "validation_failed");
    expect(slug).toEqual([
      expect.objectContaining({ source: { pointer: "/data/attributes/slug" }, detail: expect.stringContaining("slug") }),
    ]);
    const other = await expectErrors(
      await addCenter("roermond", { name: "Noord", slug: "noord", host: "www.vrijwilligerswerkoldebroek.nl" }),
      422,
      "validation_failed",
    );
    expect(other.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ["/data/attributes/host", "Een andere tenant gebruikt deze host al."],
    ]);
    const own = await expectErrors(
      await addCenter("roermond", { name: "Noord", slug: "noord", host: "oost.roermond.example" }),
      422,
      "validation_failed",
    );
    expect(own.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ["/data/attributes/host", "Deze host staat er twee keer in."],
    ]);
    const malformed = await expectErrors(
      await addCenter("roermond", { name: "Noord", slug: "Noord!", host: "niet een host" }),
      422,
      "validation_failed",
    );
    expect(malformed.map((e) => e.source?.pointer).sort()).toEqual(["/data/attributes/host", "/data/attributes/slug"]);
    await expectErrors(await addCenter("nergens", { name: "Noord", slug: "noord" }), 404, "not_found");
    expect(await platformRows()).toEqual(before);
  });
});

describe("two creations of one tenant at once", () => {
  it("make it once; the other is a 422, never a 500", async () => {
    const body = newTenant({
      id: "tweeling",
      hosts: [{ host: "www.tweeling.example" }],
      admin: { email: "a@tweeling.example", first_name: "A", last_name: "B" },
    });
    const answers = await Promise.all([1, 2].map(() => platform("/tenants", { method: "POST", json: body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const made = await expectDocument(await platform("/tenants/tweeling"), 200);
    expect(made.data.attributes).toMatchObject({ status: "active", counts: { users: 1 } });
  });
});

describe("a creation that fails half-way", () => {
  it("leaves nothing behind: not the tenant, its hosts, its centre nor its admin", async () => {
    const before = await platformRows();
    // A slug the database refuses (longer than its column): the centre fails after the tenant was written.
    await expect(
      createPlatformTenant(t.db, {
        id: "halfweg",
        name: "Halfweg",
        hosts: [{ host: "www.halfweg.example" }],
        status: "active",
        center: { name: "Halfweg", slug: "h".repeat(80) },
        admin: { email: "beheer@halfweg.example", firstName: "Hal", lastName: "Fweg", locale: "nl" },
      }),
    ).rejects.toThrow();
    expect(await platformRows()).toEqual(before);
    expect((await tenantRegistry(t.db)).get("halfweg")).toBeUndefined();
    expect((await tenantRegistry(t.db)).byHost("www.halfweg.example")).toBeUndefined();
  });
});

describe("a suspended tenant (issue 39, item 3)", () => {
  const roermond = { host: hostOf("roermond") };
  const setStatus = (status: string) =>
    platform("/tenants/roermond", { method: "PATCH", json: tenantBody({ status }) }).then((response) =>
      expectDocument(response, 200),
    );

  it("answers 503 on its API and pages and refuses sign-in, keeps its data, and is back when active again", async () => {
    const before = await platformRows();
    expect((await setStatus("suspended")).data.attributes?.status).toBe("suspended");

    const [error] = await expectErrors(
      await t.request("/api/v1/volunteer_centers/current", { headers: roermond }),
      503,
      "service_unavailable",
    );
    expect(error.detail).toBe("Deze website is tijdelijk niet beschikbaar. Probeer het later nog eens.");
    await expectErrors(await postSignIn(hostOf("roermond"), "admin@roermond.demo.test"), 503, "service_unavailable");
    const english = await expectErrors(
      await t.request("/api/v1/vacancies", { headers: { ...roermond, "accept-language": "en" } }),
      503,
      "service_unavailable",
    );
    expect(english[0].detail).toBe("This website is temporarily unavailable. Please try again later.");

    const page = testPageApp(t, "nl", () => createElement("main", null, "Welkom"));
    const html = await page("/nl", { headers: roermond });
    expect(html.status).toBe(503);
    expect(html.headers.get("content-type")).toContain("text/html");
    expect(await html.text()).toContain("Deze website is tijdelijk niet beschikbaar");
    // The other tenants answer as before.
    expect((await page("/nl", { headers: { host: hostOf("oldebroek") } })).status).toBe(200);

    expect(await platformRows()).toEqual(before);
    expect((await setStatus("active")).data.attributes?.status).toBe("active");
    expect((await t.request("/api/v1/volunteer_centers/current", { headers: roermond })).status).toBe(200);
    expect((await postSignIn(hostOf("roermond"), "admin@roermond.demo.test")).status).toBe(200);
    expect((await page("/nl", { headers: roermond })).status).toBe(200);
  });
});
