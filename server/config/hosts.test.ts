import { describe, expect, it } from "vitest";
import { DEMO_TENANT_HOSTS, DEMO_TENANTS, demoTenantDirectory } from "../seed/demo-tenants";
import { readEnv } from "./env";
import { centerSlugForHost, hostConfigFrom, hostnameOf, publicOriginOf, resolveTenantFromHost } from "./hosts";
import { tenantDirectoryOf } from "./tenants";

const tenants = demoTenantDirectory();
const config = hostConfigFrom(readEnv({}), tenants);
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
      tenants,
    );
    expect(resolveTenantFromHost("vrijwilligers.example.nl", custom)).toBe("roermond");
    expect(resolveTenantFromHost("other.example.nl", custom)).toBe("meedoen");
    expect(resolveTenantFromHost("oldebroek.test.nl", custom)).toBe("oldebroek");
    expect(resolveTenantFromHost("oldebroek.localhost", custom)).toBe("demo");
  });

  it("knows each tenant's site address for links in mails sent by jobs", () => {
    const defaults = hostConfigFrom(readEnv({ PORT: "4000" }), tenants);
    expect(publicOriginOf("oldebroek", defaults)).toBe("https://www.vrijwilligerswerkoldebroek.nl");
    expect(publicOriginOf("demo", defaults)).toBe("http://demo.localhost:4000");
    expect(publicOriginOf("public", defaults)).toBe("http://localhost:4000");
    const custom = hostConfigFrom(readEnv({ PUBLIC_ORIGINS: "demo=https://demo.example.nl/" }), tenants);
    expect(publicOriginOf("demo", custom)).toBe("https://demo.example.nl");
  });

  it("refuses configuration that points to a tenant that does not exist", () => {
    expect(() => hostConfigFrom(readEnv({ DEFAULT_TENANT: "nope" }), tenants)).toThrow(/DEFAULT_TENANT/);
    expect(() => hostConfigFrom(readEnv({ TENANT_HOST_MAP: "a.nl=nope" }), tenants)).toThrow(/unknown tenant 'nope'/);
  });
});

describe("centerSlugForHost", () => {
  it("maps centre hosts to their centre and leaves others to the default", () => {
    expect(centerSlugForHost("heumen.localhost", config)).toBe("heumen");
    expect(centerSlugForHost("ede.localhost", config)).toBe("ede");
    expect(centerSlugForHost("localhost", config)).toBeNull();
    const custom = hostConfigFrom(readEnv({ CENTER_HOST_MAP: "www.vrijwilligersheumen.nl=heumen" }), tenants);
    expect(centerSlugForHost("www.vrijwilligersheumen.nl", custom)).toBe("heumen");
  });
});

describe("tenants and hosts as data (issue 39)", () => {
  it("finds a tenant the directory knows by its wildcard host, its own hosts and its centres' hosts", () => {
    const withZutphen = tenantDirectoryOf(
      [...Object.values(DEMO_TENANTS), { ...DEMO_TENANTS.demo, id: "zutphen", name: "Vrijwilligerswerk Zutphen" }],
      [
        ...DEMO_TENANT_HOSTS,
        { host: "www.vrijwilligerswerkzutphen.nl", tenantId: "zutphen", centerSlug: null },
        { host: "warnsveld.example.nl", tenantId: "zutphen", centerSlug: "warnsveld" },
      ],
    );
    const custom = hostConfigFrom(readEnv({}), withZutphen);
    expect(resolveTenantFromHost("zutphen.localhost", custom)).toBe("zutphen");
    expect(resolveTenantFromHost("www.zutphen.volunteerly.nl", custom)).toBe("zutphen");
    expect(resolveTenantFromHost("www.vrijwilligerswerkzutphen.nl", custom)).toBe("zutphen");
    expect(resolveTenantFromHost("warnsveld.example.nl", custom)).toBe("zutphen");
    expect(centerSlugForHost("warnsveld.example.nl", custom)).toBe("warnsveld");
    expect(centerSlugForHost("www.vrijwilligerswerkzutphen.nl", custom)).toBeNull();
    expect(publicOriginOf("zutphen", custom)).toBe("https://www.vrijwilligerswerkzutphen.nl");
    // Without it in the directory, its name is just an unknown label.
    expect(resolveTenantFromHost("zutphen.localhost", config)).toBe("public");
  });

  it("lets the installation's host maps win over the hosts in the table", () => {
    const custom = hostConfigFrom(
      readEnv({
        TENANT_HOST_MAP: "www.vrijwilligerswerkoldebroek.nl=demo,heumen.localhost=roermond",
        CENTER_HOST_MAP: "ede.localhost=nijmegen",
      }),
      tenants,
    );
    expect(resolveTenantFromHost("www.vrijwilligerswerkoldebroek.nl", custom)).toBe("demo");
    expect(resolveTenantFromHost("heumen.localhost", custom)).toBe("roermond");
    expect(centerSlugForHost("heumen.localhost", custom)).toBeNull();
    expect(centerSlugForHost("ede.localhost", custom)).toBe("nijmegen");
    expect(publicOriginOf("demo", custom)).toBe("https://www.vrijwilligerswerkoldebroek.nl");
    expect(publicOriginOf("oldebroek", custom)).toBe("http://oldebroek.localhost:3000");
  });

  it("finds nothing for a host named like an object's property", () => {
    expect(resolveTenantFromHost("constructor", config)).toBe("public");
    expect(centerSlugForHost("__proto__", config)).toBeNull();
    expect(centerSlugForHost("constructor", config)).toBeNull();
  });
});
