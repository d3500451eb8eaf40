import { describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoEmail } from "../identity/identity.factory";
import { savedVacanciesTestApp } from "./saved-vacancies.fixtures";

const { send } = savedVacanciesTestApp();

/** A signed-in user's alert to his own address: active at once. */
async function ownAlert(role: Role, search: string, tenant = "oldebroek") {
  const made = await expectDocument(
    await send("POST", "/api/v1/vacancy_alerts", {
      role,
      tenant,
      body: { data: { type: "vacancy_alerts", attributes: { email: demoEmail(role, tenant), frequency: "daily", search } } },
    }),
    201,
  );
  return made.data.id;
}
const list = async (role: Role, tenant = "oldebroek") =>
  (await expectDocument(await send("GET", "/api/v1/vacancy_alerts", { role, tenant }), 200)).data;
const frequency = (id: string, value: unknown, role: Role = "volunteer", tenant = "oldebroek") =>
  send("PATCH", `/api/v1/vacancy_alerts/${id}`, {
    role,
    tenant,
    body: { data: { type: "vacancy_alerts", id, attributes: { frequency: value } } },
  });

describe("a signed-in user's vacancy alerts", () => {
  it("lists his own, newest first, with the search as the bank page's query; changes how often; deletes one", async () => {
    const first = await ownAlert("volunteer", "q=soep&sort=newest&themes=care-welfare,nature-animals");
    const second = await ownAlert("volunteer", "remote=true");
    const mine = await list("volunteer");
    expect(mine.map((row) => row.id)).toEqual([second, first]);
    expect(mine[1].attributes).toMatchObject({
      email: demoEmail("volunteer", "oldebroek"),
      frequency: "daily",
      active: true,
      search: "q=soep&themes=care-welfare%2Cnature-animals",
    });
    expect(Date.parse(String(mine[1].attributes?.created_at))).not.toBeNaN();

    const changed = await expectDocument(await frequency(first, "weekly"), 200);
    expect(changed.data.attributes).toMatchObject({ frequency: "weekly", search: "q=soep&themes=care-welfare%2Cnature-animals" });
    expect((await list("volunteer")).find((row) => row.id === first)?.attributes?.frequency).toBe("weekly");

    expect((await send("DELETE", `/api/v1/vacancy_alerts/${second}`, { role: "volunteer" })).status).toBe(204);
    expect((await list("volunteer")).map((row) => row.id)).toEqual([first]);
    await expectErrors(await send("DELETE", `/api/v1/vacancy_alerts/${second}`, { role: "volunteer" }), 404, "not_found");
    await expectErrors(await frequency(second, "daily"), 404, "not_found");
  });

  it("another user's alert is a 404 to read, change or delete, even for the centre's staff, and stays as it was", async () => {
    const id = await ownAlert("student", "q=paarden");
    expect((await list("volunteer")).map((row) => row.id)).not.toContain(id);
    for (const role of ["volunteer", "center_superuser", "admin"] as const) {
      expect((await list(role)).map((row) => row.id)).not.toContain(id);
      // A body that is wrong as well: who may not act hears 404, not what is wrong with it.
      await expectErrors(await frequency(id, "hourly", role), 404, "not_found");
      await expectErrors(await frequency(id, "weekly", role), 404, "not_found");
      await expectErrors(await send("DELETE", `/api/v1/vacancy_alerts/${id}`, { role }), 404, "not_found");
    }
    expect((await list("student")).find((row) => row.id === id)?.attributes?.frequency).toBe("daily");
  });

  it("refuses a visitor with 401 and bad input with a translated 422 that changes nothing", async () => {
    const id = await ownAlert("volunteer", "q=fietsen");
    await expectErrors(await send("GET", "/api/v1/vacancy_alerts"), 401, "not_authorized");
    const body = { data: { type: "vacancy_alerts", id, attributes: { frequency: "weekly" } } };
    await expectErrors(await send("PATCH", `/api/v1/vacancy_alerts/${id}`, { body }), 401, "not_authorized");
    await expectErrors(await send("DELETE", `/api/v1/vacancy_alerts/${id}`), 401, "not_authorized");

    const errors = await expectErrors(await frequency(id, "hourly"), 422, "validation_failed");
    expect(errors.map((e) => e.source?.pointer)).toEqual(["/data/attributes/frequency"]);
    expect(errors[0].detail).toMatch(/\S/);
    const extra = await send("PATCH", `/api/v1/vacancy_alerts/${id}`, {
      role: "volunteer",
      body: { data: { type: "vacancy_alerts", id, attributes: { frequency: "weekly", email: "ander@example.test" } } },
    });
    await expectErrors(extra, 422, "validation_failed");
    await expectErrors(
      await send("PATCH", `/api/v1/vacancy_alerts/${id}`, { role: "volunteer", body: "geen document" }),
      422,
      "validation_failed",
    );
    await expectErrors(await send("PATCH", "/api/v1/vacancy_alerts/abc", { role: "volunteer", body: {} }), 404, "not_found");
    const row = (await list("volunteer")).find((alert) => alert.id === id);
    expect(row?.attributes).toMatchObject({ frequency: "daily", email: demoEmail("volunteer", "oldebroek") });
  });

  it("keeps each tenant's alerts to itself: the same demo role elsewhere neither sees nor touches them", async () => {
    const id = await ownAlert("volunteer", "q=tuin");
    expect((await list("volunteer", "roermond")).map((row) => row.id)).not.toContain(id);
    await expectErrors(await frequency(id, "weekly", "volunteer", "roermond"), 404, "not_found");
    await expectErrors(
      await send("DELETE", `/api/v1/vacancy_alerts/${id}`, { role: "volunteer", tenant: "roermond" }),
      404,
      "not_found",
    );
    const elsewhere = await ownAlert("volunteer", "q=tuin", "roermond");
    expect((await list("volunteer", "roermond")).map((row) => row.id)).toEqual([elsewhere]);
    expect((await list("volunteer")).find((row) => row.id === id)?.attributes?.frequency).toBe("daily");
  });
});
