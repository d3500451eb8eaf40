import { describe, expect, it } from "vitest";
import { createSearchData } from "../../server/modules/vacancy-bank/vacancy-search.test-data";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

const hidden = (document: Document) =>
  [...document.querySelectorAll<HTMLInputElement>('[data-testid="guided-form"] input[type="hidden"]')].map(
    (input) => `${input.name}=${input.value}`,
  );
const href = (document: Document, testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.getAttribute("href");

describe("Help me kiezen", () => {
  it("asks one question a screen in a plain GET form, with its progress and a way to skip it", async () => {
    const { status, screen, document } = await screens.open("/nl/hulp-bij-kiezen");
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { level: 1, name: "Help me kiezen" })).toBeTruthy();
    expect(screen.getByText("Vraag 1 van 5")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Wat voor werk wil je doen?" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Sport" })).toBeTruthy();
    const form = document.querySelector('[data-testid="guided-form"]');
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/nl/hulp-bij-kiezen");
    expect(hidden(document)).toEqual(["step=2"]);
    expect(href(document, "guided-skip")).toBe("/nl/hulp-bij-kiezen?step=2");
    expect(document.querySelector('[data-testid="guided-back"]')).toBeNull();
    // A visitor gets HTML alone (decision 9).
    expect(document.querySelectorAll("script[src]")).toHaveLength(0);
  });

  it("carries the answers so far on, shows them when going back, and skipping leaves the question's own out", async () => {
    const second = await screens.open("/nl/hulp-bij-kiezen?themes=sport,culture&step=2");
    expect(second.screen.getByText("Vraag 2 van 5")).toBeTruthy();
    expect(second.screen.getByRole("group", { name: "Met wie wil je het doen?" })).toBeTruthy();
    expect(hidden(second.document)).toEqual(["themes=sport,culture", "step=3"]);
    expect(href(second.document, "guided-back")).toBe("/nl/hulp-bij-kiezen?themes=sport%2Cculture");

    const back = await screens.open("/nl/hulp-bij-kiezen?themes=sport%2Cculture&vacancy_type=p2p");
    expect((back.screen.getByRole("checkbox", { name: "Sport" }) as HTMLInputElement).checked).toBe(true);
    expect((back.screen.getByRole("checkbox", { name: "Natuur en dieren" }) as HTMLInputElement).checked).toBe(false);
    expect(href(back.document, "guided-skip")).toBe("/nl/hulp-bij-kiezen?vacancy_type=p2p&step=2");

    const last = await screens.open("/nl/hulp-bij-kiezen?themes=sport&step=5");
    expect(last.screen.getByRole("button", { name: "Toon vacatures" })).toBeTruthy();
    expect(href(last.document, "guided-skip")).toBe("/nl/vacancies/search?themes=sport&guided=1");
  });

  it("offers 'with whom' as the bank's types, the person-to-person ones only where the centre has that help", async () => {
    const withHelp = await screens.open("/nl/hulp-bij-kiezen?step=2", { tenant: "oldebroek" });
    expect(withHelp.screen.getByRole("checkbox", { name: "Met buren die hulp vragen" })).toBeTruthy();
    const without = await screens.open("/nl/hulp-bij-kiezen?step=2", { tenant: "roermond" });
    expect(without.screen.getByRole("checkbox", { name: "Met één persoon, als maatje" })).toBeTruthy();
    expect(without.screen.queryByRole("checkbox", { name: "Met buren die hulp vragen" })).toBeNull();
  });

  it("asks for the place again when 'near a place' has none, and changes nothing else", async () => {
    const { status, screen } = await screens.open("/nl/hulp-bij-kiezen?themes=sport&where=near&near=&radius_km=10&step=5");
    expect(status).toBe(422);
    expect(screen.getByText("Vraag 4 van 5")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Postcode of plaats" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Vul je postcode of plaats in, of kies iets anders.")).toBeTruthy();
  });

  it("ends in the bank with every answer as its filter, and the bank says why", async () => {
    const answers =
      "themes=sport&vacancy_type=volunteering&tags=regularly&hours_per_week=16&where=from_home&near=&radius_km=10" +
      "&expenses_reimbursed=true&step=6";
    const { status, location } = await screens.open(`/nl/hulp-bij-kiezen?${answers}`);
    expect(status).toBe(302);
    expect(location).toBe(
      "/nl/vacancies/search?vacancy_type=volunteering&tags=regularly&themes=sport&hours_per_week=16" +
        "&expenses_reimbursed=true&from_home=true&guided=1",
    );
    const bank = await screens.open(location as string);
    expect(bank.status).toBe(200);
    expect(bank.screen.getByTestId("guided-reasons").textContent).toContain(
      "Omdat je koos voor: Vrijwilligerswerk, Regelmatig, Sport, Hoogstens 16 uur per week, Onkostenvergoeding en Vanuit huis.",
    );
    expect(href(bank.document, "guided-again")).toBe(
      "/nl/hulp-bij-kiezen?vacancy_type=volunteering&tags=regularly&themes=sport&hours_per_week=16&expenses_reimbursed=true&from_home=true",
    );
    // The search alert is offered with the reasons: for a visitor without scripts, the bank with the app and its form.
    expect(href(bank.document, "alert-open")).toBe(
      "?vacancy_type=volunteering&tags=regularly&themes=sport&hours_per_week=16&expenses_reimbursed=true&from_home=true&alert=open",
    );
    expect(bank.document.querySelectorAll('[data-testid="alert-open"]')).toHaveLength(1);
    // The marker is no filter: not in the canonical address.
    expect(bank.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).not.toContain("guided");
  });

  it("narrows the bank with each answer it offers, to vacancies that have it", async () => {
    await createSearchData(screens.app());
    const totalOf = async (query: string) => {
      const { document } = await screens.open(`/nl/vacancies/search?${query}`, { tenant: "demo" });
      return Number.parseInt(document.querySelector('[data-testid="search-total"]')?.textContent ?? "", 10);
    };
    const all = await totalOf("");
    expect(all).toBe(5);
    for (const answer of [
      "themes=care-welfare",
      "vacancy_type=language",
      "tags=regularly",
      "hours_per_week=4",
      "from_home=true",
      "remote=true",
      "near=Nijmegen&radius_km=10",
      "expenses_reimbursed=true",
      "vog_required=false",
      "language_level=A2",
    ]) {
      const { location } = await screens.open(`/nl/hulp-bij-kiezen?${answer}&step=6`, { tenant: "demo" });
      const total = await totalOf(new URL(location as string, "http://x").search.slice(1));
      expect(total, answer).toBeGreaterThan(0);
      expect(total, answer).toBeLessThan(all);
    }
  });

  it("is English under its English path, and a language switch lands there with the answers", async () => {
    const { status, location } = await screens.open("/en/hulp-bij-kiezen?themes=sport&step=2");
    expect(status).toBe(302);
    expect(location).toBe("/en/help-me-choose?themes=sport&step=2");
    const { screen } = await screens.open(location as string);
    expect(screen.getByRole("heading", { level: 1, name: "Help me choose" })).toBeTruthy();
    expect(screen.getByText("Question 2 of 5")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Previous question" }).getAttribute("href")).toBe("/en/help-me-choose?themes=sport");
    const bank = await screens.open("/en/vacancies/search?guided=1");
    expect(bank.screen.getByText("You skipped every question: here are all vacancies.")).toBeTruthy();
  });

  it("is offered from the home page and the bank in both languages", async () => {
    for (const [path, link] of [
      ["/nl", "/nl/hulp-bij-kiezen"],
      ["/en", "/en/help-me-choose"],
      ["/nl/vacancies/search", "/nl/hulp-bij-kiezen"],
      ["/en/vacancies/search", "/en/help-me-choose"],
    ]) {
      const { document } = await screens.open(path);
      expect(href(document, "guided-link"), path).toBe(link);
    }
  });
});
