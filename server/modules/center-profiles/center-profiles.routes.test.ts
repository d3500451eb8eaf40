import { and, eq } from "drizzle-orm";
import { createElement, type FunctionComponent } from "react";
import { type RouterContextProvider, useLoaderData } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverContext } from "../../../app/lib/server-context";
import { ROLES, type Role } from "../../../contract/identity";
import { SHADE_KEYS } from "../../../contract/volunteer-center-profile";
import { createApp } from "../../app";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, DEFAULT_TEST_HOST, type TestApp } from "../../test/test-app";
import { testPageBuild } from "../../test/test-page-build";
import { auditEvents } from "../audit/audit.table";
import { findCenterWithProfile } from "../tenancy/tenancy.service";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  for (const tenant of ["oldebroek", "roermond", "public"]) {
    const document = await expectDocument(
      await t.request("/api/v1/volunteer_centers", { headers: { host: hostOf(tenant) } }),
      200,
    );
    for (const center of document.data) ids[String(center.attributes?.slug)] = Number(center.id);
  }
});
afterAll(() => t?.close());

const OLDEBROEK = () => ids.oldebroek;
const NIJMEGEN = () => ids.nijmegen;
const HEUMEN = () => ids.heumen;

const shades = (color = "#1d4ed8") => Object.fromEntries(SHADE_KEYS.map((key) => [key, color]));

function patch(centerId: number, attributes: unknown, headers: Record<string, string> = { host: hostOf("oldebroek") }) {
  return t.request(`/api/v1/volunteer_centers/${centerId}/profile`, {
    method: "PATCH",
    headers: { "content-type": "application/vnd.api+json", ...headers },
    body: JSON.stringify({ data: { type: "volunteer_center_profiles", attributes } }),
  });
}

const getProfile = async (centerId: number, tenant = "oldebroek") =>
  (
    await expectDocument(
      await t.request(`/api/v1/volunteer_centers/${centerId}/profile`, { headers: { host: hostOf(tenant) } }),
      200,
    )
  ).data.attributes as Record<string, unknown>;

const auditOf = (tenant: "oldebroek" | "public", centerId: number) =>
  withTenant(t.db, tenant, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "volunteer_center"), eq(auditEvents.subjectId, centerId))),
  );

// Issue 14, item 1: the centre profile, read by anyone, written by the centre's staff (DESIGN.md section 6).
describe("who may change a centre's profile", () => {
  const allowed = new Set<Role>(["admin", "center_superuser"]);
  it.each(ROLES.map((role) => [role, allowed.has(role) ? 200 : 403] as const))(
    "%s on his own centre: %i",
    async (role, status) => {
      const response = await patch(OLDEBROEK(), { show_anbi_logo: true }, await as(role));
      if (status === 200) await expectDocument(response, 200);
      else await expectErrors(response, 403, "forbidden");
    },
  );

  it("asks a visitor to sign in, whatever he sends", async () => {
    await expectErrors(await patch(OLDEBROEK(), { primary_color: "not a colour" }), 401, "not_authorized");
  });

  it("refuses a user who may not act before reading his body", async () => {
    const response = await patch(OLDEBROEK(), { primary_color: "not a colour" }, await as("volunteer"));
    await expectErrors(response, 403, "forbidden");
  });

  it("lets a centre superuser change only his own centre, an admin any centre of the tenant", async () => {
    await expectErrors(await patch(HEUMEN(), { show_nov_logo: true }, await as("center_superuser", "public")), 403, "forbidden");
    await expectDocument(await patch(NIJMEGEN(), { show_nov_logo: true }, await as("center_superuser", "public")), 200);
    await expectDocument(await patch(HEUMEN(), { show_nov_logo: true }, await as("admin", "public")), 200);
  });

  it("answers 404 for another tenant's centre and an unknown one, read or written", async () => {
    const admin = await as("admin");
    await expectErrors(await patch(ids.roermond, { show_nov_logo: true }, admin), 404, "not_found");
    await expectErrors(await patch(999_999, { show_nov_logo: true }, admin), 404, "not_found");
    const read = await t.request(`/api/v1/volunteer_centers/${ids.roermond}/profile`, { headers: { host: hostOf("oldebroek") } });
    await expectErrors(read, 404, "not_found");
    expect((await getProfile(ids.roermond, "roermond")).show_nov_logo).toBe(false);
  });
});

describe("PATCH /api/v1/volunteer_centers/{id}/profile", () => {
  it("saves colours, shade sets, theme and footer; GET shows them and another centre keeps its own", async () => {
    const heumenBefore = await getProfile(HEUMEN(), "public");
    const document = await expectDocument(
      await patch(
        NIJMEGEN(),
        {
          primary_color: "#0f766e",
          primary_color_shades: shades("oklch(0.6 0.1 180)"),
          gtag_id: "G-ABC123DEF4",
          theme_config: {
            default_shape: "straight",
            fonts: { sans: "Inter Variable", heading: "Georgia, serif" },
            css_variables: { "--radius-base": "0.25rem" },
            header: { full_width: true, variant: "tab", language_toggle: true },
            footer: { variant: "legacy" },
          },
          footer_columns: { "1": { title: "Contact", content: "<p>Bel ons</p>" } },
        },
        await as("admin", "public"),
      ),
      200,
    );
    expect(document.data.type).toBe("volunteer_center_profiles");
    const profile = await getProfile(NIJMEGEN(), "public");
    expect(profile).toEqual(document.data.attributes);
    expect(profile).toMatchObject({
      primary_color: "#0f766e",
      primary_color_shades: shades("oklch(0.6 0.1 180)"),
      gtag_id: "G-ABC123DEF4",
      theme_config: {
        default_shape: "straight",
        fonts: { sans: "Inter Variable", heading: "Georgia, serif" },
        css_variables: { "--radius-base": "0.25rem" },
        header: { full_width: true, variant: "tab", language_toggle: true },
        footer: { variant: "legacy" },
      },
    });
    expect((profile.footer_columns as Record<string, unknown>)["1"]).toEqual({ title: "Contact", content: "<p>Bel ons</p>" });
    expect(await getProfile(HEUMEN(), "public")).toEqual(heumenBefore);
  });

  it("keeps what is left out and clears what is sent as null, footer column by column", async () => {
    const admin = await as("admin");
    await expectDocument(
      await patch(
        OLDEBROEK(),
        {
          secondary_color: "#123456",
          footer_columns: {
            "2": { title: "Adres", content: "<p>Dorpsstraat 1</p>" },
            "3": { title: "Open", content: "<p>Ma</p>" },
          },
        },
        admin,
      ),
      200,
    );
    await expectDocument(await patch(OLDEBROEK(), { secondary_color: null, footer_columns: { "3": null } }, admin), 200);
    const profile = await getProfile(OLDEBROEK());
    expect(profile.secondary_color).toBeNull();
    const columns = profile.footer_columns as Record<string, unknown>;
    expect(columns["2"]).toEqual({ title: "Adres", content: "<p>Dorpsstraat 1</p>" });
    expect(columns["3"]).toBeUndefined();
  });

  it("sanitises the footer's rich text as vacancy descriptions are", async () => {
    const content =
      '<p onclick="steal()">Hallo <a href="javascript:alert(1)">klik</a></p><script>alert(1)</script><img src=x onerror=alert(1)>';
    await expectDocument(
      await patch(OLDEBROEK(), { footer_columns: { "8": { title: "Extra", content } } }, await as("admin")),
      200,
    );
    const columns = (await getProfile(OLDEBROEK())).footer_columns as Record<string, { content: string }>;
    expect(columns["8"].content).toBe('<p>Hallo <a target="_blank" rel="noopener noreferrer nofollow">klik</a></p>');
  });

  it("keeps a plain-text column as text: '&' stays '&' (not '&amp;'), and text that starts with a tag is sanitised", async () => {
    const admin = await as("admin");
    const plain = "Koffie & thee <3\nDe Brink 3, Oldebroek";
    await expectDocument(
      await patch(OLDEBROEK(), { footer_columns: { "6": { title: "Koffie & thee", content: plain } } }, admin),
      200,
    );
    const columns = (await getProfile(OLDEBROEK())).footer_columns as Record<string, { title: string; content: string }>;
    expect(columns["6"]).toEqual({ title: "Koffie & thee", content: plain });
    await expectDocument(
      await patch(OLDEBROEK(), { footer_columns: { "6": { title: "X", content: "<script>alert(1)</script>Hoi & dag" } } }, admin),
      200,
    );
    const again = (await getProfile(OLDEBROEK())).footer_columns as Record<string, { content: string }>;
    expect(again["6"].content).toBe("Hoi &amp; dag");
  });

  it("refuses a bad colour, in the request's language, and stores nothing", async () => {
    const before = await getProfile(OLDEBROEK());
    const headers = { ...(await as("admin")), "accept-language": "en" };
    const errors = await expectErrors(
      await patch(OLDEBROEK(), { primary_color: "red; background: url(x)", background_color: "#12" }, headers),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer).sort()).toEqual([
      "/data/attributes/background_color",
      "/data/attributes/primary_color",
    ]);
    expect(errors[0].detail).toBe("Enter a colour such as #1d4ed8, rgb(29 78 216) or oklch(0.55 0.2 260)");
    expect(await getProfile(OLDEBROEK())).toEqual(before);
  });

  it("refuses an incomplete shade set with a pointer per problem (spec section 5), never storing part of it", async () => {
    const before = await getProfile(OLDEBROEK());
    const { "950": _, ...incomplete } = shades();
    const sent = { ...incomplete, "500": "blue", "1000": "#000000" };
    const errors = await expectErrors(
      await patch(OLDEBROEK(), { primary_color: "#000000", muted_color_shades: sent }, await as("admin")),
      422,
      "validation_failed",
    );
    expect(Object.fromEntries(errors.map((e) => [e.source?.pointer, e.detail]))).toEqual({
      "/data/attributes/muted_color_shades/950":
        "Deze tintenreeks mist tint 950: een tintenreeks heeft elke tint van 50 tot en met 950",
      "/data/attributes/muted_color_shades/500": "Vul een kleur in zoals #1d4ed8, rgb(29 78 216) of oklch(0.55 0.2 260)",
      "/data/attributes/muted_color_shades/1000": "1000 is geen tint; gebruik 50, 100, 200 … 900 of 950",
    });
    expect(await getProfile(OLDEBROEK())).toEqual(before);
  });

  it("keeps the sites that may frame the embedded vacancy bank as origins, refusing a path or a bare word", async () => {
    const before = await getProfile(OLDEBROEK());
    expect(before.embed_origins).toEqual([]);
    const headers = { ...(await as("admin")), "accept-language": "en" };
    const errors = await expectErrors(
      await patch(OLDEBROEK(), { embed_origins: ["https://gemeente.example", "https://x.example/path", "gemeente"] }, headers),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer)).toEqual([
      "/data/attributes/embed_origins/1",
      "/data/attributes/embed_origins/2",
    ]);
    expect(errors[0].detail).toMatch(/^Enter an origin such as https:\/\/www.municipality.org/);
    expect(await getProfile(OLDEBROEK())).toEqual(before);

    const sent = ["HTTPS://Gemeente.example", "http://localhost:8080", "https://*.school.example", "https://gemeente.example"];
    await expectDocument(await patch(OLDEBROEK(), { embed_origins: sent }, headers), 200);
    expect((await getProfile(OLDEBROEK())).embed_origins).toEqual([
      "https://gemeente.example",
      "http://localhost:8080",
      "https://*.school.example",
    ]);
    await expectDocument(await patch(OLDEBROEK(), { embed_origins: [] }, headers), 200);
  });

  it("refuses a font we do not ship and an unknown theme option", async () => {
    const errors = await expectErrors(
      await patch(
        OLDEBROEK(),
        { theme_config: { fonts: { heading: "Comic Sans MS" }, header: { blink: true } } },
        { ...(await as("admin")), "accept-language": "en" },
      ),
      422,
      "validation_failed",
    );
    const byPointer = Object.fromEntries(errors.map((e) => [e.source?.pointer, e.detail]));
    expect(byPointer["/data/attributes/theme_config/fonts/heading"]).toBe(
      "Choose one of the fonts: Inter Variable; Georgia, serif",
    );
    expect(Object.keys(byPointer)).toContain("/data/attributes/theme_config/header");
  });

  it("takes logos and the favicon as uploads of the tenant, refusing an unknown one", async () => {
    const admin = await as("admin");
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2f7d5b" } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append("file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const upload = await expectDocument(await t.request("/api/v1/uploads", { method: "POST", headers: admin, body }), 201);
    const uploadId = Number(upload.data.id);

    const [missing] = await expectErrors(await patch(OLDEBROEK(), { favicon_id: 987_654 }, admin), 422, "validation_failed");
    expect(missing.source?.pointer).toBe("/data/attributes/favicon_id");
    // Another tenant's upload is as unknown as one that does not exist.
    await expectErrors(await patch(NIJMEGEN(), { favicon_id: uploadId }, await as("admin", "public")), 422, "validation_failed");

    await expectDocument(await patch(OLDEBROEK(), { website_logo_id: uploadId, favicon_id: uploadId }, admin), 200);
    const profile = await getProfile(OLDEBROEK());
    expect(profile.website_logo_url).toMatch(/^\/uploads\/oldebroek\/\d{4}\/[0-9a-f]{32}\.webp$/);
    expect(profile.favicon_url).toBe(profile.website_logo_url);
    await expectDocument(await patch(OLDEBROEK(), { favicon_id: null }, admin), 200);
    expect((await getProfile(OLDEBROEK())).favicon_url).toBeNull();
  });

  it("writes one audit record per change, naming what changed", async () => {
    const before = await auditOf("oldebroek", OLDEBROEK());
    await expectDocument(
      await patch(OLDEBROEK(), { text_color: "#111111", gtag_id: "G-AUDIT1234" }, await as("center_superuser")),
      200,
    );
    const after = await auditOf("oldebroek", OLDEBROEK());
    expect(after).toHaveLength(before.length + 1);
    const record = after[after.length - 1];
    expect(record.action).toBe("center_profile.update");
    expect(Object.keys((record.details as { changes: object }).changes).sort()).toEqual(["gtagId", "textColor"]);
    expect((record.details as { changes: Record<string, { to: unknown }> }).changes.textColor.to).toBe("#111111");
    expect(record.actorUserId).toEqual(expect.any(Number));
    // Saving the same again changes nothing and records nothing.
    const theme = { header: { variant: "tab", full_width: false }, default_shape: "rounded" };
    await expectDocument(await patch(OLDEBROEK(), { theme_config: theme }, await as("center_superuser")), 200);
    const settled = await auditOf("oldebroek", OLDEBROEK());
    await expectDocument(
      await patch(OLDEBROEK(), { text_color: "#111111", theme_config: theme }, await as("center_superuser")),
      200,
    );
    expect(await auditOf("oldebroek", OLDEBROEK())).toHaveLength(settled.length);
  });
});

/** A page showing the centre's primary colour, its script carrying the render's CSP nonce. */
const ColourPage: FunctionComponent = () => {
  const { nonce, color } = useLoaderData() as { nonce: string; color: string };
  return createElement("main", null, createElement("script", { nonce }, "1"), createElement("p", null, `colour ${color}`));
};

describe("a saved profile on the next request", () => {
  it("is in the current centre's document", async () => {
    await expectDocument(await patch(OLDEBROEK(), { primary_color: "#aa0000" }, await as("admin")), 200);
    const current = await expectDocument(
      await t.request("/api/v1/volunteer_centers/current?include=profile", { headers: { host: hostOf("oldebroek") } }),
      200,
    );
    expect(current.included?.[0].attributes?.primary_color).toBe("#aa0000");
  });

  it("is on a public page at once, though the page cache kept the page before", async () => {
    // The loader reads the centre as every page does, through the tenancy service's cache.
    const build = testPageBuild({
      path: "nl",
      Component: ColourPage,
      loader: async ({ context }) => ({
        nonce: (context as RouterContextProvider).get(serverContext).nonce,
        color: (await findCenterWithProfile(t.db, "oldebroek", OLDEBROEK()))?.profile?.primaryColor,
      }),
    });
    const app = createApp(t.deps, { ssr: { mode: "production", loadBuild: async () => build, pageCacheSeconds: 10 } });
    const page = (cookie = "") => Promise.resolve(app.request("/nl", { headers: { host: DEFAULT_TEST_HOST, cookie } }));
    // A returning visitor with whatever the first visit set (a shared page sets none: decision 27).
    const cookie = (await page()).headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    await expectDocument(await patch(OLDEBROEK(), { primary_color: "#0000aa" }, await as("admin")), 200);
    const kept = await (await page(cookie)).text();
    expect(kept).toContain("colour #0000aa");
    expect(await (await page(cookie)).text()).toBe(kept);
    await expectDocument(await patch(OLDEBROEK(), { primary_color: "#00aa00" }, await as("admin")), 200);
    expect(await (await page(cookie)).text()).toContain("colour #00aa00");
  });
});
