import { type BrowserContext, expect, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3210);

/** A URL on one of the demo hosts, e.g. at("oldebroek", "/nl") -> http://oldebroek.localhost:3210/nl. */
export function at(subdomain: string | null, path: string): string {
  return `http://${subdomain ? `${subdomain}.` : ""}localhost:${PORT}${path}`;
}

/** The page is ready: hydrated, or sent without the app's scripts (a visitor's public page, decision 9). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const { hydrated, withoutScripts } = document.documentElement.dataset;
    return hydrated === "true" || withoutScripts === "true";
  });
}

export const DEMO_PASSWORD = "Vrijwilliger2026!";

/**
 * Signs a browser context in on localhost (tenant "public") as a seeded demo account, e.g. "admin", through the API:
 * faster than the login page, and the same three session cookies. (Node does not resolve *.localhost.)
 */
export async function signInAs(context: BrowserContext, role: string) {
  const email = `${role}@public.demo.test`;
  const response = await context.request.post(at(null, "/auth/sign_in"), { data: { email, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`sign in as ${email}: ${response.status()}`);
  await context.addCookies(
    (["access-token", "client", "uid"] as const).map((name) => ({
      name,
      value: encodeURIComponent(response.headers()[name] ?? ""),
      url: at(null, "/"),
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
}

/** Logs in through the login page of a demo site as a user would, and waits on the page it leads back to. */
export async function logInThroughPage(page: Page, email: string, path: string, tenant = "oldebroek") {
  await page.goto(at(tenant, `/nl/auth/login-1?redirectTo=${encodeURIComponent(path)}`));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at(tenant, path));
  await hydrated(page);
}
