import { describe, expect, it } from "vitest";
import { amsterdamDayAhead } from "../../contract/api-keys";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();
const PATH = "/nl/instellingen/api-sleutels";
const ADMIN = { as: "center_superuser" } as const;
const keyRows = (document: Document) => [...document.querySelectorAll('[data-testid="api-key"]')];

describe("the API keys screen", () => {
  it("is for centre staff: others get the 403 page without a form, a visitor signs in first", async () => {
    for (const role of ["volunteer", "organization_superuser", "content_manager"] as const) {
      const { status, document } = await screens.open(PATH, { as: role });
      expect(status, role).toBe(403);
      expect(document.querySelectorAll("form[method=post]"), role).toHaveLength(0);
    }
    const visitor = await screens.open(PATH);
    expect(visitor.location).toBe(`/nl/auth/login-1?redirectTo=${encodeURIComponent(PATH)}`);
  });

  it("is a tab of the settings, and starts empty with the form", async () => {
    const { status, screen } = await screens.open("/nl/instellingen/design", ADMIN);
    expect(status).toBe(200);
    expect(screen.getByRole("link", { name: "API-sleutels" }).getAttribute("href")).toBe(PATH);
    const empty = await screens.open(PATH, ADMIN);
    expect(empty.screen.getByText("Er zijn nog geen API-sleutels. Maak er een aan met het formulier.")).toBeTruthy();
    expect(empty.screen.getByRole("group", { name: "Nieuwe API-sleutel" })).toBeTruthy();
  });

  it("refuses a key without a name or ending in the past, beside the fields, and makes none", async () => {
    const { status, screen, document } = await screens.post(
      PATH,
      [
        ["intent", "create"],
        ["name", " "],
        ["expires_on", "2020-01-01"],
      ],
      ADMIN,
    );
    expect(status).toBe(422);
    expect(document.getElementById("name-error")?.textContent).toBe("Dit veld is verplicht");
    expect(document.getElementById("expires_on-error")?.textContent).toBe("Kies een vervaldatum in de toekomst");
    expect(screen.getByRole("alert").textContent).toBeTruthy();
    expect(keyRows((await screens.open(PATH, ADMIN)).document)).toHaveLength(0);
  });

  it("passes on the API's refusal: reading applications needs an organization", async () => {
    const { status, document } = await screens.post(
      PATH,
      [
        ["intent", "create"],
        ["name", "Intranet school"],
        ["scopes", "applications:read"],
        ["expires_on", amsterdamDayAhead(30)],
      ],
      ADMIN,
    );
    expect(status).toBe(422);
    expect(document.getElementById("organization_id-error")?.textContent).toBe(
      "Kies de organisatie waarvan deze sleutel de aanmeldingen mag lezen",
    );
    // What was sent stays: the name and the ticked permission.
    expect((document.getElementById("name") as HTMLInputElement).value).toBe("Intranet school");
    expect((document.getElementById("scopes-applications-read") as HTMLInputElement).checked).toBe(true);
    expect((document.getElementById("scopes-public-read") as HTMLInputElement).checked).toBe(false);
  });

  it("shows a new key once, lists it by its start, and revokes it", async () => {
    const created = await screens.post(
      PATH,
      [
        ["intent", "create"],
        ["name", "Website gemeente"],
        ["scopes", "public:read"],
        ["scopes", "vacancies:write"],
        ["expires_on", amsterdamDayAhead(90)],
      ],
      ADMIN,
    );
    expect(created.status).toBe(200);
    const key = (created.document.getElementById("new-api-key") as HTMLInputElement).value;
    expect(key).toMatch(/^vk_live_[\w-]{20,}$/);
    expect(created.screen.getByRole("heading", { name: "Sleutel 'Website gemeente' is aangemaakt" })).toBeTruthy();

    const list = await screens.open(PATH, ADMIN);
    const [row] = keyRows(list.document);
    expect(row.textContent).toContain("Website gemeente");
    expect(row.textContent).toContain("Actief");
    expect(row.textContent).toContain(key.slice(0, 16));
    expect(row.textContent).toContain("Vacatures van de organisaties van je centrale lezen en wijzigen");
    expect(row.textContent).toContain("Nog niet gebruikt");
    expect(list.document.body.innerHTML).not.toContain(key);
    expect(list.screen.getByTestId("api-key-count").textContent).toBe("1 sleutel");

    const id = (row.querySelector('input[name="id"]') as HTMLInputElement).value;
    const revoked = await screens.post(PATH, { intent: "delete", id }, ADMIN);
    expect(revoked.status).toBe(302);
    const after = keyRows((await screens.open(PATH, ADMIN)).document);
    expect(after[0].textContent).toContain("Ingetrokken");
    expect(after[0].querySelector("form")).toBeNull();
  });
});
