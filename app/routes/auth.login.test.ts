import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/modules/identity/identity.factory";
import { buildOpenVacancy } from "../../server/modules/vacancies/vacancies.factory";
import { screensTestApp } from "../../server/test/screens";
import { signInAs } from "../../server/test/sign-in";

const screens = screensTestApp();
const VOLUNTEER = "volunteer@oldebroek.demo.test";

const savedIds = async () => {
  const session = await signInAs(screens.app(), VOLUNTEER);
  const response = await screens.app().request("/api/v1/saved_vacancies", { headers: session });
  return ((await response.json()) as { data: { id: string }[] }).data.map((row) => row.id);
};

describe("signing in with hearts a guest kept in this browser", () => {
  it("keeps them on the account before the first page after signing in, and skips what it may not keep", async () => {
    const db = screens.app().db;
    const soup = await buildOpenVacancy(db, "oldebroek", "Voedselbank Oldebroek", { title: "Soep koken" });
    const driver = await buildOpenVacancy(db, "oldebroek", "Voedselbank Oldebroek", { title: "Chauffeur" });
    const draft = await buildOpenVacancy(db, "oldebroek", "Voedselbank Oldebroek", { status: "draft" });
    const { status, location } = await screens.post("/nl/auth/login-1?redirectTo=%2Fnl%2Fprofiel", {
      email: VOLUNTEER,
      password: DEMO_PASSWORD,
      saved_vacancies: `${draft.id},${soup.id},not-a-number,${driver.id}`,
    });
    expect(status).toBe(302);
    expect(location).toBe("/nl/profiel");
    const saved = await savedIds();
    expect(saved).toEqual(expect.arrayContaining([String(soup.id), String(driver.id)]));
    expect(saved).not.toContain(String(draft.id));
  });
});
