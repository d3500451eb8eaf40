import { describe, expect, it } from "vitest";
import { demoTenantDirectory } from "../seed/demo-tenants";
import { readEnv } from "./env";
import { hostConfigFrom } from "./hosts";
import { centerOriginOf, siteOriginOf } from "./site-origins";

const tenants = demoTenantDirectory();
const config = hostConfigFrom(readEnv({}), tenants);

describe("siteOriginOf (decision 7)", () => {
  it("links a request on one of the tenant's hosts to that host, as configured", () => {
    expect(siteOriginOf("oldebroek.localhost", "oldebroek", "oldebroek", config)).toEqual({
      origin: "http://oldebroek.localhost:3000",
      configuredHost: true,
    });
    expect(siteOriginOf("www.vrijwilligerswerkoldebroek.nl", "oldebroek", "oldebroek", config)).toEqual({
      origin: "https://www.vrijwilligerswerkoldebroek.nl",
      configuredHost: true,
    });
    expect(siteOriginOf("localhost", "public", "nijmegen", config)).toEqual({
      origin: "http://localhost:3000",
      configuredHost: true,
    });
    expect(siteOriginOf("demo.volunteerly.nl", "demo", "demo", config).origin).toBe("https://demo.volunteerly.nl");
  });

  it("links any other host to the tenant's configured address and marks it as not the tenant's", () => {
    for (const host of ["evil.example", "", "roermond.localhost", "www.oldebroek.localhost", "127.0.0.1"]) {
      expect(siteOriginOf(host, "oldebroek", "oldebroek", config), host).toEqual({
        origin: "https://www.vrijwilligerswerkoldebroek.nl",
        configuredHost: false,
      });
    }
    expect(siteOriginOf("evil.example", "public", "nijmegen", config)).toEqual({
      origin: "http://localhost:3000",
      configuredHost: false,
    });
  });

  it("links a centre with a host of its own to that host, unless asked on another host of the tenant", () => {
    expect(siteOriginOf("heumen.localhost", "public", "heumen", config)).toEqual({
      origin: "http://heumen.localhost:3000",
      configuredHost: true,
    });
    expect(siteOriginOf("localhost", "public", "ede", config).origin).toBe("http://localhost:3000");
    expect(centerOriginOf("public", "ede", config)).toBe("http://ede.localhost:3000");
    expect(siteOriginOf("evil.example", "public", "heumen", config)).toEqual({
      origin: "http://heumen.localhost:3000",
      configuredHost: false,
    });
    // Another tenant's centre of the same name has no host of its own.
    expect(centerOriginOf("oldebroek", "heumen", config)).toBeNull();
  });

  it("follows PUBLIC_ORIGINS per tenant and per host", () => {
    const custom = hostConfigFrom(
      readEnv({
        PUBLIC_ORIGINS: "public=https://www.vrijwilligerscentrum.nl/,heumen.localhost=https://heumen.localhost:8443",
        CENTER_HOST_MAP: "heumen.localhost=heumen",
      }),
      tenants,
    );
    expect(siteOriginOf("evil.example", "public", "nijmegen", custom).origin).toBe("https://www.vrijwilligerscentrum.nl");
    expect(siteOriginOf("www.vrijwilligerscentrum.nl", "public", "nijmegen", custom).configuredHost).toBe(true);
    expect(siteOriginOf("localhost", "public", "nijmegen", custom).configuredHost).toBe(false);
    expect(siteOriginOf("heumen.localhost", "public", "heumen", custom).origin).toBe("https://heumen.localhost:8443");
    expect(siteOriginOf("localhost", "public", "heumen", custom).origin).toBe("https://heumen.localhost:8443");
  });

  it("refuses a PUBLIC_ORIGINS entry that is no http(s) address", () => {
    expect(() => hostConfigFrom(readEnv({ PUBLIC_ORIGINS: "demo=demo.example.nl" }), tenants)).toThrow(/PUBLIC_ORIGINS: 'demo'/);
    expect(() => hostConfigFrom(readEnv({ PUBLIC_ORIGINS: "demo=javascript:alert(1)" }), tenants)).toThrow(/http\(s\)/);
  });
});
