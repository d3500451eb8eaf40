import { afterAll, beforeAll } from "vitest";
import type { Role } from "../../../contract/identity";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

const JSON_API = { "content-type": "application/vnd.api+json" };

/** A test app for a saved-vacancies or vacancy-alerts API test file, and JSON:API requests as a demo role or anyone. */
export function savedVacanciesTestApp() {
  let app: TestApp;
  let as: ReturnType<typeof demoSessions>;
  beforeAll(async () => {
    app = await createTestApp();
    as = demoSessions(app);
  });
  afterAll(() => app.close());

  async function send(method: string, path: string, options: { role?: Role; tenant?: string; body?: unknown } = {}) {
    const { role, tenant = "oldebroek" } = options;
    const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
    return app.request(path, {
      method,
      headers: { ...auth, ...JSON_API, "accept-language": "nl" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }
  return { app: () => app, send };
}
