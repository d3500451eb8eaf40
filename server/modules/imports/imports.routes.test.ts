import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { IMPORT_LIMITS } from "../../../contract/imports";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors, type ResponseDocument } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditEvents } from "../audit/audit.table";
import { demoEmail } from "../identity/identity.factory";
import { userRoles, users } from "../identity/identity.table";
import { addresses, organizations } from "../organizations/organizations.table";
import { volunteerProfiles } from "../volunteer-profiles/volunteer-profiles.table";
import { imports } from "./imports.table";

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

type Tenant = "oldebroek" | "roermond";

interface Upload {
  bytes: Uint8Array | string;
  name?: string;
  kind?: string;
  dryRun?: boolean;
  mapping?: unknown;
  role?: Role | null;
  tenant?: Tenant;
  language?: string;
}

async function upload(options: Upload) {
  const { bytes, name = "bestand.csv", kind = "organizations", dryRun, mapping, role = "admin", tenant = "oldebroek" } = options;
  const form = new FormData();
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  form.append("file", new Blob([new Uint8Array(data)]), name);
  form.append("kind", kind);
  if (dryRun !== undefined) form.append("dry_run", String(dryRun));
  if (mapping !== undefined) form.append("mapping", typeof mapping === "string" ? mapping : JSON.stringify(mapping));
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request("/api/v1/imports", {
    method: "POST",
    headers: { ...auth, "accept-language": options.language ?? "nl" },
    body: form,
  });
}

async function call(method: string, path: string, role: Role | null = "admin", tenant: Tenant = "oldebroek", language = "nl") {
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(path, { method, headers: { ...auth, "accept-language": language } });
}

type Row = {
  row: number;
  label: string | null;
  outcome: string;
  target_id: number | null;
  errors: { column: string | null; message: string }[];
};
const rowsOf = (document: ResponseDocument) => (document.meta?.rows ?? []) as Row[];
const countsOf = (document: ResponseDocument) => document.data.attributes?.counts as Record<string, number>;

const orgsNamed = (name: string, tenant: Tenant = "oldebroek") =>
  withTenant(t.db, tenant, (tx) =>
    tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenant), sql`lower(${organizations.name}) = lower(${name})`)),
  );
const importCount = async (tenant: Tenant = "oldebroek") =>
  (await withTenant(t.db, tenant, (tx) => tx.select().from(imports).where(eq(imports.tenantId, tenant)))).length;
const organizationCount = async () =>
  (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(organizations).where(eq(organizations.tenantId, "oldebroek"))))
    .length;

/** What Dutch Excel saves as "CSV (puntkomma gescheiden)": Windows-1252, semicolons, CRLF, quotes around line breaks. */
const cp1252 = (lines: string[]) => new Uint8Array(iconv.encode(lines.join("\r\n"), "win1252"));

const ORGANIZATIONS = [
  "Naam;Soort;Straat;Huisnummer;Postcode;Plaats;Telefoon;E-mail;Website;Omschrijving",
  '"Zorgcafé De Brug";Maatschappelijke organisatie;Dorpsstraat;12;8091ab;Oldebroek;0525-123456;info@debrug.nl;www.debrug.nl;"Koffie, een praatje',
  'en hulp bij formulieren"',
  "Sportclub Wezep;stichting;;;;;;;;Voetbal voor iedereen",
  "Basisschool ’t Hoekje;School;Kerkweg;3;8096 AB;Wezep;;;;",
  ";School;;;;;;;;Zonder naam",
  "Kapotte Gegevens;Onbekend soort;;;;;;geen-e-mail;;",
];

describe("imports: who may", () => {
  it("refuses visitors (401) and everyone but the centre's staff (403) before reading the body", async () => {
    const before = await importCount();
    const garbage = { method: "POST", body: "not multipart at all" };
    expect((await t.request("/api/v1/imports", { ...garbage, headers: { host: hostOf("oldebroek") } })).status).toBe(401);
    await expectErrors(await upload({ bytes: "x", role: null }), 401, "not_authorized");
    await expectErrors(await call("GET", "/api/v1/imports", null), 401, "not_authorized");
    await expectErrors(await call("POST", "/api/v1/imports/1/run", null), 401, "not_authorized");
    await expectErrors(await call("DELETE", "/api/v1/imports/1", null), 401, "not_authorized");
    await expectErrors(await call("PATCH", "/api/v1/imports/1", null), 401, "not_authorized");
    for (const role of ["volunteer", "organization_superuser", "content_manager"] as const) {
      const headers = await as(role);
      await expectErrors(await t.request("/api/v1/imports", { ...garbage, headers }), 403, "forbidden");
      await expectErrors(await upload({ bytes: cp1252(ORGANIZATIONS), role }), 403, "forbidden");
      await expectErrors(await call("GET", "/api/v1/imports", role), 403, "forbidden");
      await expectErrors(await call("GET", "/api/v1/imports/1", role), 403, "forbidden");
      await expectErrors(await call("POST", "/api/v1/imports/1/run", role), 403, "forbidden");
      await expectErrors(await call("DELETE", "/api/v1/imports/1", role), 403, "forbidden");
      await expectErrors(await call("PATCH", "/api/v1/imports/1", role), 403, "forbidden");
    }
    expect(await importCount()).toBe(before);
  });

  it("keeps each centre's imports to itself: another centre's superuser 403, its imports 404 elsewhere", async () => {
    const superuser = await as("center_superuser", "public");
    const heumen = { ...superuser, host: "heumen.localhost:3000" };
    await expectErrors(await t.request("/api/v1/imports", { headers: heumen }), 403, "forbidden");
    // The tenant admin imports for Heumen on Heumen's site; on Nijmegen's site it is not there.
    const admin = await as("admin", "public");
    const form = new FormData();
    form.append("file", new Blob([cp1252(ORGANIZATIONS)]), "heumen.csv");
    form.append("kind", "organizations");
    const theirs = await expectDocument(
      await t.request("/api/v1/imports", { method: "POST", headers: { ...admin, host: "heumen.localhost:3000" }, body: form }),
      201,
    );
    await expectErrors(await t.request(`/api/v1/imports/${theirs.data.id}`, { headers: superuser }), 404, "not_found");
    await expectErrors(
      await t.request(`/api/v1/imports/${theirs.data.id}/run`, { method: "POST", headers: admin }),
      404,
      "not_found",
    );
    const listed = await expectDocument(await t.request("/api/v1/imports", { headers: superuser }), 200);
    expect(listed.data.map((resource) => resource.id)).not.toContain(theirs.data.id);
  });

  it("never shows, runs or undoes another tenant's import: 404", async () => {
    const theirs = await expectDocument(await upload({ bytes: cp1252(ORGANIZATIONS), tenant: "roermond" }), 201);
    const id = theirs.data.id;
    const mine = await expectDocument(await call("GET", "/api/v1/imports"), 200);
    expect(mine.data.map((resource) => resource.id)).not.toContain(id);
    await expectErrors(await call("GET", `/api/v1/imports/${id}`), 404, "not_found");
    await expectErrors(await call("POST", `/api/v1/imports/${id}/run`), 404, "not_found");
    await expectErrors(await call("DELETE", `/api/v1/imports/${id}`), 404, "not_found");
    const [row] = await withTenant(t.db, "roermond", (tx) =>
      tx
        .select()
        .from(imports)
        .where(eq(imports.id, Number(id))),
    );
    expect(row.status).toBe("ready");
    expect(await orgsNamed("Sportclub Wezep", "roermond")).toEqual([]);
  });
});

describe("imports: organizations from a Dutch Excel CSV", () => {
  it("a dry run checks every row, says what it would do and changes nothing", async () => {
    const before = await organizationCount();
    const checked = await expectDocument(await upload({ bytes: cp1252(ORGANIZATIONS), name: "organisaties.csv" }), 201);
    expect(checked.data.attributes).toMatchObject({ kind: "organizations", status: "ready", file_name: "organisaties.csv" });
    expect(countsOf(checked)).toEqual({ rows: 5, valid: 3, invalid: 2, create: 3, update: 0, unchanged: 0 });
    expect(checked.data.attributes?.mapping).toEqual([
      { column: "Naam", field: "name" },
      { column: "Soort", field: "organization_type" },
      { column: "Straat", field: "street" },
      { column: "Huisnummer", field: "house_number" },
      { column: "Postcode", field: "postal_code" },
      { column: "Plaats", field: "city" },
      { column: "Telefoon", field: "phone_number" },
      { column: "E-mail", field: "contact_email" },
      { column: "Website", field: "website" },
      { column: "Omschrijving", field: "description" },
    ]);
    const rows = rowsOf(checked);
    // The quoted line break keeps the café on one row: the rows are numbered as a spreadsheet shows them.
    expect(rows.map((row) => [row.row, row.outcome])).toEqual([
      [2, "create"],
      [3, "create"],
      [4, "create"],
      [5, "invalid"],
      [6, "invalid"],
    ]);
    expect(rows[3].errors).toEqual([{ column: "Naam", field: "name", message: "Dit veld is verplicht" }]);
    expect(rows[4].errors.map((error) => error.column).sort()).toEqual(["E-mail", "Soort"]);
    expect(rows[4].errors.find((error) => error.column === "Soort")?.message).toContain("Onbekend type ‘Onbekend soort’");
    expect(await organizationCount()).toBe(before);

    // The same check read in English.
    const english = await expectDocument(
      await call("GET", `/api/v1/imports/${checked.data.id}?filter[outcome]=invalid`, "admin", "oldebroek", "en"),
      200,
    );
    expect(rowsOf(english).map((row) => row.row)).toEqual([5, 6]);
    expect(rowsOf(english)[0].errors[0].message).toBe("This field is required");
  });

  it("runs: creates the organizations with Windows-1252 text, line breaks and Dutch postal codes; again: unchanged", async () => {
    const checked = await expectDocument(await upload({ bytes: cp1252(ORGANIZATIONS), name: "organisaties.csv" }), 201);
    const ran = await expectDocument(await call("POST", `/api/v1/imports/${checked.data.id}/run`), 200);
    expect(ran.data.attributes).toMatchObject({ status: "done", finished_at: expect.any(String) });
    expect(countsOf(ran)).toMatchObject({ create: 3, invalid: 2 });

    const [cafe] = await orgsNamed("Zorgcafé De Brug");
    expect(cafe).toMatchObject({
      type: "NonProfit",
      status: "approved",
      phoneNumber: "0525-123456",
      contactEmail: "info@debrug.nl",
      website: "https://www.debrug.nl",
      description: "Koffie, een praatje\r\nen hulp bij formulieren",
    });
    const [address] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(addresses)
        .where(eq(addresses.id, cafe.addressId as number)),
    );
    expect(address).toMatchObject({ street: "Dorpsstraat", houseNumber: "12", postalCode: "8091 AB", city: "Oldebroek" });
    expect((await orgsNamed("Basisschool ’t Hoekje"))[0]).toMatchObject({ type: "School" });
    // The organizations API shows it like any other.
    const listed = await expectDocument(await call("GET", "/api/v1/organizations?filter[name_cont]=Zorgcaf"), 200);
    expect(listed.data.map((resource) => resource.attributes?.name)).toContain("Zorgcafé De Brug");

    // Running it again changes nothing; importing the same file again finds every row unchanged.
    const again = await expectDocument(await call("POST", `/api/v1/imports/${checked.data.id}/run`), 200);
    expect(countsOf(again)).toEqual(countsOf(ran));
    const second = await expectDocument(await upload({ bytes: cp1252(ORGANIZATIONS), dryRun: false }), 201);
    expect(second.data.attributes?.status).toBe("done");
    expect(countsOf(second)).toEqual({ rows: 5, valid: 3, invalid: 2, create: 0, update: 0, unchanged: 3 });
    expect(await orgsNamed("Zorgcafé De Brug")).toHaveLength(1);
    expect(await orgsNamed("Sportclub Wezep")).toHaveLength(1);

    const events = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectType, "import"), eq(auditEvents.subjectId, Number(checked.data.id)))),
    );
    expect(events.map((event) => event.action)).toEqual(["import.run"]);
    // The activity panel tells it in words, with the file's name.
    const activities = await expectDocument(await call("GET", "/api/v1/activities", "admin", "oldebroek", "en"), 200);
    expect(activities.data.map((resource) => resource.attributes?.message)).toContainEqual(
      expect.stringMatching(/ imported the file ‘organisaties\.csv’$/),
    );
  });

  it("undo removes what it made and restores what it changed, and keeps what was changed since", async () => {
    const file = (phone: string) =>
      cp1252([
        "Naam;Telefoon;Omschrijving",
        `Buurthuis Hattem;${phone};Buurthuis`,
        "Repair Café Oldebroek;0525-111111;",
        "Tafeltennis 't Loo;;",
        "Koor De Zangers;;",
      ]);
    const first = await expectDocument(await upload({ bytes: file("0525-222222"), dryRun: false }), 201);
    expect(countsOf(first)).toMatchObject({ create: 4 });
    const changed = await expectDocument(await upload({ bytes: file("0525-999999"), dryRun: false }), 201);
    expect(countsOf(changed)).toMatchObject({ create: 0, update: 1, unchanged: 3 });
    expect((await orgsNamed("Buurthuis Hattem"))[0].phoneNumber).toBe("0525-999999");

    const undoneChange = await expectDocument(await call("DELETE", `/api/v1/imports/${changed.data.id}`), 200);
    expect(undoneChange.data.attributes).toMatchObject({ status: "undone", undone_at: expect.any(String) });
    expect(countsOf(undoneChange)).toMatchObject({ restored: 1, removed: 0, kept: 0 });
    expect((await orgsNamed("Buurthuis Hattem"))[0].phoneNumber).toBe("0525-222222");

    // Staff change one of them after the import: the undo leaves that one alone.
    const [repair] = await orgsNamed("Repair Café Oldebroek");
    const patched = await t.request(`/api/v1/organizations/${repair.id}`, {
      method: "PATCH",
      headers: await as("admin"),
      json: { data: { type: "organizations", id: String(repair.id), attributes: { description: "Elke eerste zaterdag" } } },
    });
    expect(patched.status).toBe(200);
    // The choir got a member since: that leaves its updated_at alone, and still it stays.
    const [choir] = await orgsNamed("Koor De Zangers");
    const invited = await t.request("/api/v1/users", {
      method: "POST",
      headers: await as("admin"),
      json: {
        data: {
          type: "users",
          attributes: {
            first_name: "Dirigent",
            last_name: "Zang",
            email: "dirigent@example.nl",
            role: "organization_superuser",
            organization_id: String(choir.id),
          },
        },
      },
    });
    expect(invited.status).toBe(201);
    expect((await orgsNamed("Koor De Zangers"))[0].updatedAt).toEqual(choir.updatedAt);
    const undone = await expectDocument(await call("DELETE", `/api/v1/imports/${first.data.id}`), 200);
    // The Buurthuis was changed by the second import (and its undo) since the first ran: kept, like the Repair Café.
    expect(countsOf(undone)).toMatchObject({ removed: 1, kept: 3 });
    expect((await orgsNamed("Koor De Zangers"))[0].status).toBe("approved");
    expect((await orgsNamed("Tafeltennis 't Loo"))[0].status).toBe("deleted");
    expect((await orgsNamed("Repair Café Oldebroek"))[0].status).toBe("approved");
    // Undoing again changes nothing; running an undone import is refused.
    expect(countsOf(await expectDocument(await call("DELETE", `/api/v1/imports/${first.data.id}`), 200))).toEqual(
      countsOf(undone),
    );
    await expectErrors(await call("POST", `/api/v1/imports/${first.data.id}/run`), 409, "conflict");
    // Imported again, the removed one comes back once.
    const back = await expectDocument(await upload({ bytes: file("0525-222222"), dryRun: false }), 201);
    expect(countsOf(back)).toMatchObject({ create: 1, unchanged: 3 });
    expect((await orgsNamed("Tafeltennis 't Loo")).filter((org) => org.status !== "deleted")).toHaveLength(1);
  });

  it("an import whose run was cut off (the process stopped) can be undone once it is stale, not before", async () => {
    const first = await expectDocument(await upload({ bytes: cp1252(["Naam", "Afgebroken Run"]), dryRun: false }), 201);
    const id = Number(first.data.id);
    const setRunning = (updatedAt: Date) =>
      withTenant(t.db, "oldebroek", (tx) => tx.update(imports).set({ status: "running", updatedAt }).where(eq(imports.id, id)));
    await setRunning(new Date());
    await expectErrors(await call("DELETE", `/api/v1/imports/${id}`), 409, "conflict");
    await expectErrors(await call("POST", `/api/v1/imports/${id}/run`), 409, "conflict");
    await setRunning(new Date(Date.now() - 11 * 60 * 1000));
    const undone = await expectDocument(await call("DELETE", `/api/v1/imports/${id}`), 200);
    expect(countsOf(undone)).toMatchObject({ removed: 1 });
    expect((await orgsNamed("Afgebroken Run"))[0].status).toBe("deleted");
  });

  it("a client's mapping names the columns the headers do not", async () => {
    const bytes = "Club,Wat,Contact\nSchaakclub Het Paard,Schaken op dinsdag,schaak@example.nl\n";
    await expectErrors(await upload({ bytes }), 422, "validation_failed");
    const checked = await expectDocument(
      await upload({ bytes, mapping: { Club: "name", Wat: "description", Contact: "contact_email" } }),
      201,
    );
    expect(countsOf(checked)).toMatchObject({ valid: 1, create: 1 });
    // The list has the centre's imports, newest first.
    const list = await expectDocument(await call("GET", "/api/v1/imports"), 200);
    expect(list.data[0]).toMatchObject({ id: checked.data.id, attributes: { kind: "organizations", status: "ready" } });
    const ids = list.data.map((resource) => Number(resource.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(list.meta).toMatchObject({ total: expect.any(Number), page: 1 });
    const errors = await expectErrors(
      await upload({ bytes, mapping: { Club: "naam", Nergens: "name" } }),
      422,
      "validation_failed",
    );
    expect(errors.map((error) => error.detail)).toEqual([
      "‘naam’ is geen veld voor deze import (kolom ‘Club’).",
      "Het bestand heeft geen kolom ‘Nergens’.",
      "Het bestand heeft geen kolom voor ‘name’. Voeg die toe of koppel er een kolom aan.",
    ]);
    // Each at its column where it has one, with the file's columns as the mapping left them: a form can offer them again.
    expect(errors.map((error) => error.source?.pointer)).toEqual([
      "/data/attributes/mapping/Club",
      "/data/attributes/mapping/Nergens",
      "/data/attributes/mapping",
    ]);
    const columns = [
      { column: "Club", field: null },
      { column: "Wat", field: null },
      { column: "Contact", field: null },
    ];
    expect(errors[0].meta).toEqual({ columns });
    // A field twice: at each column holding it.
    const twice = await expectErrors(
      await upload({ bytes, mapping: { Club: "name", Wat: "name", "a/b": null } }),
      422,
      "validation_failed",
    );
    expect(twice.map((error) => error.source?.pointer)).toEqual([
      "/data/attributes/mapping/a~1b",
      "/data/attributes/mapping/Club",
      "/data/attributes/mapping/Wat",
    ]);
  });
});

describe("imports: correcting the columns before running", () => {
  const recheck = async (id: string, mapping: unknown, role: Role = "admin", tenant: Tenant = "oldebroek") =>
    t.request(`/api/v1/imports/${id}`, {
      method: "PATCH",
      headers: { ...(await as(role, tenant)), "accept-language": "nl" },
      json: { data: { type: "imports", id, attributes: { mapping } } },
    });
  // "Contact" is no header the check knows, and "Omschrijving" holds a phone number here: the user says so.
  const FILE = ["Naam;Contact;Omschrijving", "Wijkteam Noord;info@wijkteam.test;0525-111111", "Repair Café;;0525-222222"].join(
    "\n",
  );

  it("checks the kept rows again with the fields the user chose, without the file; the import is as the new check", async () => {
    const before = await organizationCount();
    const checked = await expectDocument(await upload({ bytes: FILE, name: "kolommen.csv" }), 201);
    const id = checked.data.id ?? "";
    expect(checked.data.attributes?.mapping).toEqual([
      { column: "Naam", field: "name" },
      { column: "Contact", field: null },
      { column: "Omschrijving", field: "description" },
    ]);
    const mapping = [
      { column: "Contact", field: "contact_email" },
      { column: "Omschrijving", field: "phone_number" },
    ];
    const rechecked = await expectDocument(await recheck(id, mapping), 200);
    expect(rechecked.data.attributes?.mapping).toEqual([
      { column: "Naam", field: "name" },
      { column: "Contact", field: "contact_email" },
      { column: "Omschrijving", field: "phone_number" },
    ]);
    expect(rechecked.data.attributes?.status).toBe("ready");
    expect(rowsOf(rechecked).map((row) => [row.label, row.outcome])).toEqual([
      ["Wijkteam Noord", "create"],
      ["Repair Café", "create"],
    ]);
    expect(await organizationCount()).toBe(before);
    await expectDocument(await call("POST", `/api/v1/imports/${id}/run`), 200);
    const [made] = await orgsNamed("Wijkteam Noord");
    expect(made).toMatchObject({ contactEmail: "info@wijkteam.test", phoneNumber: "0525-111111", description: null });
    // Run: its check is history now.
    const late = await expectErrors(await recheck(id, mapping), 409, "conflict");
    expect(late[0].detail).toContain("nog niet is uitgevoerd");
  });

  it("refuses a field twice, an unknown field or column and a missing name, changing nothing; another tenant's is not there", async () => {
    const checked = await expectDocument(await upload({ bytes: FILE, name: "kolommen.csv" }), 201);
    const id = checked.data.id ?? "";
    const wrong = [
      [
        { column: "Contact", field: "name" },
        { column: "Naam", field: "name" },
      ],
      [{ column: "Contact", field: "schoenmaat" }],
      [{ column: "Telefoon", field: "phone_number" }],
      [{ column: "Naam", field: null }],
    ];
    for (const mapping of wrong) {
      const refused = await expectErrors(await recheck(id, mapping), 422, "validation_failed");
      expect(refused[0].source?.pointer).toBe("/data/attributes/mapping");
    }
    await expectErrors(await recheck(id, "Naam=name"), 422, "validation_failed");
    const after = await expectDocument(await call("GET", `/api/v1/imports/${id}`), 200);
    expect(after.data.attributes?.mapping).toEqual(checked.data.attributes?.mapping);
    expect(countsOf(after)).toEqual(countsOf(checked));
    await expectErrors(await recheck(id, [{ column: "Contact", field: null }], "admin", "roermond"), 404, "not_found");
  });
});

describe("imports: volunteers from an .xlsx workbook", () => {
  async function workbook(rows: unknown[][]) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Vrijwilligers");
    for (const row of rows) sheet.addRow(row);
    return new Uint8Array(await book.xlsx.writeBuffer());
  }

  it("creates invited volunteers without a password, invites those marked, and never takes over an account", async () => {
    const existing = demoEmail("volunteer", "oldebroek");
    const [before] = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.email, existing)));
    const bytes = await workbook([
      ["Voornaam", "Achternaam", "E-mailadres", "Telefoon", "Postcode", "Uitnodigen", "Geboren"],
      ["Anna", "de Vries", "Anna.deVries@example.nl", "06-12345678", "8091ab", "ja", new Date(Date.UTC(1950, 0, 31))],
      ["Bram", "Jansen", "bram@example.nl", 525123456, "8096 AB", "nee", null],
      ["Overnemer", "Niet", existing.toUpperCase(), null, null, "x", null],
      ["Zonder", "Adres", "geen-adres", null, null, "", null],
      ["Twijfel", "Geval", "twijfel@example.nl", null, null, "misschien", null],
    ]);
    const checked = await expectDocument(await upload({ bytes, name: "vrijwilligers.xlsx", kind: "volunteers" }), 201);
    expect(checked.data.attributes?.mapping).toContainEqual({ column: "Geboren", field: null });
    expect(countsOf(checked)).toEqual({ rows: 5, valid: 3, invalid: 2, create: 2, update: 0, unchanged: 1 });
    const rows = rowsOf(checked);
    expect(rows.map((row) => row.outcome)).toEqual(["create", "create", "unchanged", "invalid", "invalid"]);
    expect(rows[3].errors).toEqual([{ column: "E-mailadres", field: "email", message: expect.any(String) }]);
    expect(rows[4].errors).toEqual([{ column: "Uitnodigen", field: "invite", message: "Vul ja of nee in." }]);
    // Each row named as the file names the person, the invalid ones too.
    expect(rows.map((row) => row.label)).toEqual([
      "Anna de Vries",
      "Bram Jansen",
      "Overnemer Niet",
      "Zonder Adres",
      "Twijfel Geval",
    ]);
    expect(
      await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.email, "bram@example.nl"))),
    ).toEqual([]);

    const sent = inbox.received.length;
    const ran = await expectDocument(await call("POST", `/api/v1/imports/${checked.data.id}/run`), 200);
    expect(countsOf(ran)).toMatchObject({ create: 2, unchanged: 1 });
    const [anna] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(users).where(eq(users.email, "anna.devries@example.nl")),
    );
    expect(anna).toMatchObject({
      firstName: "Anna",
      lastName: "de Vries",
      status: "invited",
      signupMethod: "imported",
      passwordHash: null,
    });
    const roles = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(userRoles).where(eq(userRoles.userId, anna.id)));
    expect(roles.map((role) => role.role)).toEqual(["volunteer"]);
    const [profile] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, anna.id)),
    );
    expect(profile).toMatchObject({ postalCode: "8091 AB", visible: false });

    // Anna asked to be invited, Bram not; the existing account is untouched and gets nothing.
    await t.jobs.workDue();
    const mail = await inbox.waitFor("anna.devries@example.nl");
    expect(mail.text).toMatch(/reset_password_token=/);
    const recipients = inbox.received.slice(sent).flatMap((m) => m.to);
    expect(recipients).not.toContain("bram@example.nl");
    expect(recipients).not.toContain(existing);
    const [after] = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.email, existing)));
    expect(after).toMatchObject({ firstName: before.firstName, lastName: before.lastName, status: before.status });
    expect(after.updatedAt).toEqual(before.updatedAt);

    // The same workbook again: nothing new.
    const again = await expectDocument(await upload({ bytes, kind: "volunteers", dryRun: false }), 201);
    expect(countsOf(again)).toMatchObject({ create: 0, unchanged: 3 });

    // Bram becomes a mentor meanwhile: a role does not touch his updated_at, and still his account stays.
    const [bram] = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.email, "bram@example.nl")));
    // Excel kept his phone number as a number, without its leading zero.
    expect(bram.phoneNumber).toBe("0525123456");
    const granted = await t.request(`/api/v1/users/${bram.id}/add_role`, {
      method: "PUT",
      headers: await as("admin"),
      json: { data: { type: "users", attributes: { role: "mentor" } } },
    });
    expect(granted.status).toBe(200);
    // Undo removes the invited account it made that is still only that, and keeps Bram's.
    const undone = await expectDocument(await call("DELETE", `/api/v1/imports/${checked.data.id}`), 200);
    expect(countsOf(undone)).toMatchObject({ removed: 1, kept: 1 });
    const emails = (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users))).map((user) => user.email);
    expect(emails).not.toContain("anna.devries@example.nl");
    expect(emails).toContain("bram@example.nl");
  });
});

describe("imports: what a request can hold", () => {
  it("checks an import larger than a run may take, and hands its run to a job (202) without writing a row", async () => {
    const lines = ["Naam"];
    for (let i = 0; i <= IMPORT_LIMITS.maxRunRows; i++) lines.push(`Grote Lijst ${i}`);
    const checked = await expectDocument(await upload({ bytes: lines.join("\n") }), 201);
    // Every row checked, its reports paged.
    expect(checked.data.attributes?.status).toBe("ready");
    expect(countsOf(checked)).toMatchObject({ rows: IMPORT_LIMITS.maxRunRows + 1, create: IMPORT_LIMITS.maxRunRows + 1 });
    expect(rowsOf(checked)).toHaveLength(100);
    expect(checked.meta).toMatchObject({ total: IMPORT_LIMITS.maxRunRows + 1, page: 1 });
    // The job itself: import-job.routes.test.ts.
    const queued = await expectDocument(await call("POST", `/api/v1/imports/${checked.data.id}/run`), 202);
    expect(queued.data.attributes?.status).toBe("running");
    expect((await expectDocument(await upload({ bytes: lines.join("\n"), dryRun: false }), 202)).data.attributes?.status).toBe(
      "running",
    );
    expect(await orgsNamed("Grote Lijst 0")).toEqual([]);
    const second = await expectDocument(
      await call("GET", `/api/v1/imports/${checked.data.id}?page[number]=21&page[size]=100`),
      200,
    );
    expect(rowsOf(second).map((row) => row.row)).toEqual([2002]);
  });
});

describe("imports: bad files", () => {
  const refused = async (response: Response, status: number, code: string, text: string) => {
    const before = await importCount();
    const errors = await expectErrors(response, status, code);
    expect(errors[0].detail).toContain(text);
    expect(await importCount()).toBe(before);
    return errors;
  };

  // Apart from the other refusals: sending two files of 100 MB takes a good part of a test's time on a loaded machine.
  it("refuses a file over 100 MB, by a byte or by a megabyte, with a clear message and nothing kept", async () => {
    const big = new Uint8Array(IMPORT_LIMITS.maxBytes + 1).fill(0x61);
    await refused(await upload({ bytes: big }), 413, "payload_too_large", "groter dan 100 MB");
    const bigger = new Uint8Array(IMPORT_LIMITS.maxBytes + 1024 * 1024).fill(0x61);
    await refused(await upload({ bytes: bigger, language: "en" }), 413, "payload_too_large", "larger than 100 MB");
  });

  it("refuses what is no CSV or workbook, empty or without a kind, with a clear message and nothing kept", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const errors = await refused(
      await upload({ bytes: png, name: "logo.csv" }),
      422,
      "validation_failed",
      "geen CSV- of Excel-bestand",
    );
    expect(errors[0].source?.pointer).toBe("/data/attributes/file");
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    await refused(
      await upload({ bytes: zip, name: "lijst.xlsx" }),
      422,
      "validation_failed",
      "Excel-bestand kan niet worden gelezen",
    );
    await refused(await upload({ bytes: "Naam;Plaats\r\n" }), 422, "validation_failed", "geen regels onder de kopregel");
    await refused(await upload({ bytes: "Naam\nDe Brug\n", kind: "events" }), 422, "validation_failed", "Kies wat je importeert");
    await refused(
      await upload({ bytes: "Naam\nDe Brug\n", mapping: "{niet json" }),
      422,
      "validation_failed",
      "geen geldige lijst",
    );
    await refused(
      await upload({ bytes: "Voornaam,Achternaam\nAnna,Bos\n", kind: "volunteers", language: "en" }),
      422,
      "validation_failed",
      "The file has no column for ‘email’",
    );
  });
});
