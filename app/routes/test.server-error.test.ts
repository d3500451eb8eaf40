import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

// Spec section 2's error table, raised by the developer page (an admin's in production).
const table = [
  {
    case: "401",
    status: 401,
    nl: "Niet geautoriseerd",
    en: "Not authorized",
    description: "You are not authorized to access this page.",
  },
  {
    case: "403",
    status: 403,
    nl: "Toegang geweigerd",
    en: "Access forbidden",
    description: "You do not have access rights to this page.",
  },
  {
    case: "404",
    status: 404,
    nl: "Pagina niet gevonden",
    en: "Page not found",
    description:
      "We couldn't find the page you were looking for. It may have moved or no longer exist. Search for volunteer work below, or go to the home page or the vacancy bank.",
  },
  {
    case: "503",
    status: 503,
    nl: "Oeps... er is iets misgegaan! (foutcode: 503)",
    en: "Oops... something went wrong! (error code: 503)",
    description: "An error has occurred. If the problem persists, please contact a system administrator or try again later.",
  },
  {
    case: "none",
    status: 500,
    nl: "Oeps... er is iets misgegaan!",
    en: "Oops... something went wrong!",
    description: "An error has occurred. If the problem persists, please contact a system administrator or try again later.",
  },
  {
    case: "wrong-center",
    status: 403,
    nl: "Ingelogd op de verkeerde website",
    en: "Logged in to the wrong website",
    description:
      "Please contact the administrator of this website. This user account is registered with one of the other partners in the collaboration.",
  },
];

describe("the error pages", () => {
  for (const row of table) {
    it(`for ${row.case} speak Dutch and English and lead home`, async () => {
      const nl = await screens.open(`/nl/test/server-error?case=${row.case}`, { as: "admin" });
      expect(nl.status).toBe(row.status);
      expect(nl.screen.getByRole("heading", { level: 1 }).textContent).toBe(row.nl);
      expect(nl.screen.getByRole("link", { name: "Terug naar home" }).getAttribute("href")).toBe("/nl");
      const en = await screens.open(`/en/test/server-error?case=${row.case}`, { as: "admin" });
      expect(en.status).toBe(row.status);
      expect(en.screen.getByRole("heading", { level: 1 }).textContent).toBe(row.en);
      expect(en.screen.getByText(row.description)).toBeTruthy();
    });
  }
});
