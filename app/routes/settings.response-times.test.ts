import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();
const PATH = "/nl/instellingen/reactietijd";
const STAFF = { as: "center_superuser" } as const;

const days = (document: Document) => (document.getElementById("response_reminder_days") as HTMLInputElement).value;

describe("the response time settings screen", () => {
  it("is a tab of the centre's settings for its staff, with the days before the reminder (5 at first)", async () => {
    expect((await screens.open(PATH, { as: "organization_superuser" })).status).toBe(403);
    const { status, screen, document } = await screens.open(PATH, STAFF);
    expect(status).toBe(200);
    expect(screen.getByRole("link", { name: "Reactietijd" }).getAttribute("href")).toBe(PATH);
    expect(screen.getByRole("heading", { name: "Reactietijd" })).toBeTruthy();
    expect(days(document)).toBe("5");
  });

  it("refuses a number outside 1-60 beside the field, in the page's language, and saves a good one", async () => {
    const wrong = await screens.post(PATH, { response_reminder_days: "0" }, STAFF);
    expect(wrong.status).toBe(422);
    expect(wrong.document.getElementById("response_reminder_days-error")?.textContent).toBe(
      "Vul een aantal dagen in van 1 tot en met 60",
    );
    const english = await screens.post("/en/instellingen/reactietijd", { response_reminder_days: "drie" }, STAFF);
    expect(english.document.getElementById("response_reminder_days-error")?.textContent).toBe(
      "Enter a number of days from 1 to 60",
    );
    expect(days((await screens.open(PATH, STAFF)).document)).toBe("5");

    const saved = await screens.post(PATH, { response_reminder_days: "7" }, STAFF);
    expect(saved.status).toBe(200);
    expect(days((await screens.open(PATH, STAFF)).document)).toBe("7");
  });
});
