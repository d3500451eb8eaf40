import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import type { ResourceObject } from "../../../contract/jsonapi";
import { DEMO_OPERATOR_EMAIL, TEST_OPERATOR_DEVICE } from "../../modules/identity/identity.seed";
import { demoSessions, hostOf, type Session, signInAs } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { documentedRoutes, type OpenApiDocument, openApiPath } from "./document";

let t: TestApp;
let document: OpenApiDocument;
let as: ReturnType<typeof demoSessions>;
let operator: Promise<Session> | undefined;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  document = await (await t.request("/api/v1/openapi.json", { headers: { host: hostOf("oldebroek") } })).json();
});
afterAll(() => t.close());

type Content = Record<string, { schema: Record<string, unknown> }>;
type Operation = { responses: Record<string, { content?: Content }> };
const operationOf = (method: string, path: string) =>
  (document.paths as unknown as Record<string, Record<string, Operation>>)[openApiPath(path)]?.[method.toLowerCase()];

/** A validator of the document's schema for a route's answer with this status; its `$ref`s point into the document. */
function validatorOf(method: string, path: string, status: number) {
  const raw = operationOf(method, path)?.responses[String(status)] as { $ref?: string; content?: Content } | undefined;
  const responses = document.components.responses as Record<string, { content?: Content }>;
  const content = raw?.$ref ? responses[raw.$ref.split("/").at(-1) as string]?.content : raw?.content;
  const schema = content && Object.values(content)[0]?.schema;
  if (!schema) return undefined;
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
  return ajv.compile({ ...schema, components: document.components });
}

const declared = (method: string, path: string) =>
  documentedRoutes(t.app.routes)
    .find((route) => route.method === method && route.path === path)
    ?.described.find((d) => d.kind === "responds");

// Who reads each GET: each 200 is checked, until one with data (a list's first id samples its item route).
/** A route's path with each parameter the first id of the list before it (`/pages/:id/revisions/:revisionId`). */
function sampleUrl(path: string, ids: Map<string, string>): string | undefined {
  let url = path;
  for (const match of path.matchAll(/\/:\w+(\{[^}]*\})?/g)) {
    const id = ids.get(path.slice(0, match.index));
    if (!id) return undefined;
    url = url.replace(match[0], `/${id}`);
  }
  return url;
}

const VACANCY = {
  title: "Chauffeur voor de voedselbank",
  description: "<p>Rijd op zaterdag pakketten rond.</p>",
  vacancy_type: "volunteering",
  city: "Oldebroek",
  tags: ["regularly"],
};

type Reader = Role | "visitor" | "operator";
// The operator's API answers on the operator's host only (issue 39); signed in when first asked, as the others are.
const operatorSession = () => {
  // From the demo operator's remembered device: his two-step sign-in is on (decision 34).
  operator ??= signInAs(t, DEMO_OPERATOR_EMAIL, { tenant: "platform", headers: { "two-factor-device": TEST_OPERATOR_DEVICE } });
  return operator;
};
/** The query a route cannot be read without. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const QUERIES: Record<string, string> = { "/api/v1/activity_dates": `?filter[from]=${day(0)}&filter[to]=${day(60)}` };

const READERS: Reader[] = ["admin", "volunteer", "organization_superuser", "visitor"];

const problems: string[] = [];

/** A request as `role`, its answer held to the document's schema for its route and status. */
async function call(method: string, route: string, url: string, role: Reader, attributes?: object | FormData, type?: string) {
  const headers: Session =
    role === "visitor" ? { host: hostOf("oldebroek") } : role === "operator" ? await operatorSession() : await as(role);
  const answer = await t.request(url, {
    method,
    headers,
    ...(attributes instanceof FormData
      ? { body: attributes }
      : attributes
        ? { json: type ? { data: { type, attributes } } : attributes }
        : {}),
  });
  const body = answer.status === 204 ? null : await answer.json();
  const validate = validatorOf(method, route, answer.status);
  if (body && !validate) problems.push(`${method} ${route}: no schema for ${answer.status}`);
  else if (validate && !validate(body)) {
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message}`);
    problems.push(`${method} ${url} as ${role} (${answer.status}): ${errors.join("; ")}`);
  }
  return { status: answer.status, body };
}

describe("the described responses", () => {
  it("are what the writes really answer", async () => {
    const write = async (method: string, route: string, role: Reader, type: string, attributes: object, id = "") => {
      const path = `/api/v1/${route.replace(":id/submissions", ":token/submissions")}`;
      const answer = await call(method, path, `/api/v1/${route.replace(":id", id)}`, role, attributes, type);
      expect(answer.status, `${method} ${route}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body?.data?.id as string;
    };
    const organizations = await call("GET", "/api/v1/organizations", "/api/v1/organizations", "admin");
    const organization_id = organizations.body.data[0].id;
    const vacancy = await write("POST", "vacancies", "admin", "vacancies", { ...VACANCY, organization_id });
    await write("PATCH", "vacancies/:id", "admin", "vacancies", { status: "published" }, vacancy);
    const application = await write("POST", "applications", "visitor", "applications", {
      vacancy_id: vacancy,
      first_name: "Anna",
      last_name: "de Vries",
      email: "anna@example.nl",
      accept_terms: true,
    });
    await write("POST", "applications/:id/notes", "admin", "application_notes", { body: "Gebeld." }, application);
    await write("PUT", "applications/:id/decision", "admin", "applications", { status: "accepted" }, application);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    await write("POST", "api_keys", "admin", "api_keys", { name: "Partner", scopes: ["public:read"], expires_at: inDays(30) });
    const webhook = await write("POST", "webhooks", "admin", "webhooks", {
      url: "https://93.184.216.34/hook",
      events: ["vacancy.published"],
    });
    await write("PATCH", "webhooks/:id", "admin", "webhooks", { active: false }, webhook);
    const workshop = await write("POST", "workshops", "admin", "workshops", {
      title: "Omgaan met vrijwilligers",
      description: "Een avond over begeleiden.",
      audience: "everyone",
      starts_at: inDays(10),
      ends_at: inDays(10.1),
      location: "Dorpshuis",
      online: false,
      seats: 10,
      published: true,
    });
    await write(
      "POST",
      "workshops/:id/registrations",
      "visitor",
      "workshop_registrations",
      { name: "Anna", email: "anna@example.nl" },
      workshop,
    );
    const form = await call("POST", "/api/v1/forms", "/api/v1/forms", "admin", { title: "Aanmelden voor de open dag" }, "forms");
    const question = await write(
      "POST",
      "forms/:id/questions",
      "admin",
      "form_questions",
      { text: "Uw naam", question_type: "text", required: true },
      form.body.data.id,
    );
    // Sent as a person would: a minute after the form was shown.
    const answers = { answers: { [question]: "Anna" }, started_at: Date.now() - 60_000 };
    await write(
      "POST",
      "public_forms/:id/submissions",
      "visitor",
      "form_submissions",
      answers,
      form.body.data.attributes.public_token,
    );
    await write("POST", "menu_items", "admin", "menu_items", {
      menu: "footer",
      name: "Nieuws",
      link_type: "system_page",
      system_page: "news",
    });
    // The answers of meta alone, a file-less 202 or 204, and the account's own resources.
    const plain = async (method: string, path: string, role: Reader, body: object, status: number) => {
      const answer = await call(method, path, path, role, body);
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
      return answer.body;
    };
    await plain("POST", "/auth/password", "visitor", { email: "anna@example.nl" }, 200);
    // A visitor's sign-up on the invitations' route: 202 with a message, whether or not the address has an account.
    const signUp = {
      first_name: "Bram",
      last_name: "Bakker",
      email: "bram@example.nl",
      password: "Lang-genoeg-wachtwoord-1",
      accept_terms: true,
    };
    expect((await call("POST", "/api/v1/users", "/api/v1/users", "visitor", signUp, "users")).status).toBe(202);
    await plain("POST", "/api/v1/confirm/resend", "visitor", { email: "anna@example.nl" }, 202);
    await plain("POST", "/api/v1/account_deletions", "visitor", { email: "anna@example.nl" }, 202);
    await plain("POST", "/api/v1/digest_unsubscriptions", "visitor", { token: "not-a-token" }, 422);
    await plain("DELETE", "/api/v1/current_user/unconfirmed_email", "volunteer", {}, 422);
    await plain("POST", "/api/v1/notifications/read_all", "volunteer", {}, 200);
    await write("POST", "two_factor", "volunteer", "two_factors", {});
    await write("POST", "saved_vacancies", "volunteer", "saved_vacancies", { vacancy_id: vacancy });
    await write("POST", "vacancy_alerts", "visitor", "vacancy_alerts", { email: "anna@example.nl", frequency: "weekly" });
    await write("POST", "page_previews", "admin", "page_previews", { blocks: [] });
    const templates = await call("GET", "/api/v1/notification_templates", "/api/v1/notification_templates", "admin");
    await write(
      "POST",
      "notification_templates/:id/preview",
      "admin",
      "notification_templates",
      {
        locale: "nl",
        subject: "Welkom",
        body: "Hallo!",
      },
      templates.body.data[0].id,
    );
    // The walk samples the first tenant's exports.
    const tenants = await call("GET", "/api/v1/platform/tenants", "/api/v1/platform/tenants", "operator");
    await write("POST", "platform/tenants/:id/exports", "operator", "platform_tenant_exports", {}, tenants.body.data[0].id);
    const file = new FormData();
    file.set("kind", "organizations");
    file.set("file", new File(["name,city\nDe Zonnebloem,Oldebroek\n"], "organisaties.csv", { type: "text/csv" }));
    expect((await call("POST", "/api/v1/imports", "/api/v1/imports", "admin", file)).status).toBe(201);
    await write("POST", "error_reports", "visitor", "error_reports", { message: "Niet gevonden", status_code: 404, path: "/nl" });
    expect(problems).toEqual([]);
  }, 120_000);

  it("are what the GET routes really answer, on the demo seed and the writes' data", async () => {
    const routes = documentedRoutes(t.app.routes).filter((route) => route.method === "GET");
    // The data viewer's path names a table, not an id.
    const ids = new Map<string, string>([["/api/v1/data_viewer", "users"]]);
    const checked: string[] = [];
    const unsampled: string[] = [];
    // Lists first: their first item's id is the sample for the item's route.
    const ordered = [...routes].sort((a, b) => a.path.split(":").length - b.path.split(":").length);
    for (const route of ordered) {
      const response = declared(route.method, route.path);
      if (response?.kind !== "responds" || !(response.resource || response.meta)) continue;
      const url = sampleUrl(route.path, ids) && `${sampleUrl(route.path, ids)}${QUERIES[route.path] ?? ""}`;
      if (!url) {
        unsampled.push(`${route.method} ${route.path}`);
        continue;
      }
      let sampled = false;
      const statuses: number[] = [];
      for (const reader of route.path.startsWith("/api/v1/platform/") ? (["operator"] as const) : READERS) {
        const { status, body } = await call("GET", route.path, url, reader);
        statuses.push(status);
        if (status !== 200) continue;
        const first = Array.isArray(body.data) ? body.data[0] : undefined;
        if (first?.id) ids.set(route.path, first.id);
        // A public form opens by its token, and (for its managers) as an embedded form by its id.
        const open = route.path === "/api/v1/forms" && body.data.find((form: ResourceObject) => form.attributes?.public_token);
        if (open) {
          ids.set("/api/v1/public_forms", String(open.attributes.public_token));
          ids.set("/api/v1/embedded_forms", open.id);
        }
        sampled = true;
        // An empty list says little: the next reader may see some.
        if (!Array.isArray(body.data) || body.data.length) break;
      }
      if (sampled) checked.push(`${route.method} ${route.path}`);
      else unsampled.push(`${route.method} ${url} (${statuses.join(", ")})`);
    }
    expect(problems).toEqual([]);
    // The reminder's and the follow-up's tokens are only in the mails they send: their 404s (checked above) are the
    // samples; the follow-up link's answer is read in match-followups.routes.test.ts.
    expect(unsampled.sort()).toEqual([
      "GET /api/v1/match_followups (404, 404, 404, 404)",
      "GET /api/v1/vacancies/still_open (404, 404, 404, 404)",
    ]);
    expect(checked.length).toBeGreaterThan(3);
  }, 120_000);
});
