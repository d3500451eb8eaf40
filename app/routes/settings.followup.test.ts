import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();
const PATH = "/nl/instellingen/opvolging";
const ADMIN = { as: "center_superuser" } as const;
const field = (document: Document) => document.getElementById("match_followup_weeks") as HTMLInputElement;

describe("the follow-up settings screen", () => {
  it("is a settings tab for centre staff: the weeks before 'Is het gelukt?', checked and saved", async () => {
    expect((await screens.open(PATH, { as: "volunteer" })).status).toBe(403);
    const { status, screen, document } = await screens.open(PATH, ADMIN);
    expect(status).toBe(200);
    expect(screen.getByRole("link", { name: "Opvolging" }).getAttribute("href")).toBe(PATH);
    expect(field(document).value).toBe("4");

    const refused = await screens.post(PATH, { match_followup_weeks: "0" }, ADMIN);
    expect(refused.status).toBe(422);
    expect(refused.document.getElementById("match_followup_weeks-error")?.textContent).toBe(
      "Kies een aantal weken van 1 tot en met 26.",
    );
    expect(field((await screens.open(PATH, ADMIN)).document).value).toBe("4");

    const saved = await screens.post(PATH, { match_followup_weeks: "6" }, { ...ADMIN, follow: true });
    expect(saved.status).toBeLessThan(400);
    expect(field((await screens.open(PATH, ADMIN)).document).value).toBe("6");
  });
});
