import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTenant } from "../../server/db/client";
import { imports } from "../../server/modules/imports/imports.table";
import { SITE_EXPORT } from "../../server/modules/imports/wordpress-export.test-data";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();
const ADMIN = { as: "center_superuser" } as const;

/** A file as Dutch Excel saves a CSV: semicolons, a name with a comma in quotes. */
const CSV = [
  "Naam;Straat;Huisnummer;Postcode;Plaats;E-mail",
  '"Buurtkamer De Linde, Wezep";Lindelaan;4;8091 AB;Wezep;info@delinde.test',
  ";Eikstraat;1;8091 AC;Wezep;leeg@naam.test",
].join("\n");

function upload(csv: string, kind = "organizations") {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", new File([csv], "organisaties.csv", { type: "text/csv" }));
  return screens.upload("/nl/import", form, ADMIN);
}

describe("the import screen", () => {
  it("is for centre staff, reached from the organizations and users lists", async () => {
    for (const role of ["volunteer", "organization_superuser"] as const) {
      expect((await screens.open("/nl/import", { as: role })).status, role).toBe(403);
    }
    for (const list of ["/nl/organizations", "/nl/users"]) {
      const { screen } = await screens.open(list, ADMIN);
      expect(screen.getByRole("link", { name: "Importeren uit Excel" }).getAttribute("href"), list).toBe("/nl/import");
    }
    // The list goes out as a workbook that imports again, with the list's filters.
    const organizations = await screens.open("/nl/organizations?q=voedsel", ADMIN);
    const download = organizations.screen.getByRole("link", { name: "Excel" }).getAttribute("href");
    expect(download).toBe("/nl/organizations/export?q=voedsel&format=xlsx");
    expect((await screens.open(download ?? "", ADMIN)).status).toBe(200);
    expect((await screens.open(download ?? "", { as: "volunteer" })).location).toBe("/nl/organizations?q=voedsel&format=xlsx");
    const { screen } = await screens.open("/nl/import", ADMIN);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Importeren");
    expect(screen.getByRole("radio", { name: /^Organisaties/ })).toBeTruthy();
  });

  it("checks a file first and shows what would happen, the row with an error on top; running it imports the rest", async () => {
    const checked = await upload(CSV);
    expect(checked.status).toBe(302);
    const path = checked.location ?? "";
    expect(path).toMatch(/^\/nl\/import\/\d+$/);
    const { screen, document } = await screens.open(path, ADMIN);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("organisaties.csv");
    expect(document.body.textContent).toContain("Klaar om te importeren");
    expect(document.body.textContent).toContain("2 rijen: 1 nieuw, 1 met fouten");
    const rows = [...document.querySelectorAll('[data-testid="import-rows"] tbody tr')];
    expect(rows.map((row) => row.getAttribute("data-outcome"))).toEqual(["invalid", "create"]);
    // Named as the file names it; its key (the name) is not repeated.
    expect(rows[1].querySelector("td")?.textContent).toBe("Buurtkamer De Linde, Wezep");

    const run = await screens.post(path, { intent: "run" }, ADMIN);
    expect(run.location).toBe(`${path}?flash=done`);
    const done = await screens.open(path, ADMIN);
    expect(done.document.body.textContent).toContain("Geïmporteerd");
    expect(done.screen.getByRole("button", { name: "Import ongedaan maken" })).toBeTruthy();
    const list = await screens.open("/nl/organizations?q=Linde", ADMIN);
    expect(list.document.body.textContent).toContain("Buurtkamer De Linde, Wezep");
  });

  it("lets the user put a column on the right field and checks again before anything is imported", async () => {
    const checked = await upload(["Naam;Contact", "Wijkteam Zuid;zuid@wijkteam.test"].join("\n"));
    const path = checked.location ?? "";
    const { screen } = await screens.open(path, ADMIN);
    const contact = screen.getByLabelText("Contact") as HTMLSelectElement;
    expect(contact.querySelector("option[selected]")?.textContent).toBe("Niet gebruikt");
    expect([...contact.options].map((option) => option.text)).toContain("E-mail");
    const mapped = (fields: string[]) => {
      const form = new FormData();
      form.append("intent", "recheck");
      for (const [i, column] of ["Naam", "Contact"].entries()) {
        form.append("column", column);
        form.append("field", fields[i]);
      }
      return form;
    };
    const rechecked = await screens.upload(path, mapped(["name", "contact_email"]), ADMIN);
    expect(rechecked.location).toBe(`${path}?flash=rechecked`);
    const after = await screens.open(path, ADMIN);
    // The option the page marks (happy-dom reads a marked option's select value wrongly).
    expect(after.screen.getByLabelText("Contact").querySelector("option[selected]")?.getAttribute("value")).toBe("contact_email");
    // A field twice: said at the form, nothing changed.
    const refused = await screens.upload(path, mapped(["name", "name"]), ADMIN);
    expect(refused.status).toBe(422);
    expect(refused.screen.getByRole("alert").textContent).toContain("meer dan één kolom");
  });

  it("keeps the file's columns and the user's choices when the mapping is refused, the error at the column", async () => {
    const csv = ["Club;Wat;Contact", "Schaakclub Het Paard;Schaken op dinsdag;schaak@paard.test"].join("\n");
    const send = (fields?: string[]) => {
      const form = new FormData();
      form.append("kind", "organizations");
      form.append("post_type", "vacature");
      form.append("file", new File([csv], "clubs.csv", { type: "text/csv" }));
      for (const [i, column] of ["Club", "Wat", "Contact"].entries()) {
        if (!fields) break;
        form.append("column", column);
        form.append("field", fields[i]);
      }
      return screens.upload("/nl/import", form, ADMIN);
    };
    const refused = await send();
    expect(refused.status).toBe(422);
    expect(refused.screen.getByRole("alert").textContent).toContain("geen kolom voor ‘name’");
    const selects = () => ["Club", "Wat", "Contact"].map((column) => refused.screen.getByLabelText(column) as HTMLSelectElement);
    expect(selects().map((select) => select.querySelector("option[selected]")?.getAttribute("value") ?? "")).toEqual([
      "",
      "",
      "",
    ]);
    expect(refused.screen.getByText(/Kies hetzelfde bestand opnieuw/)).toBeTruthy();
    expect((refused.screen.getByLabelText(/^Berichttype in WordPress/) as HTMLInputElement).value).toBe("vacature");

    // The same field twice: said at both its selects, the choices kept.
    const twice = await send(["name", "name", "contact_email"]);
    expect(twice.status).toBe(422);
    const marked = ["Club", "Wat", "Contact"].map((column) => twice.screen.getByLabelText(column) as HTMLSelectElement);
    expect(marked.map((select) => select.querySelector("option[selected]")?.getAttribute("value"))).toEqual([
      "name",
      "name",
      "contact_email",
    ]);
    expect(marked.map((select) => select.getAttribute("aria-invalid"))).toEqual(["true", "true", null]);
    const said = twice.document.getElementById(marked[1].getAttribute("aria-describedby") ?? "")?.textContent;
    expect(said).toContain("meer dan één kolom");

    const checked = await send(["name", "description", "contact_email"]);
    expect(checked.status).toBe(302);
    const { document } = await screens.open(checked.location ?? "", ADMIN);
    expect(document.body.textContent).toContain("1 rij: 1 nieuw");
  });

  it("says what is wrong with a file that is no spreadsheet, and keeps the kind chosen", async () => {
    const refused = await upload("\u0000\u0001\u0002 binary", "volunteers");
    expect(refused.status).toBe(422);
    expect(refused.screen.getByRole("alert").textContent).toBeTruthy();
    expect((refused.screen.getByRole("radio", { name: /^Vrijwilligers/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("imports vacancies too: a row whose organization the centre does not have says to import the organizations first", async () => {
    const { screen } = await screens.open("/nl/import", ADMIN);
    expect(screen.getByRole("radio", { name: /^Vacatures/ })).toBeTruthy();
    const vacancies = [
      "Organisatie;Titel;Omschrijving;Plaats",
      "Stichting Nergens;Gastvrouw;Koffie schenken op de dinsdagochtend.;Wezep",
    ].join("\n");
    const checked = await upload(vacancies, "vacancies");
    expect(checked.status).toBe(302);
    const { document } = await screens.open(checked.location ?? "", ADMIN);
    expect(document.body.textContent).toContain("Vacatures");
    const rows = [...document.querySelectorAll('[data-testid="import-rows"] tbody tr')];
    expect(rows.map((row) => row.getAttribute("data-outcome"))).toEqual(["invalid"]);
    expect(rows[0].textContent).toContain("Gastvrouwstichting nergens · gastvrouw");
    expect(rows[0].textContent).toContain("importeer eerst de organisaties");
  });

  it("brings a WordPress export's vacancy posts in, for the organization chosen for those without one", async () => {
    const { screen } = await screens.open("/nl/import", ADMIN);
    const select = screen.getByLabelText(/^Organisatie van de vacatures zonder organisatie/) as HTMLSelectElement;
    const chosen = [...select.options].find((option) => option.value !== "");
    if (!chosen) throw new Error("the centre has no organization to choose");
    // The export names its organizations in a custom field the centre does not have: here the choice stands in.
    const form = new FormData();
    form.append("kind", "vacancies");
    form.append("organization_id", chosen.value);
    form.append("post_type", "vacature");
    form.append("file", new File([SITE_EXPORT.replaceAll("organisatie", "bureau")], "wordpress.xml", { type: "text/xml" }));
    const checked = await screens.upload("/nl/import", form, ADMIN);
    expect(checked.status).toBe(302);
    const { document } = await screens.open(checked.location ?? "", ADMIN);
    const rows = [...document.querySelectorAll('[data-testid="import-rows"] tbody tr')];
    expect(rows.map((row) => row.getAttribute("data-outcome"))).toEqual(["create", "create"]);
    expect(document.querySelector('[data-testid="wordpress-source"]')?.textContent).toBe(
      "Uit de WordPress-export: de 2 berichten van het type ‘vacature’.Ook in het bestand: post (1). Wil je een ander type? Controleer het bestand opnieuw met dat type bij ‘Berichttype in WordPress’.",
    );
    // Named by their titles, known by the post's id in WordPress: importing the export again updates them.
    expect(rows.map((row) => row.querySelector("td")?.textContent)).toEqual([
      "Gastvrouw voor de koffieochtend101",
      "Klusser in en om het buurthuis102",
    ]);

    // Each term of the posts, with the vacancy type it gives: none is named as one, so each is ignored until chosen.
    const opened = await screens.open(checked.location ?? "", ADMIN);
    const term = opened.screen.getByLabelText(/^Zorg en welzijn/) as HTMLSelectElement;
    expect(term.closest("fieldset")?.querySelector("legend")?.textContent).toBe("Categorieën uit WordPress");
    expect(term.labels?.[0]?.textContent).toBe("Zorg en welzijn (category, 1 bericht)");
    expect(term.querySelector("option[selected]")?.textContent).toBe("Negeren");
    expect([...term.options].map((option) => option.text)).toEqual([
      "Negeren",
      "Vrijwilligerswerk",
      "Maatje",
      "Activiteit",
      "Taalmaatje",
    ]);
    const recheck = new FormData();
    recheck.append("intent", "recheck");
    const mappingForm = opened.document.querySelector('[data-testid="import-mapping"]');
    for (const input of mappingForm?.querySelectorAll<HTMLInputElement>("input[type=hidden]") ?? []) {
      recheck.append(input.name, input.value);
    }
    for (const select of mappingForm?.querySelectorAll("select") ?? []) {
      const kept = select.querySelector("option[selected]")?.getAttribute("value") ?? "";
      recheck.append(select.name, select.id === term.id ? "activity" : kept);
    }
    expect((await screens.upload(checked.location ?? "", recheck, ADMIN)).location).toBe(`${checked.location}?flash=rechecked`);
    const typed = (await screens.open(checked.location ?? "", ADMIN)).screen.getByLabelText(/^Zorg en welzijn/);
    expect(typed.querySelector("option[selected]")?.getAttribute("value")).toBe("activity");

    // A post type the export does not have: the types it has, at the file.
    form.set("post_type", "job_listing");
    const refused = await screens.upload("/nl/import", form, ADMIN);
    expect(refused.status).toBe(422);
    expect(refused.document.body.textContent).toContain("Wel: vacature (2), post (1).");
  });

  it("shows how far a running import is, and reloads itself until it is done (no script needed)", async () => {
    const checked = await upload(CSV);
    const path = checked.location ?? "";
    const id = Number(path.split("/").pop());
    // As a job leaves it between two batches (the job itself: server/modules/imports/import-job.routes.test.ts).
    await withTenant(screens.app().db, "oldebroek", (tx) =>
      tx.update(imports).set({ status: "running", rowsDone: 1 }).where(eq(imports.id, id)),
    );
    const { screen, document } = await screens.open(path, ADMIN);
    expect(screen.getByRole("status").textContent).toContain("1 van 1 rijen verwerkt");
    expect(screen.getByRole("progressbar", { name: "Voortgang van de import" }).getAttribute("value")).toBe("100");
    expect(document.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe("5");
    expect(screen.queryByRole("button", { name: "Importeren" })).toBeNull();
  });

  it("shows how far a large file's check is, reloading itself, then what the check found", async () => {
    const checked = await upload(CSV);
    const path = checked.location ?? "";
    const id = Number(path.split("/").pop());
    // As the check's job leaves it between two batches (the job itself: server/modules/imports/import-check-job.routes.test.ts).
    await withTenant(screens.app().db, "oldebroek", (tx) =>
      tx.update(imports).set({ status: "checking", rowsDone: 1000, checkProgress: 40 }).where(eq(imports.id, id)),
    );
    const checking = await screens.open(path, ADMIN);
    expect(checking.screen.getByRole("status").textContent).toContain("40% van het bestand gecontroleerd (1000 rijen)");
    const bar = checking.screen.getByRole("progressbar", { name: "Voortgang van de controle" });
    expect([bar.getAttribute("value"), bar.getAttribute("max")]).toEqual(["40", "100"]);
    const english = await screens.open(path.replace("/nl/", "/en/"), ADMIN);
    expect(english.screen.getByRole("status").textContent).toContain("40% of the file checked (1000 rows)");
    expect(english.screen.getByRole("progressbar", { name: "Progress of the check" })).toBeTruthy();
    expect(checking.document.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe("5");
    expect(checking.screen.queryByRole("button", { name: "Importeren" })).toBeNull();
    await withTenant(screens.app().db, "oldebroek", (tx) =>
      tx.update(imports).set({ status: "ready", rowsDone: 0 }).where(eq(imports.id, id)),
    );
    const ready = await screens.open(path, ADMIN);
    expect(ready.document.querySelector("progress")).toBeNull();
    expect(ready.document.querySelector('meta[http-equiv="refresh"]')).toBeNull();
    expect(ready.screen.getByRole("button", { name: "Importeren" })).toBeTruthy();
  });

  it("streams a large file through to the API, whose job checks it while the screen shows how far", async () => {
    // Over the 2 MB a request checks itself: the action passes it on as it arrives (never whole in its memory).
    const lines = ["Naam;Notitie", ...Array.from({ length: 1_200 }, (_, i) => `Doorgestroomd ${i};${"s".repeat(2_000)}`)];
    const form = new FormData();
    form.append("kind", "organizations");
    form.append("file", new File([lines.join("\n")], "groot.csv", { type: "text/csv" }));
    const sent = await screens.upload("/nl/import", form, ADMIN);
    expect(sent.status).toBe(302);
    const path = sent.location ?? "";
    const checking = await screens.open(path, ADMIN);
    expect(checking.screen.getByRole("heading", { level: 1 }).textContent).toBe("groot.csv");
    expect(checking.screen.getByRole("progressbar", { name: "Voortgang van de controle" }).getAttribute("value")).toBe("0");
    while ((await screens.app().jobs.workDue()) > 0);
    const ready = await screens.open(path, ADMIN);
    expect(ready.document.body.textContent).toContain("1200 rijen: 1200 nieuw");
    expect(ready.screen.queryByRole("progressbar")).toBeNull();
  });
});
