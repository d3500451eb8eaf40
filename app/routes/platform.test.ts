import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoEmail } from "../../server/modules/identity/identity.factory";
import {
  DEMO_OPERATOR_EMAIL,
  DEMO_OPERATOR_TOTP_SECRET,
  TEST_OPERATOR_DEVICE,
} from "../../server/modules/identity/identity.seed";
import { createOperator } from "../../server/modules/identity/operators.service";
import { sweepArchives } from "../../server/modules/platform/tenant-exports.service";
import { screensTestApp } from "../../server/test/screens";
import { hostOf, sessionCookie, sessionOf } from "../../server/test/sign-in";
import { totpCodeOf } from "../../server/test/totp-codes";

const screens = screensTestApp();
const OPERATOR_HOST = "platform.localhost:3000";
const DAY_MS = 24 * 60 * 60_000;
let addresses = 0;

/** The operator's cookies after signing in on the operator's host, as the console's sign-in leaves them. */
async function operatorCookie() {
  addresses += 1;
  const response = await screens.app().request("/auth/sign_in", {
    method: "POST",
    headers: { host: OPERATOR_HOST, "content-type": "application/json", "two-factor-device": TEST_OPERATOR_DEVICE },
    body: JSON.stringify({ email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD }),
    address: `10.66.${addresses}.1`,
  });
  expect(response.status).toBe(200);
  return sessionCookie(sessionOf(response));
}

const asOperator = async () => ({ host: OPERATOR_HOST, cookie: await operatorCookie() });

const newTenant = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  id: "zwolle",
  name: "Vrijwilligerswerk Zwolle",
  app_name: "",
  app_context: "gelderland",
  hosts: "www.vrijwilligerswerkzwolle.example",
  activities: "on",
  person_to_person_wording: "one-on-one",
  center_name: "Vrijwilligerscentrale Zwolle",
  slug: "zwolle",
  email: "beheer@zwolle.example",
  first_name: "Zara",
  last_name: "Zwolle",
  ...overrides,
});

describe("the operator console on the operator's host", () => {
  it("sends a visitor who is not signed in to the console's sign-in, and the bare host to the console", async () => {
    const list = await screens.open("/nl/platform", { host: OPERATOR_HOST });
    expect(list.status).toBe(302);
    expect(list.location).toBe(`/nl/platform/sign-in?redirectTo=${encodeURIComponent("/nl/platform")}`);
    const signIn = await screens.open("/nl/platform/sign-in", { host: OPERATOR_HOST });
    expect(signIn.status).toBe(200);
    expect(signIn.screen.getByRole("heading", { level: 1 }).textContent).toBe("Inloggen als platformbeheerder");
    const bare = await screens.open("/en", { host: OPERATOR_HOST });
    expect(bare.location).toBe("/en/platform");
  });

  it("signs the operator in with his password and the code of his app, and refuses a tenant's admin with the reason", async () => {
    const password = await screens.post(
      "/nl/platform/sign-in?redirectTo=%2Fnl%2Fplatform",
      { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD },
      { host: OPERATOR_HOST },
    );
    // Every operator gives a code (issue 44 item 4): the second step, with the challenge in the form.
    expect(password.status).toBe(200);
    expect(password.screen.getByRole("heading", { level: 1 }).textContent).toBe("Tweestapsaanmelding");
    const challenge = (password.document.querySelector('input[name="challenge"]') as HTMLInputElement).value;
    const wrong = await screens.post(
      "/nl/platform/sign-in?redirectTo=%2Fnl%2Fplatform",
      { intent: "two_factor", mode: "app", challenge, code: "000000" },
      { host: OPERATOR_HOST },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.document.getElementById("code")?.getAttribute("aria-invalid")).toBe("true");
    const operator = await screens.post(
      "/nl/platform/sign-in?redirectTo=%2Fnl%2Fplatform",
      { intent: "two_factor", mode: "app", challenge, code: totpCodeOf(DEMO_OPERATOR_TOTP_SECRET) },
      { host: OPERATOR_HOST },
    );
    expect(operator.status).toBe(302);
    expect(operator.location).toBe("/nl/platform");
    const admin = await screens.post(
      "/nl/platform/sign-in",
      { email: demoEmail("admin", "oldebroek"), password: DEMO_PASSWORD },
      { host: OPERATOR_HOST },
    );
    expect(admin.status).toBe(401);
    expect(admin.screen.getByRole("alert").textContent).toMatch(/\S/);
    expect(admin.location).toBeNull();
  });

  it("sends an operator without two-step sign-in to its set-up first, which the console's header links to", async () => {
    await createOperator(screens.app().db, { email: "nieuw@platform.example", name: "Nieuw", password: "Nieuw-beheer-2026" });
    const answer = await screens.app().request("/auth/sign_in", {
      method: "POST",
      headers: { host: OPERATOR_HOST, "content-type": "application/json" },
      body: JSON.stringify({ email: "nieuw@platform.example", password: "Nieuw-beheer-2026" }),
      address: "10.67.0.1",
    });
    const cookie = sessionCookie(sessionOf(answer));
    const list = await screens.open("/nl/platform", { host: OPERATOR_HOST, cookie });
    expect(list.location).toBe("/nl/platform/two-factor");
    const setUp = await screens.open("/nl/platform/two-factor", { host: OPERATOR_HOST, cookie });
    expect(setUp.status).toBe(200);
    expect(setUp.screen.getByRole("heading", { level: 1 }).textContent).toBe("Tweestapsaanmelding");
    expect(setUp.screen.getByTestId("two-factor-status").textContent).toBe("Tweestapsaanmelding staat uit.");
    expect(setUp.screen.getByRole("link", { name: "Tweestapsaanmelding" }).getAttribute("href")).toBe("/nl/platform/two-factor");
    const started = await screens.post("/nl/platform/two-factor", { intent: "start" }, { host: OPERATOR_HOST, cookie });
    const secret = started.screen.getByTestId("two-factor-secret").textContent?.replace(/\s/g, "") ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const form = started.document.querySelector('input[name="qr_svg"]') as HTMLInputElement;
    const confirmed = await screens.post(
      "/nl/platform/two-factor",
      { intent: "confirm", secret, uri: "", qr_svg: form.value, code: totpCodeOf(secret) },
      { host: OPERATOR_HOST, cookie },
    );
    expect(confirmed.screen.getByTestId("recovery-codes").querySelectorAll("li")).toHaveLength(10);
    expect((await screens.open("/nl/platform", { host: OPERATOR_HOST, cookie })).status).toBe(200);
  });

  it("lists every tenant with its status, hosts, centres and counts", async () => {
    const { status, screen, document } = await screens.open("/en/platform", await asOperator());
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Tenants");
    const table = document.querySelector('[data-testid="tenant-table"]') as HTMLElement;
    const rows = [...table.querySelectorAll('[data-testid="tenant-row"]')].map((row) => row.textContent ?? "");
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const oldebroek = rows.find((row) => row.includes("oldebroek"));
    expect(oldebroek).toContain("Active");
    expect(oldebroek).toContain("Users");
    expect(oldebroek).toContain("Applications (30 days)");
    // The same tenants as cards for a phone.
    expect(document.querySelectorAll('[data-testid="tenant-card"]')).toHaveLength(rows.length);
  });

  it("is not there on a tenant's site, whose pages stay the tenant's", async () => {
    const console = await screens.open("/nl/platform", { tenant: "oldebroek" });
    expect(console.status).toBe(404);
    const home = await screens.open("/nl", { tenant: "oldebroek" });
    expect(home.status).toBe(200);
  });

  it("creates a tenant: a refusal beside its field, then the tenant's page, then it is suspended and its site is 503", async () => {
    const operator = await asOperator();
    // The form's own check: a centre's slug with capitals.
    const badSlug = await screens.post("/nl/platform/tenants/new", newTenant({ slug: "Zwolle Centrum" }), operator);
    expect(badSlug.status).toBe(422);
    expect(badSlug.document.getElementById("slug")?.getAttribute("aria-invalid")).toBe("true");
    expect(badSlug.document.getElementById("slug-error")?.textContent).toMatch(/\S/);

    // The API's refusal: the id is taken; its pointer puts the message beside the id, and the form keeps its values.
    const taken = await screens.post("/nl/platform/tenants/new", newTenant({ id: "oldebroek" }), operator);
    expect(taken.status).toBe(422);
    expect(taken.document.getElementById("id")?.getAttribute("aria-invalid")).toBe("true");
    expect(taken.document.getElementById("id-error")?.textContent).toMatch(/\S/);
    expect((taken.document.getElementById("name") as HTMLInputElement).value).toBe("Vrijwilligerswerk Zwolle");

    // The starter site: the standard one first, or a copy of an existing tenant's; an unknown one refused beside it.
    const form = await screens.open("/nl/platform/tenants/new", operator);
    const templates = [...(form.document.getElementById("template")?.querySelectorAll("option") ?? [])];
    expect(form.document.querySelector('label[for="template"]')?.textContent).toContain("Startsite kopiëren van");
    expect(templates[0]?.textContent).toBe("Standaard startsite");
    expect(templates.map((option) => option.getAttribute("value"))).toContain("oldebroek");
    const unknown = await screens.post("/nl/platform/tenants/new", newTenant({ template: "nergens" }), operator);
    expect(unknown.status).toBe(422);
    expect(unknown.document.getElementById("template-error")?.textContent).toMatch(/\S/);

    const created = await screens.post("/nl/platform/tenants/new", newTenant(), operator);
    expect(created.status).toBe(302);
    expect(created.location).toBe("/nl/platform/tenants/zwolle?flash=created");
    const page = await screens.open("/nl/platform/tenants/zwolle", operator);
    expect(page.status).toBe(200);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("Vrijwilligerswerk Zwolle");
    expect(page.document.querySelector('[data-testid="tenant-status"]')?.textContent).toBe("Actief");
    expect(page.document.body.textContent).toContain("www.vrijwilligerswerkzwolle.example");

    const site = await screens.open("/nl", { tenant: "zwolle" });
    expect(site.status).toBe(200);

    const suspended = await screens.post("/nl/platform/tenants/zwolle", { intent: "status", status: "suspended" }, operator);
    expect(suspended.status).toBe(302);
    const after = await screens.open("/nl/platform/tenants/zwolle", operator);
    expect(after.document.querySelector('[data-testid="tenant-status"]')?.textContent).toBe("Opgeschort");
    expect(after.screen.getByRole("button", { name: "Weer actief maken" })).toBeTruthy();
    const list = await screens.open("/nl/platform", operator);
    const row = [...list.document.querySelectorAll('[data-testid="tenant-row"]')].find((r) => r.textContent?.includes("zwolle"));
    expect(row?.textContent).toContain("Opgeschort");

    const unavailable = await screens.open("/nl", { host: hostOf("zwolle") });
    expect(unavailable.status).toBe(503);
  });

  it("adds a further centre: refusals beside their fields, then the centre with its host in the list", async () => {
    const operator = await asOperator();
    const page = await screens.open("/en/platform/tenants/oldebroek", operator);
    const centers = page.document.querySelector('[data-testid="tenant-centers"]') as HTMLElement;
    const [first] = [...centers.querySelectorAll('[data-testid="tenant-center"]')];
    const slug = first.querySelector(".font-mono")?.textContent ?? "";
    expect(slug).toMatch(/\S/);
    const center = (fields: Record<string, string>) => ({
      intent: "center",
      center_name: "Epe",
      slug: "epe",
      host: "",
      ...fields,
    });

    // The form's own check: a malformed host.
    const badHost = await screens.post("/en/platform/tenants/oldebroek", center({ host: "not a host" }), operator);
    expect(badHost.status).toBe(422);
    expect(badHost.document.getElementById("host")?.getAttribute("aria-invalid")).toBe("true");
    // The API's: the slug is the tenant's already, the host another tenant's; the messages beside their fields.
    const taken = await screens.post("/nl/platform/tenants/oldebroek", center({ slug, host: "zutphen.localhost" }), operator);
    expect(taken.status).toBe(422);
    expect(taken.document.getElementById("slug-error")?.textContent).toMatch(/\S/);
    expect((taken.document.getElementById("center_name") as HTMLInputElement).value).toBe("Epe");
    // The tenant's own form shows none of it.
    expect(taken.document.getElementById("name")?.getAttribute("aria-invalid")).not.toBe("true");

    const added = await screens.post("/nl/platform/tenants/oldebroek", center({ host: "www.epe.example" }), operator);
    expect(added.status).toBe(302);
    expect(added.location).toBe("/nl/platform/tenants/oldebroek?flash=centerAdded");
    const after = await screens.open("/nl/platform/tenants/oldebroek", operator);
    const epe = [...after.document.querySelectorAll('[data-testid="tenant-center"]')].find((li) =>
      li.textContent?.includes("Epe"),
    );
    expect(epe?.textContent).toContain("www.epe.example");
  });

  it("exports a tenant in the background: the list shows it queued, then done with its download", async () => {
    const operator = await asOperator();
    const queued = await screens.post("/en/platform/tenants/oldebroek", { intent: "export" }, operator);
    expect(queued.status).toBe(302);
    expect(queued.location).toBe("/en/platform/tenants/oldebroek?flash=exportQueued");
    const waiting = await screens.open("/en/platform/tenants/oldebroek", operator);
    const [row] = [...waiting.document.querySelectorAll('[data-testid="tenant-export"]')];
    expect(row.textContent).toContain("Queued");
    // Without JavaScript the page is refreshed by a link.
    expect(waiting.screen.getByRole("link", { name: "Refresh" })).toBeTruthy();

    await screens.app().jobs.workDue();
    const done = await screens.open("/en/platform/tenants/oldebroek", operator);
    const [first] = [...done.document.querySelectorAll('[data-testid="tenant-export"]')];
    expect(first.textContent).toMatch(/Done: .*tables/);
    const link = done.screen.getByRole("link", { name: "Download" });
    expect(link.getAttribute("href")).toMatch(/^\/api\/v1\/platform\/tenants\/oldebroek\/exports\/\d+\/download$/);
    const zip = await screens
      .app()
      .request(link.getAttribute("href") ?? "", { headers: { host: OPERATOR_HOST, cookie: operator.cookie } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-disposition")).toMatch(/^attachment/);
  });

  it("archives a tenant after a confirmation that names the date of erasure; made active again, that date is gone", async () => {
    const operator = await asOperator();
    const page = await screens.open("/nl/platform/tenants/roermond", operator);
    const intro =
      page.document.getElementById("tenant-archive")?.closest("section")?.textContent ?? page.document.body.textContent;
    expect(intro).toMatch(/wist alle gegevens op \d+ \S+ \d{4}/);

    const archived = await screens.post("/nl/platform/tenants/roermond", { intent: "archive" }, operator);
    expect(archived.status).toBe(302);
    expect(archived.location).toBe("/nl/platform/tenants/roermond?flash=archived");
    const after = await screens.open("/nl/platform/tenants/roermond", operator);
    expect(after.document.querySelector('[data-testid="tenant-status"]')?.textContent).toBe("Gearchiveerd");
    expect(after.document.querySelector('[data-testid="tenant-erasure"]')?.textContent).toMatch(/gewist op \d+ \S+ \d{4}/);
    expect(after.document.body.textContent).toContain("bij het archiveren");
    // Archiving twice is refused on the page, beside the archive.
    const again = await screens.post("/nl/platform/tenants/roermond", { intent: "archive" }, operator);
    expect(again.status).toBe(422);
    expect(again.screen.getByText("Deze tenant is al gearchiveerd.")).toBeTruthy();

    const active = await screens.post("/nl/platform/tenants/roermond", { intent: "status", status: "active" }, operator);
    expect(active.status).toBe(302);
    const back = await screens.open("/nl/platform/tenants/roermond", operator);
    expect(back.document.querySelector('[data-testid="tenant-status"]')?.textContent).toBe("Actief");
    expect(back.document.querySelector('[data-testid="tenant-erasure"]')).toBeNull();
  });

  it("restores an erased tenant from its archive with the button on its page: back suspended, with its data", async () => {
    const operator = await asOperator();
    const app = screens.app();
    await screens.post("/nl/platform/tenants/roermond", { intent: "archive" }, operator);
    await app.jobs.workDue();
    expect((await sweepArchives(app.db, app.deps.storage, new Date(Date.now() + 31 * DAY_MS))).erased).toEqual(["roermond"]);
    const erased = await screens.open("/nl/platform/tenants/roermond", operator);
    expect(erased.document.querySelector('[data-testid="tenant-erasure"]')?.textContent).toMatch(/gewist op/);
    expect(erased.screen.getByRole("button", { name: "Terugzetten uit het archief" })).toBeTruthy();

    const restored = await screens.post("/nl/platform/tenants/roermond", { intent: "restore" }, operator);
    expect(restored.location).toBe("/nl/platform/tenants/roermond?flash=restored");
    const page = await screens.open("/nl/platform/tenants/roermond", operator);
    expect(page.document.querySelector('[data-testid="tenant-status"]')?.textContent).toBe("Opgeschort");
    expect(page.document.querySelector('[data-testid="tenant-erasure"]')).toBeNull();
    expect(page.screen.queryByRole("button", { name: "Terugzetten uit het archief" })).toBeNull();
    // Restored once: the same post again is refused beside the archive, and changes nothing.
    const again = await screens.post("/nl/platform/tenants/roermond", { intent: "restore" }, operator);
    expect(again.status).toBe(422);
    expect(again.screen.getByText(/Alleen een tenant waarvan de gegevens gewist zijn/)).toBeTruthy();
    await screens.post("/nl/platform/tenants/roermond", { intent: "status", status: "active" }, operator);
  });

  it("signs in as a tenant's admin with a reason, without JavaScript: to the tenant's host, with the banner and its stop", async () => {
    const operator = await asOperator();
    const page = await screens.open(`/nl/platform/tenants/oldebroek?user_q=${encodeURIComponent("admin@")}`, operator);
    const select = page.document.getElementById("user_id") as HTMLSelectElement;
    const option = [...select.options].find((o) => o.textContent?.includes(demoEmail("admin", "oldebroek")));
    expect(option).toBeDefined();
    expect([...select.options].filter((o) => o.value !== "")).toHaveLength(1);

    const impersonate = (reason: string) =>
      screens.post("/nl/platform/tenants/oldebroek", { intent: "impersonate", user_id: option?.value ?? "", reason }, operator);
    const short = await impersonate("x");
    expect(short.status).toBe(422);
    expect(short.document.getElementById("reason")?.getAttribute("aria-invalid")).toBe("true");

    const sent = await impersonate("Hulp bij de mailsjablonen");
    expect(sent.status).toBe(302);
    const handoff = new URL(sent.location ?? "");
    expect(handoff.pathname).toBe("/auth/operator-handoff");
    const landed = await screens
      .app()
      .request(`${handoff.pathname}${handoff.search}`, { headers: { host: hostOf("oldebroek") } });
    expect(landed.status).toBe(303);
    const cookie = landed.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const tenantSite = { host: hostOf("oldebroek"), cookie };
    const dashboard = await screens.open(landed.headers.get("location") ?? "", tenantSite);
    expect(dashboard.status).toBe(200);
    const banner = dashboard.document.querySelector('[data-testid="impersonation-banner"]');
    expect(banner?.textContent).toContain("namens het platformbeheer");

    const stopped = await screens.post("/nl/impersonation/stop", {}, tenantSite);
    expect(stopped.status).toBe(302);
    expect(stopped.location).toBe("/nl");
    const me = await screens.app().request("/api/v1/current_user", { headers: tenantSite });
    expect(me.status).toBe(401);
  });

  it("offers no impersonation for a tenant that is not active", async () => {
    const operator = await asOperator();
    await screens.post("/nl/platform/tenants/oldebroek", { intent: "status", status: "suspended" }, operator);
    try {
      const page = await screens.open("/nl/platform/tenants/oldebroek", operator);
      expect(page.document.querySelector('[data-testid="impersonation-form"]')).toBeNull();
      expect(
        page.document.getElementById("tenant-impersonation")?.closest("section")?.textContent ?? page.document.body.textContent,
      ).toContain("alleen bij een actieve tenant");
    } finally {
      await screens.post("/nl/platform/tenants/oldebroek", { intent: "status", status: "active" }, operator);
    }
  });
});
