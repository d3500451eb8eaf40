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

// Moved from e2e/dev-pages.spec.ts: what these pages' loaders render needs no browser.
describe("the developer pages an admin opens", () => {
  const testId = (document: Document, id: string) => document.querySelector(`[data-testid="${id}"]`);

  it("/test/dollar-api shows the client's query, camelCase data with its included profile, and a translated error", async () => {
    const { status, document } = await screens.open("/en/test/dollar-api", { as: "admin", tenant: "public" });
    expect(status).toBe(200);
    const one = testId(document, "dollar-one");
    expect(one?.textContent).toContain("?include=profile");
    expect(one?.textContent).toContain("Vrijwilligerscentrum Nijmegen");
    expect(one?.textContent).toContain("Profile from included");
    expect(one?.querySelectorAll("dd")[2]?.textContent).toBe("yes");
    expect(one?.textContent).not.toContain("is_default");
    expect(testId(document, "dollar-error")?.textContent).toContain("404");
  });

  it("/test/auth and /test/user show the session and the user as the API sees them", async () => {
    const auth = await screens.open("/nl/test/auth", { as: "admin", tenant: "public" });
    expect(auth.status).toBe(200);
    expect(testId(auth.document, "auth-status")?.textContent).toBe("SIGNED_IN");
    expect(testId(auth.document, "auth-facts")?.textContent).toContain("admin@public.demo.test");
    expect(testId(auth.document, "auth-facts")?.querySelector("dd")?.textContent).toBe("ja");
    const user = await screens.open("/en/test/user", { as: "admin", tenant: "public" });
    expect(user.status).toBe(200);
    const current = testId(user.document, "current-user");
    expect(current?.textContent).toContain("admin@public.demo.test");
    expect(current?.textContent).toContain("admin");
    expect(current?.textContent).toContain("active");
  });
});
