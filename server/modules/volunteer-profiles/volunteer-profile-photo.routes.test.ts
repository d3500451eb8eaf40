import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors, type ResponseDocument } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { demoEmail } from "../identity/identity.factory";
import { users } from "../identity/identity.table";
import { volunteerProfiles } from "./volunteer-profiles.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const JSON_API = { "content-type": "application/vnd.api+json" };
const PROFILE = {
  about: "Ik wandel graag met mensen uit de buurt.",
  vacancy_types: ["volunteering"],
  tags: [],
  activity_type_ids: [],
  skills: [],
  availability: ["mon_morning"],
  hours_per_week: 4,
  postal_code: null,
  distance_km: 10,
  languages: ["nl"],
  certificate_of_conduct: false,
  visible: true,
};

/** A real PNG uploaded by a demo user: what the profile form sends first. */
async function uploadPhoto(role: Role = "volunteer", tenant = "oldebroek"): Promise<{ id: string; url: string }> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append("file", new File([new Uint8Array(png)], "foto.png", { type: "image/png" }));
  const response = await t.request("/api/v1/uploads", { method: "POST", headers: await as(role, tenant), body });
  const document = await expectDocument(response, 201);
  return { id: document.data.id, url: String(attributesOf(document).url) };
}

async function put(attributes: unknown, language = "nl", role: Role = "volunteer", tenant = "oldebroek") {
  return t.request("/api/v1/volunteer_profiles/me", {
    method: "PUT",
    headers: { ...(await as(role, tenant)), ...JSON_API, "accept-language": language },
    body: JSON.stringify({ data: { type: "volunteer_profiles", attributes } }),
  });
}

/** A single resource's attributes, as the test reads them. */
const attributesOf = (document: ResponseDocument) => document.data.attributes ?? {};

const get = async (path: string, role: Role) =>
  t.request(`/api/v1${path}`, { headers: { ...(await as(role)), "accept-language": "nl" } });

async function volunteerRow() {
  const [user] = await withTenant(t.db, "oldebroek", (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail("volunteer", "oldebroek"))),
  );
  const [row] = await withTenant(t.db, "oldebroek", (tx) =>
    tx
      .select()
      .from(volunteerProfiles)
      .where(and(eq(volunteerProfiles.tenantId, "oldebroek"), eq(volunteerProfiles.userId, user.id))),
  );
  return row;
}

/** The pool's cards as an organization superuser sees them, newest first. */
async function poolCards() {
  const document = await expectDocument(await get("/volunteer_profiles?page[size]=50", "organization_superuser"), 200);
  return document.data as { id: string; attributes: Record<string, unknown> }[];
}

describe("a volunteer's photo", () => {
  let photo: { id: string; url: string };
  let profileId: string;

  it("is an upload of his own: saved by photo_id, shown to him large and small, and kept when a save leaves it out", async () => {
    photo = await uploadPhoto();
    const saved = await expectDocument(await put({ ...PROFILE, photo_id: photo.id }), 200);
    profileId = saved.data.id;
    const attributes = attributesOf(saved);
    expect(attributes.photo_id).toBe(Number(photo.id));
    expect(attributes.photo_url).toBe(photo.url);
    expect(attributes.photo_small_url).toMatch(/^\/uploads\/oldebroek\/.+-480\.webp$/);

    const again = await expectDocument(await put({ ...PROFILE, about: "Nog steeds graag wandelen." }), 200);
    expect(again.data.attributes).toMatchObject({ photo_url: photo.url, about: "Nog steeds graag wandelen." });
    const own = await expectDocument(await get("/volunteer_profiles/me", "volunteer"), 200);
    expect(attributesOf(own).photo_url).toBe(photo.url);

    // The served picture is the re-encoded WebP, without the metadata a camera writes.
    const served = await t.request(String(attributes.photo_small_url), { headers: await as("volunteer") });
    expect(served.status).toBe(200);
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp" });
    expect(meta.exif).toBeUndefined();
  });

  it("shows on his pool card (small and large) while the profile is visible, and as the single card", async () => {
    const card = (await poolCards()).find((c) => c.id === profileId);
    expect(card?.attributes).toMatchObject({ photo_url: photo.url, photo_small_url: expect.stringMatching(/-480\.webp$/) });
    const single = await expectDocument(await get(`/volunteer_profiles/${profileId}`, "center_superuser"), 200);
    expect(attributesOf(single).photo_url).toBe(photo.url);
  });

  it("refuses someone else's upload and another tenant's with a translated 422 on photo_id that changes nothing", async () => {
    const colleague = await uploadPhoto("organization_superuser");
    const foreign = await uploadPhoto("volunteer", "roermond");
    for (const other of [colleague, foreign, { id: "2000000000" }]) {
      const [error] = await expectErrors(
        await put({ ...PROFILE, about: "Overgenomen", photo_id: other.id }),
        422,
        "unprocessable",
      );
      expect(error).toMatchObject({
        detail: "Deze foto kunnen we niet vinden; kies hem opnieuw.",
        source: { pointer: "/data/attributes/photo_id" },
      });
    }
    const [english] = await expectErrors(await put({ ...PROFILE, photo_id: colleague.id }, "en"), 422, "unprocessable");
    expect(english.detail).toBe("We cannot find this photo; please choose it again.");
    expect(await volunteerRow()).toMatchObject({ photoId: Number(photo.id), about: "Nog steeds graag wandelen." });
  });

  it("a hidden profile's photo is nowhere in the pool", async () => {
    await expectDocument(await put({ ...PROFILE, visible: false, photo_id: photo.id }), 200);
    const response = await get("/volunteer_profiles?page[size]=50", "organization_superuser");
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).not.toContain(photo.url);
    expect(body).not.toContain(`"id":"${profileId}"`);
    await expectErrors(await get(`/volunteer_profiles/${profileId}`, "organization_superuser"), 404, "not_found");
  });

  it("is removed with null: the profile and its card are without one again", async () => {
    const removed = await expectDocument(await put({ ...PROFILE, photo_id: null }), 200);
    expect(removed.data.attributes).toMatchObject({ photo_id: null, photo_url: null, photo_small_url: null });
    expect((await volunteerRow()).photoId).toBeNull();
    const card = (await poolCards()).find((c) => c.id === profileId);
    expect(card?.attributes).toMatchObject({ photo_url: null, photo_small_url: null });
  });
});
