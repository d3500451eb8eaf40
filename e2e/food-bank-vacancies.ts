import { type APIRequestContext, expect } from "@playwright/test";
import { DEMO_PASSWORD, PORT } from "./helpers";

// Node cannot resolve *.localhost: the test's own API calls go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "public" };

/** A 1x1 transparent PNG: what the map specs' fake tile server answers. */
export const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Signs in as the public tenant's organization superuser (the demo tenant's food bank is deleted by
 * no-organization.spec) and answers a function that publishes a vacancy of its food bank at a place, as that user
 * would through the API, and gives its id.
 */
export async function foodBankVacancies(request: APIRequestContext) {
  const email = "organization-superuser@public.demo.test";
  const signIn = await request.post(`${API}/auth/sign_in`, { headers: TENANT, data: { email, password: DEMO_PASSWORD } });
  expect(signIn.status()).toBe(200);
  const auth = { ...TENANT, "access-token": signIn.headers()["access-token"], client: signIn.headers().client, uid: email };
  const own = await (await request.get(`${API}/api/v1/current_organizations`, { headers: auth })).json();
  const foodBank = own.data.find((o: { attributes: { name: string } }) => o.attributes.name.startsWith("Voedselbank"));
  return async (title: string, place: Record<string, unknown>) => {
    const response = await request.post(`${API}/api/v1/vacancies`, {
      headers: { ...auth, "content-type": "application/vnd.api+json" },
      data: {
        data: {
          type: "vacancies",
          attributes: {
            title,
            description: "<p>Help bij de uitgifte van pakketten.</p>",
            vacancy_type: "volunteering",
            status: "published",
            organization_id: Number(foodBank.id),
            ...place,
          },
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return String((await response.json()).data.id);
  };
}
