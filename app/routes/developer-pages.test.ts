import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";
import routes from "../routes";

const screens = screensTestApp();

/** Every page inside the developer layout, read from the route table itself. */
function developerPaths(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.file === "layouts/developer.tsx"
      ? (entry.children ?? []).map((child) => child.path ?? "")
      : developerPaths(entry.children ?? []),
  );
}

describe("the developer pages in production", () => {
  const paths = developerPaths(routes);

  it("are all found in the route table", () => {
    expect(paths).toContain("test/server-error");
    expect(paths.length).toBeGreaterThan(10);
  });

  // One test per page: each stays far inside the test timeout on a loaded machine.
  it.each(paths)("/%s is a 404 for a visitor and a volunteer, its data request as well, and open to an admin", async (path) => {
    for (const lang of ["nl", "en"]) {
      const page = `/${lang}/${path}`;
      expect((await screens.open(page)).status, `${page} for a visitor`).toBe(404);
      expect((await screens.open(page, { as: "volunteer" })).status, `${page} for a volunteer`).toBe(404);
      // A client-side navigation's data request is refused as well, before the page's own loader runs.
      expect((await screens.open(`${page}.data`, { as: "volunteer" })).status, `${page}.data for a volunteer`).toBe(404);
      expect((await screens.open(page, { as: "admin" })).status, `${page} for an admin`).toBe(200);
    }
  });

  it("refuse an action to a volunteer as well", async () => {
    // An action is guarded too: the sentry page's report is not sent for a volunteer.
    expect((await screens.post("/nl/test/sentry", {}, { as: "volunteer" })).status).toBe(404);
    const refused = await screens.open("/nl/test/user", { as: "volunteer" });
    expect(refused.screen.getByRole("heading", { level: 1 }).textContent).toBe("Pagina niet gevonden");
  });
});
