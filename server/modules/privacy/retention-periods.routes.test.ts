import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RETENTION_MONTHS } from "../../../contract/forms";
import { TWO_FACTOR_REMEMBER_DAYS } from "../../../contract/two-factor";
import { expectDocument } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DELETION_TOKEN_LIFESPAN_MS } from "../identity/account-deletion.service";
import { TOKEN_LIFESPAN_MS } from "../identity/auth-tokens.service";
import { RESET_TOKEN_LIFESPAN_MS } from "../identity/password-reset.service";
import { CONFIRMATION_LIFESPAN_MS } from "../identity/signup.service";
import { UNUSED_UPLOAD_MS } from "../media/unused-uploads.service";
import { ARCHIVE_GRACE_MS, EXPORT_KEPT_MS } from "../platform/tenant-exports.service";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Period = { subject: string; amount: number | null; unit: string | null; until: string | null; name: string | null };

async function periods(tenant = "oldebroek"): Promise<Period[]> {
  const document = await expectDocument(await t.request("/api/v1/retention_periods", { headers: { host: hostOf(tenant) } }), 200);
  return document.data.map((resource) => resource.attributes as unknown as Period);
}
const of = (list: Period[], subject: string) => list.filter((period) => period.subject === subject);

describe("GET /api/v1/retention_periods: what the site keeps and for how long", () => {
  it("gives anyone the terms the code enforces, in the unit a reader expects", async () => {
    const list = await periods();
    const term = (subject: string) => of(list, subject).map(({ amount, unit }) => ({ amount, unit }));
    expect(term("sessions")).toEqual([{ amount: TOKEN_LIFESPAN_MS / DAY, unit: "days" }]);
    expect(term("remembered_device")).toEqual([{ amount: TWO_FACTOR_REMEMBER_DAYS, unit: "days" }]);
    expect(term("confirmation_link")).toEqual([{ amount: CONFIRMATION_LIFESPAN_MS / DAY, unit: "days" }]);
    expect(term("password_reset_link")).toEqual([{ amount: RESET_TOKEN_LIFESPAN_MS / HOUR, unit: "hours" }]);
    expect(term("account_deletion_link")).toEqual([{ amount: DELETION_TOKEN_LIFESPAN_MS / DAY, unit: "days" }]);
    expect(term("unused_uploads")).toEqual([{ amount: UNUSED_UPLOAD_MS / DAY, unit: "days" }]);
    expect(term("closed_site")).toEqual([{ amount: ARCHIVE_GRACE_MS / DAY, unit: "days" }]);
    expect(term("site_export")).toEqual([{ amount: EXPORT_KEPT_MS / DAY, unit: "days" }]);
    expect(term("default_form_submissions")).toEqual([{ amount: DEFAULT_RETENTION_MONTHS, unit: "months" }]);
    // What nothing deletes by itself says so.
    expect(of(list, "account")[0]).toMatchObject({ amount: null, unit: null, until: "account_deleted" });
    for (const subject of ["applications", "mail_deliveries", "audit_log"])
      expect(of(list, subject)[0]).toMatchObject({ amount: null, until: "removed" });
  });

  it("follows each public form's own retention setting: changed, the page says the new term", async () => {
    const admin = await as("admin");
    const forms = await expectDocument(await t.request("/api/v1/forms?page[size]=100", { headers: admin }), 200);
    const open = forms.data.filter((form) => form.attributes?.access_permission === "anonymous");
    const invited = forms.data.filter((form) => form.attributes?.access_permission === "token_holder");
    expect(open.length).toBeGreaterThan(0);
    const before = of(await periods(), "form_submissions");
    expect(before.map((period) => period.name).sort()).toEqual(open.map((form) => form.attributes?.title).sort());
    // A form by invitation only is not the public's business.
    for (const form of invited) expect(before.map((period) => period.name)).not.toContain(form.attributes?.title);

    const form = open[0];
    const changed = await t.request(`/api/v1/forms/${form.id}`, {
      method: "PATCH",
      headers: { ...admin, "content-type": "application/vnd.api+json" },
      json: { data: { type: "forms", attributes: { retention_months: 3 } } },
    });
    expect(changed.status).toBe(200);
    const after = of(await periods(), "form_submissions").find((period) => period.name === form.attributes?.title);
    expect(after).toMatchObject({ amount: 3, unit: "months" });
    // Another tenant's forms are never in it.
    const elsewhere = of(await periods("roermond"), "form_submissions").map((period) => period.name);
    expect(elsewhere).not.toContain(undefined);
    const roermondForms = await expectDocument(
      await t.request("/api/v1/forms?page[size]=100", { headers: await as("admin", "roermond") }),
      200,
    );
    const roermondOpen = roermondForms.data
      .filter((f) => f.attributes?.access_permission === "anonymous")
      .map((f) => f.attributes?.title);
    expect(elsewhere.sort()).toEqual(roermondOpen.sort());
  });
});
