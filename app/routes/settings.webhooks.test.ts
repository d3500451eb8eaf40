import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();
const PATH = "/nl/instellingen/webhooks";
const ADMIN = { as: "center_superuser" } as const;
const rows = (document: Document) => [...document.querySelectorAll('[data-testid="webhook"]')];

describe("the webhooks screen", () => {
  it("is for centre staff: others get the 403 page, and it is a tab of the settings", async () => {
    for (const role of ["volunteer", "organization_superuser"] as const) {
      expect((await screens.open(PATH, { as: role })).status, role).toBe(403);
    }
    const { screen } = await screens.open("/nl/instellingen/design", ADMIN);
    expect(screen.getByRole("link", { name: "Webhooks" }).getAttribute("href")).toBe(PATH);
    const empty = await screens.open(PATH, ADMIN);
    expect(empty.screen.getByText("Er zijn nog geen webhooks. Voeg er een toe met het formulier.")).toBeTruthy();
  });

  it("refuses an address it may not call and a webhook without events, beside the fields, and adds none", async () => {
    const { status, document } = await screens.post(
      PATH,
      [
        ["intent", "create"],
        ["url", "https://10.0.0.8/hook"],
        ["events", "vacancy.published"],
      ],
      ADMIN,
    );
    expect(status).toBe(422);
    expect(document.getElementById("url-error")?.textContent).toContain("openbaar https-adres");
    const none = await screens.post(
      PATH,
      [
        ["intent", "create"],
        ["url", "https://93.184.216.34/hook"],
      ],
      ADMIN,
    );
    expect(none.status).toBe(422);
    expect(none.document.getElementById("events-error")?.textContent).toBeTruthy();
    expect(rows((await screens.open(PATH, ADMIN)).document)).toHaveLength(0);
  });

  it("adds a webhook and shows its secret once; a test message shows in its log; it can be switched off and removed", async () => {
    const created = await screens.post(
      PATH,
      [
        ["intent", "create"],
        ["url", "https://93.184.216.34/hook"],
        ["events", "vacancy.published"],
        ["events", "application.received"],
        ["description", "Website gemeente"],
      ],
      ADMIN,
    );
    expect(created.status).toBe(200);
    const secret = (created.document.getElementById("new-webhook-secret") as HTMLInputElement).value;
    expect(secret).toMatch(/^whsec_/);
    const listed = await screens.open(PATH, ADMIN);
    const [row] = rows(listed.document);
    expect(row.textContent).toContain("Vacature gepubliceerd, Aanmelding ontvangen");
    expect(row.textContent).toContain("Website gemeente");
    expect(row.textContent).not.toContain(secret);
    const id = row.querySelector<HTMLInputElement>('input[name="id"]')?.value ?? "";

    const tested = await screens.post(
      PATH,
      [
        ["intent", "test"],
        ["id", id],
      ],
      ADMIN,
    );
    expect(tested.location).toBe(`${PATH}?flash=tested`);
    const log = await screens.open(`${PATH}/${id}`, ADMIN);
    expect(log.screen.getByRole("heading", { level: 2, name: "Verzonden berichten" })).toBeTruthy();
    expect(log.document.querySelector('[data-testid="delivery"]')?.textContent).toContain("Test");

    await screens.post(
      PATH,
      [
        ["intent", "switch"],
        ["id", id],
        ["active", "false"],
      ],
      ADMIN,
    );
    expect(rows((await screens.open(PATH, ADMIN)).document)[0].textContent).toContain("Uit");
    await screens.post(
      PATH,
      [
        ["intent", "delete"],
        ["id", id],
      ],
      ADMIN,
    );
    expect(rows((await screens.open(PATH, ADMIN)).document)).toHaveLength(0);
    expect((await screens.open(`${PATH}/${id}`, ADMIN)).status).toBe(404);
  });
});
