import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, type ResponseDocument } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { applications } from "../applications/applications.table";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";
import { webhookDeliveries, webhooks } from "../webhooks/webhooks.table";
import { imports } from "./imports.table";
import { SITE_EXPORT, wordPressExport } from "./wordpress-export.test-data";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(async () => {
  await t.close();
});

type Tenant = "oldebroek" | "roermond";

async function upload(lines: string[], options: { kind?: string; dryRun?: boolean; tenant?: Tenant } = {}) {
  const { kind = "vacancies", dryRun, tenant = "oldebroek" } = options;
  const form = new FormData();
  form.append("file", new Blob([new TextEncoder().encode(lines.join("\r\n"))]), "vacatures.csv");
  form.append("kind", kind);
  if (dryRun !== undefined) form.append("dry_run", String(dryRun));
  return t.request("/api/v1/imports", {
    method: "POST",
    headers: { ...(await as("admin", tenant)), "accept-language": "nl" },
    body: form,
  });
}

const call = async (method: string, path: string, language = "nl") =>
  t.request(path, { method, headers: { ...(await as("admin", "oldebroek")), "accept-language": language } });

type Row = { row: number; outcome: string; target_id: number | null; errors: { column: string | null; message: string }[] };
const rowsOf = (document: ResponseDocument) => (document.meta?.rows ?? []) as Row[];
const countsOf = (document: ResponseDocument) => document.data.attributes?.counts as Record<string, number>;

const vacanciesTitled = (title: string, tenant: Tenant = "oldebroek") =>
  withTenant(t.db, tenant, (tx) =>
    tx
      .select()
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, tenant), sql`lower(${vacancies.title}) = lower(${title})`)),
  );

const nextYear = new Date().getUTCFullYear() + 1;

const VACANCIES = [
  "Organisatie;Titel;Omschrijving;Soort;Thema's;Plaats;Uren per week;Einddatum;VOG;Status",
  `Buurthuis Het Anker;Gastvrouw koffieochtend;Koffie schenken en een praatje maken op dinsdag.;Vrijwilligerswerk;Zorg en welzijn, Ouderen;Wezep;2,5;31-12-${nextYear};ja;`,
  "buurthuis het anker;Klusser;Kleine klussen in en om het buurthuis, zoals lampen vervangen.;;Klussen en onderhoud;;;;;concept",
  "Onbekende Stichting;Chauffeur;Mensen rijden naar het ziekenhuis en weer terug.;;;Oldebroek;;;;",
  "Buurthuis Het Anker;Kapotte datum;Een omschrijving die lang genoeg is.;;;Wezep;;32-13-2026;;",
  "Roermondse Rozen;Tuinier;Rozen snoeien in de tuin van de vereniging.;;;Roermond;;;;",
];

describe("imports: vacancies", () => {
  beforeAll(async () => {
    const orgs = ["Naam;Straat;Huisnummer;Postcode;Plaats", "Buurthuis Het Anker;Stationsweg;4;8091 AB;Oldebroek"];
    await expectDocument(await upload(orgs, { kind: "organizations", dryRun: false }), 201);
    const theirs = ["Naam", "Roermondse Rozen"];
    await expectDocument(await upload(theirs, { kind: "organizations", dryRun: false, tenant: "roermond" }), 201);
  });

  it("checks each row: the organization among the centre's, Dutch dates, themes by name; another tenant's not matched", async () => {
    const checked = await expectDocument(await upload(VACANCIES), 201);
    expect(checked.data.attributes?.status).toBe("ready");
    expect(countsOf(checked)).toMatchObject({ rows: 5, valid: 2, invalid: 3, create: 2 });
    const rows = rowsOf(checked);
    const byRow = new Map(rows.map((row) => [row.row, row]));
    expect(byRow.get(4)?.outcome).toBe("invalid");
    expect(byRow.get(4)?.errors[0].message).toContain("importeer eerst de organisaties");
    expect(byRow.get(4)?.errors[0].column).toBe("Organisatie");
    expect(byRow.get(5)?.errors[0]).toMatchObject({ column: "Einddatum" });
    expect(byRow.get(6)?.errors[0].message).toContain("Roermondse Rozen");
    const english = await expectDocument(await call("GET", `/api/v1/imports/${checked.data.id}`, "en"), 200);
    const unknown = rowsOf(english).find((row) => row.row === 4);
    expect(unknown?.errors[0].message).toContain("import the organisations first");
    expect(await vacanciesTitled("Gastvrouw koffieochtend")).toHaveLength(0);
  });

  it("runs: published unless the row says draft, the organization's place when it has none; again a no-op; undo", async () => {
    const checked = await expectDocument(await upload(VACANCIES), 201);
    // A partner system listens: it hears of the published vacancy as of one made through the API.
    const [{ centerId }] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(imports)
        .where(eq(imports.id, Number(checked.data.id))),
    );
    const [hook] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .insert(webhooks)
        .values({
          tenantId: "oldebroek",
          centerId,
          url: "https://partner.example.nl/hook",
          events: ["vacancy.published"],
          secret: "s".repeat(64),
        })
        .returning(),
    );
    const ran = await expectDocument(await call("POST", `/api/v1/imports/${checked.data.id}/run`), 200);
    expect(ran.data.attributes?.status).toBe("done");
    expect(countsOf(ran)).toMatchObject({ create: 2, invalid: 3 });
    const [host] = await vacanciesTitled("Gastvrouw koffieochtend");
    expect(host).toMatchObject({
      status: "published",
      vacancyType: "volunteering",
      themes: ["care-welfare", "elderly"],
      city: "Wezep",
      hoursPerWeek: 2.5,
      vogRequired: true,
    });
    expect(host.publishedAt).not.toBeNull();
    const heard = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id)),
    );
    expect(heard.map((delivery) => [delivery.event, (delivery.payload as { id: string }).id])).toEqual([
      ["vacancy.published", String(host.id)],
    ]);
    expect(host.description).toBe("<p>Koffie schenken en een praatje maken op dinsdag.</p>");
    expect(host.expiresAt?.toISOString()).toBe(`${nextYear}-12-31T22:59:00.000Z`);
    const [handyman] = await vacanciesTitled("Klusser");
    expect(handyman).toMatchObject({ status: "draft", themes: ["odd-jobs"], city: "Oldebroek", postalCode: "8091 AB" });
    // Visitors find the published one in the bank.
    const seen = await t.request(`/api/v1/vacancies/${host.id}`, { headers: { host: hostOf("oldebroek") } });
    expect(seen.status).toBe(200);

    // Running again, or importing the same file again, changes nothing.
    const again = await expectDocument(await call("POST", `/api/v1/imports/${checked.data.id}/run`), 200);
    expect(countsOf(again)).toEqual(countsOf(ran));
    const second = await expectDocument(await upload(VACANCIES, { dryRun: false }), 201);
    expect(countsOf(second)).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    expect(await vacanciesTitled("Gastvrouw koffieochtend")).toHaveLength(1);

    // A changed row updates the vacancy it names (organization + title); undo restores it.
    const changed = VACANCIES.slice(0, 2).map((line) => line.replace(";2,5;", ";4;"));
    const update = await expectDocument(await upload(changed, { dryRun: false }), 201);
    expect(countsOf(update)).toMatchObject({ update: 1 });
    expect((await vacanciesTitled("Gastvrouw koffieochtend"))[0].hoursPerWeek).toBe(4);
    const restored = await expectDocument(await call("DELETE", `/api/v1/imports/${update.data.id}`), 200);
    expect(countsOf(restored)).toMatchObject({ restored: 1 });
    expect((await vacanciesTitled("Gastvrouw koffieochtend"))[0].hoursPerWeek).toBe(2.5);

    // Undoing the first run removes what it made, but keeps a vacancy someone responded to since.
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .insert(applications)
        .values({ tenantId: "oldebroek", vacancyId: host.id, firstName: "An", lastName: "Jansen", email: "an@example.nl" }),
    );
    const undone = await expectDocument(await call("DELETE", `/api/v1/imports/${checked.data.id}`), 200);
    expect(undone.data.attributes?.status).toBe("undone");
    expect(countsOf(undone)).toMatchObject({ removed: 1, kept: 1 });
    expect((await vacanciesTitled("Klusser"))[0].status).toBe("deleted");
    expect((await vacanciesTitled("Gastvrouw koffieochtend"))[0].status).toBe("published");
  });

  it("knows a vacancy by its key column when the file has one, and a keyed organization by its key", async () => {
    await expectDocument(await upload(["Code;Naam", "ORG-77;Stichting Sleutel"], { kind: "organizations", dryRun: false }), 201);
    const file = (title: string) => [
      "Vacaturenummer;Organisatie;Titel;Omschrijving;Op afstand",
      `V-1;org-77;${title};Teksten schrijven voor de nieuwsbrief.;ja`,
    ];
    const first = await expectDocument(await upload(file("Schrijver nieuwsbrief"), { dryRun: false }), 201);
    expect(countsOf(first)).toMatchObject({ create: 1 });
    const renamed = await expectDocument(await upload(file("Redacteur nieuwsbrief"), { dryRun: false }), 201);
    expect(countsOf(renamed)).toMatchObject({ update: 1, create: 0 });
    const [vacancy] = await vacanciesTitled("Redacteur nieuwsbrief");
    expect(vacancy).toMatchObject({ remote: true, status: "published" });
    expect(await vacanciesTitled("Schrijver nieuwsbrief")).toHaveLength(0);
  });
  it("imports a WordPress export's vacancy posts: the suggested post type, its fields by name, its HTML cleaned", async () => {
    const wordpress = async (fields: Record<string, string>) => {
      const form = new FormData();
      form.append("file", new Blob([new TextEncoder().encode(SITE_EXPORT)]), "wordpress.xml");
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return t.request("/api/v1/imports", {
        method: "POST",
        headers: { ...(await as("admin", "oldebroek")), "accept-language": "nl" },
        body: form,
      });
    };
    const checked = await expectDocument(await wordpress({ kind: "vacancies" }), 201);
    const source = {
      wordpress: {
        post_type: "vacature",
        zip: false,
        post_types: [
          { name: "vacature", count: 2 },
          { name: "post", count: 1 },
        ],
        // The posts' terms: none is named as a vacancy type, so none gives one until the user says so.
        terms: [
          { taxonomy: "category", name: "Zorg en welzijn", count: 1, vacancy_type: null },
          { taxonomy: "post_tag", name: "ouderen", count: 1, vacancy_type: null },
          { taxonomy: "category", name: "Klussen en onderhoud", count: 1, vacancy_type: null },
        ],
      },
    };
    expect(checked.data.attributes?.source).toEqual(source);
    // Kept with the import: the screen names the post types later too.
    expect(
      (
        await expectDocument(
          await t.request(`/api/v1/imports/${checked.data.id}`, { headers: await as("admin", "oldebroek") }),
          200,
        )
      ).data.attributes?.source,
    ).toEqual(source);
    expect(checked.data.attributes?.mapping).toEqual(
      expect.arrayContaining([
        { column: "title", field: "title" },
        { column: "category", field: "themes" },
        { column: "post_tag", field: null },
        { column: "organisatie", field: "organization" },
        { column: "uren_per_week", field: "hours_per_week" },
      ]),
    );
    expect(countsOf(checked)).toMatchObject({ rows: 2, valid: 2, create: 2 });

    const ran = await expectDocument(await call("POST", `/api/v1/imports/${checked.data.id}/run`), 200);
    expect(countsOf(ran)).toMatchObject({ create: 2 });
    const [host] = await vacanciesTitled("Gastvrouw voor de koffieochtend");
    expect(host).toMatchObject({
      status: "published",
      hoursPerWeek: 2.5,
      summary: "Koffie en een praatje",
      themes: ["care-welfare"],
    });
    expect(host.description).toContain("<strong>dinsdag</strong>");
    expect(host.description).toContain("<ul><li>Gezellig</li>");
    expect(host.description).not.toMatch(/script|wp:paragraph/);
    const [handyman] = await vacanciesTitled("Klusser in en om het buurthuis");
    expect(handyman.status).toBe("draft");
    expect(handyman.description).toContain("<p>Je werkt met <em>een vaste ploeg</em>.<br />Op afspraak.</p>");

    // A post type the export does not have, and an export as organizations, are refused at the file.
    const missing = await wordpress({ kind: "vacancies", post_type: "job_listing" });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors[0]).toMatchObject({
      source: { pointer: "/data/attributes/file" },
      detail: "Deze WordPress-export heeft geen berichten van het type ‘job_listing’. Wel: vacature (2), post (1).",
    });
    const asOrganizations = await wordpress({ kind: "organizations" });
    expect(asOrganizations.status).toBe(422);
    expect((await asOrganizations.json()).errors[0].detail).toContain("als vacatures geïmporteerd");
  });

  it("maps the posts' terms to vacancy types one by one, suggested by name, kept with the import", async () => {
    const file = wordPressExport([
      {
        id: 501,
        title: "Taalmaatje voor een nieuwkomer",
        type: "vacature",
        content: "<p>Samen Nederlands oefenen.</p>",
        terms: [
          { domain: "job_listing_type", name: "Taalmaatje" },
          { domain: "category", name: "Buurt" },
        ],
        meta: { organisatie: "Buurthuis Het Anker" },
      },
      {
        id: 502,
        title: "Voorlezer op de dinsdagmiddag",
        type: "vacature",
        content: "<p>Voorlezen in het buurthuis.</p>",
        terms: [{ domain: "category", name: "Buurt" }],
        meta: { organisatie: "Buurthuis Het Anker" },
      },
    ]);
    const form = new FormData();
    form.append("file", new Blob([new TextEncoder().encode(file)]), "wordpress.xml");
    form.append("kind", "vacancies");
    const checked = await expectDocument(
      await t.request("/api/v1/imports", {
        method: "POST",
        headers: { ...(await as("admin", "oldebroek")), "accept-language": "nl" },
        body: form,
      }),
      201,
    );
    type Terms = { wordpress: { terms: unknown[] } };
    const termsOf = (document: ResponseDocument) => (document.data.attributes?.source as Terms | undefined)?.wordpress.terms;
    // "Taalmaatje" is a vacancy type's Dutch name: suggested; "Buurt" is none.
    expect(termsOf(checked)).toEqual([
      { taxonomy: "job_listing_type", name: "Taalmaatje", count: 1, vacancy_type: "language" },
      { taxonomy: "category", name: "Buurt", count: 2, vacancy_type: null },
    ]);
    const id = checked.data.id;
    // "Buurt" is no theme: the category column is left out, its terms speak through their types.
    const columns = (checked.data.attributes?.mapping ?? []) as { column: string; field: string | null }[];
    const mapping = columns.map((column) => (column.column === "category" ? { ...column, field: null } : column));
    const recheck = async (terms: unknown, role: "admin" | "volunteer" = "admin") =>
      t.request(`/api/v1/imports/${id}`, {
        method: "PATCH",
        headers: { ...(await as(role, "oldebroek")), "accept-language": "nl", "content-type": "application/vnd.api+json" },
        body: JSON.stringify({ data: { type: "imports", id, attributes: { mapping, terms } } }),
      });
    // A term the posts lack, or a type a term cannot give: refused, nothing changed.
    const unknown = await recheck([{ taxonomy: "category", name: "Sport", vacancy_type: "activity" }]);
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors[0]).toMatchObject({
      source: { pointer: "/data/attributes/terms" },
      detail: "De berichten hebben geen term ‘Sport’ in ‘category’.",
    });
    expect((await recheck([{ taxonomy: "category", name: "Buurt", vacancy_type: "one-on-one" }])).status).toBe(422);
    expect((await recheck([{ taxonomy: "category", name: "Buurt", vacancy_type: "activity" }], "volunteer")).status).toBe(403);

    const rechecked = await expectDocument(
      await recheck([{ taxonomy: "category", name: "Buurt", vacancy_type: "activity" }]),
      200,
    );
    expect(termsOf(rechecked)).toEqual([
      { taxonomy: "job_listing_type", name: "Taalmaatje", count: 1, vacancy_type: "language" },
      { taxonomy: "category", name: "Buurt", count: 2, vacancy_type: "activity" },
    ]);
    await expectDocument(await call("POST", `/api/v1/imports/${id}/run`), 200);
    // The first term with a type wins: the language buddy stays one, the reader becomes an activity.
    expect((await vacanciesTitled("Taalmaatje voor een nieuwkomer"))[0].vacancyType).toBe("language");
    expect((await vacanciesTitled("Voorlezer op de dinsdagmiddag"))[0].vacancyType).toBe("activity");
  });

  it("gives the rows without an organization the one organization_id names, of the centre's own only", async () => {
    const organizationsNamed = async (name: string, tenant: Tenant) =>
      withTenant(t.db, tenant, (tx) =>
        tx
          .select()
          .from(organizations)
          .where(and(eq(organizations.tenantId, tenant), eq(organizations.name, name))),
      );
    const [anchor] = await organizationsNamed("Buurthuis Het Anker", "oldebroek");
    const [theirs] = await organizationsNamed("Roermondse Rozen", "roermond");
    const withOrganization = async (organizationId: string, lines: string[]) => {
      const form = new FormData();
      form.append("file", new Blob([new TextEncoder().encode(lines.join("\r\n"))]), "vacatures.csv");
      form.append("kind", "vacancies");
      form.append("organization_id", organizationId);
      return t.request("/api/v1/imports", {
        method: "POST",
        headers: { ...(await as("admin", "oldebroek")), "accept-language": "nl" },
        body: form,
      });
    };
    const lines = [
      "Titel;Omschrijving",
      "Voorlezer;Voorlezen in de bibliotheek op zaterdag.",
      "Tuinman;Het gras maaien bij het buurthuis.",
    ];
    const checked = await expectDocument(await withOrganization(String(anchor.id), lines), 201);
    expect(countsOf(checked)).toMatchObject({ rows: 2, valid: 2, create: 2 });
    await expectDocument(await call("POST", `/api/v1/imports/${checked.data.id}/run`), 200);
    expect((await vacanciesTitled("Voorlezer"))[0].organizationId).toBe(anchor.id);

    // Another tenant's organization is as unknown as one that does not exist; and it is a number.
    for (const id of [String(theirs.id), "99999999", "het anker"]) {
      const refused = await withOrganization(id, lines);
      expect(refused.status).toBe(422);
      expect((await refused.json()).errors[0]).toMatchObject({ source: { pointer: "/data/attributes/organization_id" } });
    }
    // Without it, the file still needs its organization column.
    const withoutColumn = await upload(lines);
    expect(withoutColumn.status).toBe(422);
  });
});
