import { describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { buildOpenVacancy } from "../applications/applications.fixtures";
import { savedVacanciesTestApp } from "./saved-vacancies.fixtures";

const { app, send } = savedVacanciesTestApp();

const save = (vacancyId: unknown, role?: Role, tenant?: string) =>
  send("POST", "/api/v1/saved_vacancies", {
    role,
    tenant,
    body: { data: { type: "saved_vacancies", attributes: { vacancy_id: vacancyId } } },
  });
const savedTitles = async (role: Role, tenant?: string) =>
  (await expectDocument(await send("GET", "/api/v1/saved_vacancies", { role, tenant }), 200)).data.map(
    (row) => row.attributes?.title,
  );

describe("saved vacancies", () => {
  it("a volunteer keeps a vacancy (twice is once), sees it under his own saved list and lets it go", async () => {
    const vacancy = await buildOpenVacancy(app().db, "oldebroek", "Voedselbank Oldebroek", { title: "Bewaard: soep koken" });
    expect((await expectDocument(await save(vacancy.id, "volunteer"), 201)).data.id).toBe(String(vacancy.id));
    await expectDocument(await save(String(vacancy.id), "volunteer"), 201);
    expect(await savedTitles("volunteer")).toEqual(["Bewaard: soep koken"]);
    // Another user of the same tenant keeps his own list.
    expect(await savedTitles("organization_superuser")).toEqual([]);
    const removed = await send("DELETE", `/api/v1/saved_vacancies/${vacancy.id}`, { role: "volunteer" });
    expect(removed.status).toBe(204);
    expect(await savedTitles("volunteer")).toEqual([]);
    await expectErrors(await send("DELETE", `/api/v1/saved_vacancies/${vacancy.id}`, { role: "volunteer" }), 404, "not_found");
  });

  it("refuses a guest before reading the body, and bad input with a translated 422 that changes nothing", async () => {
    await expectErrors(await save("kapot"), 401, "not_authorized");
    await expectErrors(await send("GET", "/api/v1/saved_vacancies"), 401, "not_authorized");
    await expectErrors(await send("DELETE", "/api/v1/saved_vacancies/1"), 401, "not_authorized");
    const [bad] = await expectErrors(await save("kapot", "volunteer"), 422, "validation_failed");
    expect(bad.source?.pointer).toBe("/data/attributes/vacancy_id");
    const [missing] = await expectErrors(await save(999_999, "volunteer"), 422, "validation_failed");
    expect(missing.detail).toContain("bestaat niet");
    const wrongType = await send("POST", "/api/v1/saved_vacancies", {
      role: "volunteer",
      body: { data: { type: "vacancies", attributes: { vacancy_id: 1 } } },
    });
    await expectErrors(wrongType, 422, "validation_failed");
    expect(await savedTitles("volunteer")).toEqual([]);
  });

  it("never keeps or shows another tenant's vacancy, nor one that is not public", async () => {
    const elsewhere = await buildOpenVacancy(app().db, "roermond", "Voedselbank Roermond", { title: "Roermondse soep" });
    await expectErrors(await save(elsewhere.id, "volunteer"), 422, "validation_failed");
    const draft = await buildOpenVacancy(app().db, "oldebroek", "Voedselbank Oldebroek", {
      title: "Nog concept",
      status: "draft",
    });
    await expectErrors(await save(draft.id, "volunteer"), 422, "validation_failed");
    // Roermond's volunteer keeps Roermond's vacancy; oldebroek's list does not show it.
    await expectDocument(await save(elsewhere.id, "volunteer", "roermond"), 201);
    expect(await savedTitles("volunteer", "roermond")).toEqual(["Roermondse soep"]);
    expect(await savedTitles("volunteer")).toEqual([]);
  });
});
