import { describe, expect, it } from "vitest";
import { readEnv } from "./env";
import { centerSlugForHost, hostConfigFrom, hostnameOf, resolveTenantFromHost } from "./hosts";

const config = hostConfigFrom(readEnv({}));
const tenantOf = (host: string) => resolveTenantFromHost(hostnameOf(host), config);

describe("hostnameOf", () => {
  it("strips the port and lower-cases", () => {
    expect(hostnameOf("Oldebroek.LocalHost:3000")).toBe("oldebroek.localhost");
    expect(hostnameOf("www.vrijwilligerswerkroermond.nl")).toBe("www.vrijwilligerswerkroermond.nl");
  });

  it("keeps IPv6 addresses whole", () => {
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
    expect(hostnameOf("[2001:db8::1]")).toBe("[2001:db8::1]");
  });

  it("gives an empty name without a header", () => {
    expect(hostnameOf(undefined)).toBe("");
    expect(hostnameOf(null)).toBe("");
  });
});

describe("resolveTenantFromHost (spec section 1)", () => {
  it("uses the exact host map first", () => {
    expect(tenantOf("www.vrijwilligerswerkoldebroek.nl")).toBe("oldebroek");
    expect(tenantOf("www.vrijwilligerswerkroermond.nl:443")).toBe("roermond");
    expect(tenantOf("meedoen.gelderland.nl")).toBe("meedoen");
  });

  it("takes the first label before a wildcard suffix", () => {
    expect(tenantOf("oldebroek.localhost:3000")).toBe("oldebroek");
    expect(tenantOf("roermond.localhost:3000")).toBe("roermond");
    expect(tenantOf("meedoen.localhost")).toBe("meedoen");
    expect(tenantOf("demo.volunteerly.nl")).toBe("demo");
    expect(tenantOf("www.demo.volunteerly.nl")).toBe("demo");
  });

  it("falls back to the default tenant for unknown labels and hosts", () => {
    expect(tenantOf("heumen.localhost:3000")).toBe("public");
    expect(tenantOf("localhost:3000")).toBe("public");
    expect(tenantOf("127.0.0.1:3000")).toBe("public");
    expect(tenantOf("[::1]:3000")).toBe("public");
    expect(tenantOf("example.org")).toBe("public");
    expect(tenantOf("")).toBe("public");
  });

  it("does not treat a look-alike domain as the suffix", () => {
    expect(tenantOf("demo.evilvolunteerly.nl")).toBe("public");
    expect(tenantOf("demo.localhost.example.org")).toBe("public");
  });

  it("follows the maps, suffixes and default tenant from the environment", () => {
    const custom = hostConfigFrom(
      readEnv({
        DEFAULT_TENANT: "demo",
        TENANT_HOST_MAP: "vrijwilligers.example.nl=roermond, Other.Example.nl=meedoen",
        TENANT_WILDCARD_SUFFIXES: ".test.nl",
      }),
    );
    expect(resolveTenantFromHost("vrijwilligers.example.nl", custom)).toBe("roermond");
    expect(resolveTenantFromHost("other.example.nl", custom)).toBe("meedoen");
    expect(resolveTenantFromHost("oldebroek.test.nl", custom)).toBe("oldebroek");
    expect(resolveTenantFromHost("oldebroek.localhost", custom)).toBe("demo");
  });

  it("knows each tenant's site address for links in mails sent by jobs", () => {
    const defaults = hostConfigFrom(readEnv({ PORT: "4000" }));
    expect(defaults.publicOrigins.oldebroek).toBe("https://www.vrijwilligerswerkoldebroek.nl");
    expect(defaults.publicOrigins.demo).toBe("http://demo.localhost:4000");
    expect(defaults.publicOrigins.public).toBe("http://localhost:4000");
    const custom = hostConfigFrom(readEnv({ PUBLIC_ORIGINS: "demo=https://demo.example.nl/" }));
    expect(custom.publicOrigins.demo).toBe("https://demo.example.nl");
  });

  it("refuses configuration that points to a tenant that does not exist", () => {
    expect(() => hostConfigFrom(readEnv({ DEFAULT_TENANT: "nope" }))).toThrow(/DEFAULT_TENANT/);
    expect(() => hostConfigFrom(readEnv({ TENANT_HOST_MAP: "a.nl=nope" }))).toThrow(/unknown tenant 'nope'/);
  });
});

describe("centerSlugForHost", () => {
  it("maps centre hosts to their centre and leaves others to the default", () => {
    expect(centerSlugForHost("heumen.localhost", config)).toBe("heumen");
    expect(centerSlugForHost("ede.localhost", config)).toBe("ede");
    expect(centerSlugForHost("localhost", config)).toBeNull();
    const custom = hostConfigFrom(readEnv({ CENTER_HOST_MAP: "www.vrijwilligersheumen.nl=heumen" }));
    expect(centerSlugForHost("www.vrijwilligersheumen.nl", custom)).toBe("heumen");
  });
});
