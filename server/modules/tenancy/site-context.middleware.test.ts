import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { readEnv } from "../../config/env";
import { proxyTrust } from "../../http/client-address";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let centerIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  centerIds = {};
  for (const host of ["oldebroek.localhost", "localhost"]) {
    const document = await expectDocument(await t.request("/api/v1/volunteer_centers", { headers: { host } }), 200);
    for (const center of document.data) centerIds[String(center.attributes?.slug)] = center.id;
  }
});
afterAll(() => t?.close());

const current = (headers: Record<string, string>) => t.request("/api/v1/volunteer_centers/current", { headers });

describe("X-Tenant", () => {
  it("overrides the tenant of the host when it names a tenant", async () => {
    const document = await expectDocument(await current({ host: "oldebroek.localhost", "x-tenant": "demo" }), 200);
    expect(document.meta).toMatchObject({ tenant: "demo", app_name: "Volunteerly Demo" });
    expect(document.data.attributes).toMatchObject({ slug: "demo" });
  });

  it("is a 400 unknown_tenant when it names no tenant, never a silent fallback", async () => {
    const [error] = await expectErrors(await current({ "x-tenant": "atlantis" }), 400, "unknown_tenant");
    expect(error.title).toBe("Onbekende tenant");
    expect(error.detail).toBe("De tenant 'atlantis' bestaat niet.");
    expect(error.source).toEqual({ header: "X-Tenant" });
  });

  it("speaks English when the client asks for it", async () => {
    const [error] = await expectErrors(
      await current({ "x-tenant": "atlantis", "accept-language": "en-GB,en;q=0.9" }),
      400,
      "unknown_tenant",
    );
    expect(error.title).toBe("Unknown tenant");
    expect(error.detail).toBe("The tenant 'atlantis' does not exist.");
  });

  it("is checked on every API route, also on an empty value", async () => {
    await expectErrors(await t.request("/api/v1/volunteer_centers", { headers: { "x-tenant": "" } }), 400, "unknown_tenant");
  });
});

describe("App-Context", () => {
  it("switches the flags when valid", async () => {
    const document = await expectDocument(await current({ host: "localhost", "app-context": "meedoen" }), 200);
    expect(document.meta).toMatchObject({
      app_context: "meedoen",
      features: { volunteer_profiles: false, center_sharing: false, internationalization: true },
    });
  });

  it("is a 400 when it is neither meedoen nor gelderland", async () => {
    const [error] = await expectErrors(await current({ "app-context": "utrecht" }), 400, "unknown_app_context");
    expect(error.detail).toBe("App-Context moet 'meedoen' of 'gelderland' zijn, niet 'utrecht'.");
    expect(error.source).toEqual({ header: "App-Context" });
    const [english] = await expectErrors(
      await current({ "app-context": "utrecht", "accept-language": "en" }),
      400,
      "unknown_app_context",
    );
    expect(english.detail).toBe("App-Context must be 'meedoen' or 'gelderland', not 'utrecht'.");
  });
});

describe("Volunteer-Center-Id", () => {
  it("selects a centre of the tenant", async () => {
    const document = await expectDocument(await current({ host: "localhost", "volunteer-center-id": centerIds.ede }), 200);
    expect(document.data.id).toBe(centerIds.ede);
  });

  it("wins over the centre cookie", async () => {
    const headers = {
      host: "localhost",
      "volunteer-center-id": centerIds.heumen,
      cookie: `volunteer_center_id=${centerIds.ede}`,
    };
    expect((await expectDocument(await current(headers), 200)).data.id).toBe(centerIds.heumen);
  });

  it("is a 404 unknown_volunteer_center for another tenant's centre (tenant isolation)", async () => {
    const [error] = await expectErrors(
      await current({ host: "localhost", "volunteer-center-id": centerIds.oldebroek }),
      404,
      "unknown_volunteer_center",
    );
    expect(error.detail).toBe(`Vrijwilligerscentrale '${centerIds.oldebroek}' bestaat niet binnen deze tenant.`);
    expect(error.source).toEqual({ header: "Volunteer-Center-Id" });
  });

  it("is a 404 for a centre that does not exist or is not an id", async () => {
    await expectErrors(await current({ "volunteer-center-id": "999999" }), 404, "unknown_volunteer_center");
    await expectErrors(await current({ "volunteer-center-id": "1 OR 1=1" }), 404, "unknown_volunteer_center");
  });

  it("also guards the list: another tenant's centre id gives no data", async () => {
    const response = await t.request("/api/v1/volunteer_centers", {
      headers: { host: "demo.localhost", "volunteer-center-id": centerIds.nijmegen },
    });
    await expectErrors(response, 404, "unknown_volunteer_center");
  });
});

describe("X-Forwarded-Host (issue 10, item 3)", () => {
  const tenantOf = async (app: { request: TestApp["app"]["request"] }) => {
    const headers = { host: "localhost:3000", "x-forwarded-host": "oldebroek.localhost:3000" };
    return (await expectDocument(await app.request("/api/v1/volunteer_centers/current", { headers }), 200)).meta?.tenant;
  };

  it("is ignored unless TRUST_PROXY says a reverse proxy sets it", async () => {
    expect(await tenantOf(t.app)).toBe("public");
    const behindProxy = createApp({ ...t.deps, proxyTrust: proxyTrust(readEnv({ TRUST_PROXY: "true" }).TRUST_PROXY) });
    expect(await tenantOf(behindProxy)).toBe("oldebroek");
  });

  it("answers a host that is not one of the tenant's with Cache-Control: no-store", async () => {
    const hostile = await current({ host: "evil.example", "x-tenant": "oldebroek" });
    expect(hostile.headers.get("cache-control")).toBe("no-store");
    expect((await current({ host: "oldebroek.localhost:3000" })).headers.get("cache-control")).not.toBe("no-store");
  });
});
