import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createApplication } from "../applications/applications.service";
import { findUserByEmail } from "../identity/users.service";
import { createCalendarData } from "./activity-calendar.test-data";

let t: TestApp;
let data: Awaited<ReturnType<typeof createCalendarData>>;

beforeAll(async () => {
  t = await createTestApp();
  data = await createCalendarData(t);
});
afterAll(() => t.close());

const get = (query: string, host = "demo.localhost:3000", language = "nl") =>
  t.request(`/api/v1/activity_dates?${query}`, { headers: { host, "accept-language": language } });

/** The dates in a range as "vacancy title @ start", in order. */
async function dates(from: string, to: string, host?: string) {
  const document = await expectDocument(await get(`filter[from]=${from}&filter[to]=${to}`, host), 200);
  return document.data.map((r) => `${r.attributes?.title} @ ${r.attributes?.starts_at}`);
}

describe("GET /api/v1/activity_dates", () => {
  it("gives every date that overlaps the range, in order, with its activity", async () => {
    expect(await dates("2031-03-01", "2031-03-31")).toEqual([
      "Zomerkamp @ 2031-02-27T08:00:00.000Z",
      "Rommelmarkt; kraam, koffie @ 2031-03-01T09:00:00.000Z",
      "Rommelmarkt; kraam, koffie @ 2031-03-31T21:30:00.000Z",
    ]);
    const document = await expectDocument(await get("filter[from]=2031-03-01&filter[to]=2031-03-01"), 200);
    const camp = document.data.find((r) => r.attributes?.title === "Zomerkamp");
    expect(camp).toMatchObject({
      type: "activity_dates",
      attributes: {
        vacancy_id: String(data.camp.id),
        city: null,
        remote: true,
        organization_name: "Buurtclub Zon",
        frequency: "multi_day",
        ends_at: "2031-03-02T16:00:00.000Z",
      },
    });
    expect(document.meta).toMatchObject({ total: 2, from: "2031-03-01", to: "2031-03-01" });
  });

  it("counts whole days in Dutch time", async () => {
    // 23:30 on 31 March in Amsterdam is 21:30 UTC: on the 31st, not on 1 April.
    expect(await dates("2031-04-01", "2031-04-30")).toEqual([]);
    expect(await dates("2031-03-03", "2031-03-30")).toEqual([]);
    expect(await dates("2031-05-01", "2031-05-01")).toEqual(["Rommelmarkt; kraam, koffie @ 2031-05-01T08:00:00.000Z"]);
  });

  it("shows only what the vacancy bank shows: no drafts, expired, unapproved, non-activities or other centres", async () => {
    const document = await expectDocument(await get("filter[from]=2031-03-10&filter[to]=2031-03-10"), 200);
    expect(document.data).toEqual([]);
    expect(data.hidden).toHaveLength(5);
  });

  it("keeps tenants apart", async () => {
    expect(await dates("2031-03-10", "2031-03-10", "roermond.localhost:3000")).toEqual([
      "Activiteit in Roermond @ 2031-03-10T09:00:00.000Z",
    ]);
    expect(await dates("2031-03-01", "2031-03-31", "roermond.localhost:3000")).not.toContain(
      "Zomerkamp @ 2031-02-27T08:00:00.000Z",
    );
  });

  it("is not there on the meedoen site, which has no activities", async () => {
    const [error] = await expectErrors(
      await get("filter[from]=2031-03-01&filter[to]=2031-03-31", "meedoen.localhost:3000"),
      404,
      "not_found",
    );
    // The whole error speaks the request's language, its detail too.
    expect(error).toMatchObject({ title: "Niet gevonden", detail: "Niet gevonden" });
    const [english] = await expectErrors(await get("filter[from]=2031-03-01", "meedoen.localhost:3000", "en"), 404, "not_found");
    expect(english).toMatchObject({ title: "Not found", detail: "Not found" });
  });
});

describe("GET /api/v1/activity_dates: bad input", () => {
  const problems = async (query: string, language = "en") =>
    (await expectErrors(await get(query, undefined, language), 400, "invalid_query")).map((e) => [e.source?.parameter, e.detail]);

  it("names each missing or malformed parameter in the request's language", async () => {
    expect(await problems("")).toEqual([
      ["filter[from]", "filter[from] is required."],
      ["filter[to]", "filter[to] is required."],
    ]);
    expect(await problems("filter[from]=2031-02-30&filter[to]=morgen")).toEqual([
      ["filter[from]", "filter[from] must be a date as YYYY-MM-DD, not '2031-02-30'."],
      ["filter[to]", "filter[to] must be a date as YYYY-MM-DD, not 'morgen'."],
    ]);
    expect(await problems("filter[from]=2031-03-01", "nl")).toEqual([["filter[to]", "filter[to] is verplicht."]]);
    expect(await problems("filter[from]=2031-03-01&filter[to]=2031-03-31&filter[city]=Ede")).toEqual([
      ["filter[city]", "Unknown parameter 'filter[city]'."],
    ]);
  });

  it("refuses a range backwards or longer than 93 days", async () => {
    expect(await problems("filter[from]=2031-03-02&filter[to]=2031-03-01")).toEqual([
      ["filter[to]", "filter[to] must not be before filter[from]."],
    ]);
    expect(await problems("filter[from]=2031-01-01&filter[to]=2031-04-04")).toEqual([
      ["filter[to]", "The range from filter[from] to filter[to] may span at most 93 days."],
    ]);
    expect(await dates("2031-01-01", "2031-04-03")).toHaveLength(3);
  });
});

describe("GET /api/v1/volunteer_centers/current/activities.ics", () => {
  // X-Forwarded-Proto, like any request header, has no say in the feed's links (decision 7).
  const feed = (host = "demo.localhost:3000", headers: Record<string, string> = {}) =>
    t.request("/api/v1/volunteer_centers/current/activities.ics", {
      headers: { host, "x-forwarded-proto": "https", ...headers },
    });

  it("is an iCalendar feed of the centre's public activities, one VEVENT per date", async () => {
    const response = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("X-WR-CALNAME:Activiteiten ");
    const market = unfolded.split("BEGIN:VEVENT").filter((e) => e.includes("SUMMARY:Rommelmarkt\\; kraam\\, koffie"));
    expect(market).toHaveLength(3);
    expect(market[0]).toContain("DTSTART:20310301T090000Z\r\nDTEND:20310301T130000Z\r\n");
    expect(market[0]).toMatch(/UID:activity-date-\d+@demo\.localhost\r\n/);
    expect(market[0]).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(market[0]).toContain("LOCATION:Nijmegen\r\n");
    expect(market[0]).toContain(`URL:http://demo.localhost:3000/vacancies/${data.market.id}\r\n`);
    expect(unfolded).toContain("SUMMARY:Zomerkamp\r\nLOCATION:Online\r\n");
    for (const title of [
      "Concept activiteit",
      "Verlopen activiteit",
      "Activiteit van een nieuwe club",
      "Vacature met datum",
      "Activiteit in Noord",
      "Activiteit in Roermond",
    ])
      expect(unfolded).not.toContain(title);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("links to the tenant's configured origin on a host that is not the tenant's, and is not cached", async () => {
    const response = await feed("evil.example", { "x-tenant": "demo", "x-forwarded-host": "evil.example" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = (await response.text()).replace(/\r\n /g, "");
    expect(text).not.toContain("evil.example");
    expect(text).toContain(`URL:http://demo.localhost:3000/vacancies/${data.market.id}\r\n`);
    expect(text).toMatch(/UID:activity-date-\d+@demo\.localhost\r\n/);
  });

  it("serves each tenant its own activities and none on meedoen", async () => {
    const roermond = await (await feed("roermond.localhost:3000")).text();
    expect(roermond).toContain("SUMMARY:Activiteit in Roermond");
    expect(roermond).not.toContain("Zomerkamp");
    await expectErrors(await feed("meedoen.localhost:3000"), 404, "not_found");
  });
});

describe("GET /api/v1/organizations/{id}/activities.ics", () => {
  const feed = (id: number) =>
    t.request(`/api/v1/organizations/${id}/activities.ics`, { headers: { host: "demo.localhost:3000" } });

  it("is an iCalendar feed of that organization's public activities only, named after it", async () => {
    const response = await feed(data.organizations.club);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = (await response.text()).replace(/\r\n /g, "");
    expect(text).toContain("X-WR-CALNAME:Activiteiten van Buurtclub Zon\r\n");
    expect(text.split("BEGIN:VEVENT").filter((e) => e.includes("SUMMARY:Rommelmarkt"))).toHaveLength(3);
    expect(text).toContain("SUMMARY:Zomerkamp\r\n");
    for (const title of ["Concept activiteit", "Activiteit van een nieuwe club", "Activiteit in Noord", "Vacature met datum"])
      expect(text).not.toContain(title);
  });

  it("is a 404 for an organization visitors may not see from this site", async () => {
    const { pending, north, roermond } = data.organizations;
    for (const id of [pending, north, roermond, 999_999]) await expectErrors(await feed(id), 404, "not_found");
  });
});

describe("the personal activity feed", () => {
  it("lists the activities a volunteer applied to, at a secret address he can renew and switch off", async () => {
    const volunteer = await findUserByEmail(t.db, "demo", "volunteer@demo.demo.test");
    await createApplication(t.db, "demo", {
      vacancyId: data.market.id,
      userId: volunteer?.id ?? null,
      firstName: "Vera",
      lastName: "Vrijwilliger",
      email: "volunteer@demo.demo.test",
      phoneNumber: null,
      message: null,
    });
    const headers = { ...(await signIn(t, "volunteer", "demo")), "x-forwarded-proto": "https" };
    const issue = async () =>
      new URL(
        String(
          (await expectDocument(await t.request("/api/v1/current_user/calendar_feed", { method: "POST", headers }), 201)).data
            .attributes?.url,
        ),
      );
    const first = await issue();
    expect(first.origin).toBe("http://demo.localhost:3000");
    const feed = await t.request(first.pathname, { headers: { host: "demo.localhost:3000" } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = (await feed.text()).replace(/\r\n /g, "");
    expect(text).toContain("X-WR-CALNAME:Mijn activiteiten bij ");
    expect(text).toContain("SUMMARY:Rommelmarkt\\; kraam\\, koffie");
    expect(text).not.toContain("SUMMARY:Zomerkamp");

    // Another tenant's site does not know the address; a new address ends the old one; switching off ends both.
    expect((await t.request(first.pathname, { headers: { host: "roermond.localhost:3000" } })).status).toBe(404);
    const second = await issue();
    expect((await t.request(first.pathname, { headers: { host: "demo.localhost:3000" } })).status).toBe(404);
    expect((await t.request(second.pathname, { headers: { host: "demo.localhost:3000" } })).status).toBe(200);
    expect((await t.request("/api/v1/current_user/calendar_feed", { method: "DELETE", headers })).status).toBe(204);
    expect((await t.request(second.pathname, { headers: { host: "demo.localhost:3000" } })).status).toBe(404);
    await expectErrors(
      await t.request("/api/v1/calendar_feeds/not-a-token.ics", { headers: { host: "demo.localhost:3000" } }),
      404,
      "not_found",
    );
    await expectErrors(
      await t.request("/api/v1/current_user/calendar_feed", { method: "POST", headers: { host: "demo.localhost:3000" } }),
      401,
      "not_authorized",
    );

    // A hostile host never becomes the feed's address.
    const hostile = { ...headers, host: "evil.example", "x-tenant": "demo", "x-forwarded-host": "evil.example" };
    const posted = await t.request("/api/v1/current_user/calendar_feed", { method: "POST", headers: hostile });
    expect(new URL(String((await expectDocument(posted, 201)).data.attributes?.url)).origin).toBe("http://demo.localhost:3000");
  });
});
