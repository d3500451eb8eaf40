import { describe, expect, it } from "vitest";
import { ROLES } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { hostOf } from "../../test/sign-in";
import { form, LIBRARY_ROLES, libraryTestApp, pdf, type Who } from "./media-files.fixtures";

// Who may use a centre's library, what another tenant or centre sees, and deleting a file in use.
const { app, created, get, headers, image, patch, post, remove, storedFiles } = libraryTestApp();

describe("where a file is used, and DELETE", () => {
  it("deletes an unused file with its stored bytes, audited", async () => {
    const file = await created({ bytes: pdf(), name: "Weg ermee" });
    const before = storedFiles();
    const response = await remove(file.id);
    expect(response.status).toBe(204);
    expect(storedFiles()).toBe(before - 1);
    await expectErrors(await get(`/api/v1/media_files/${file.id}`), 404, "not_found");
    const served = await app().request(String(file.attributes?.url), { headers: { host: hostOf("oldebroek") } });
    expect(served.status).toBe(404);
    const audit = await expectDocument(
      await get(`/api/v1/audit_events?filter[subject_type_eq]=media_file&filter[subject_id_eq]=${file.id}`, { role: "admin" }),
      200,
    );
    expect(audit.data[0].attributes?.action).toBe("media_file.delete");
  });

  it("lists a vacancy and a centre logo as uses, answers 409 on delete, and releases them when forced", async () => {
    const file = await image("Logo en vacature", { role: "admin" });
    const uploadId = Number(file.attributes?.upload_id);
    const adminJson = { ...(await headers({ role: "admin" })), "content-type": "application/vnd.api+json" };
    const organizations = await expectDocument(await app().request("/api/v1/organizations", { headers: adminJson }), 200);
    const vacancy = await expectDocument(
      await app().request("/api/v1/vacancies", {
        method: "POST",
        headers: adminJson,
        body: JSON.stringify({
          data: {
            type: "vacancies",
            attributes: {
              title: "Fotograaf open dag",
              description: "<p>Foto's maken.</p>",
              vacancy_type: "volunteering",
              city: "Oldebroek",
              organization_id: Number(organizations.data[0].id),
              image_upload_id: uploadId,
            },
          },
        }),
      }),
      201,
    );
    const centers = await expectDocument(await app().request("/api/v1/volunteer_centers", { headers: adminJson }), 200);
    const centerId = centers.data[0].id;
    await expectDocument(
      await app().request(`/api/v1/volunteer_centers/${centerId}/profile`, {
        method: "PATCH",
        headers: adminJson,
        body: JSON.stringify({ data: { type: "volunteer_center_profiles", attributes: { website_logo_id: uploadId } } }),
      }),
      200,
    );

    const read = await expectDocument(await get(`/api/v1/media_files/${file.id}`), 200);
    expect(read.meta?.usages).toEqual([
      { type: "vacancy", id: vacancy.data.id, label: "Fotograaf open dag" },
      { type: "center_logo", id: centerId, label: String(centers.data[0].attributes?.name) },
    ]);

    const [conflict] = await expectErrors(await remove(file.id), 409, "conflict");
    expect(conflict.detail).toContain('vacature "Fotograaf open dag"');
    expect(conflict.detail).toContain("logo van");
    expect(conflict.meta?.usages).toHaveLength(2);
    expect((await get(`/api/v1/media_files/${file.id}`)).status).toBe(200);

    expect((await remove(file.id, {}, "?force=true")).status).toBe(204);
    const after = await expectDocument(await app().request(`/api/v1/vacancies/${vacancy.data.id}`, { headers: adminJson }), 200);
    expect(after.data.attributes).toMatchObject({ image_url: null, image_upload_id: null });
    const profile = await expectDocument(
      await app().request(`/api/v1/volunteer_centers/${centerId}/profile`, { headers: adminJson }),
      200,
    );
    expect(profile.data.attributes?.website_logo_url).toBeNull();
    expect((await get(`/api/v1/media_files/${file.id}`)).status).toBe(404);
  });
  it("lists a page whose blocks show the image, and a forced delete takes the image out of its blocks", async () => {
    const file = await image("Foto voor een pagina", { role: "admin" });
    const upload = Number(file.attributes?.upload_id);
    const json = { ...(await headers({ role: "content_manager" })), "content-type": "application/vnd.api+json" };
    const picked = { upload, alt: "Vrijwilligers in de tuin" };
    const page = await expectDocument(
      await app().request("/api/v1/pages", {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          data: {
            type: "pages",
            attributes: {
              slug: "met-foto",
              title: "Met foto",
              blocks: [
                { id: "a", type: "Image", image: picked },
                { id: "b", type: "DynamicCards", columns: 2, cards: [{ title: "Tuin", image: picked }] },
                { id: "c", type: "SectionTitle", title: "Blijft staan" },
              ],
            },
          },
        }),
      }),
      201,
    );
    const [conflict] = await expectErrors(await remove(file.id), 409, "conflict");
    expect(conflict.detail).toContain('pagina "Met foto"');

    expect((await remove(file.id, {}, "?force=true")).status).toBe(204);
    const after = await expectDocument(await app().request(`/api/v1/pages/${page.data.id}`, { headers: json }), 200);
    expect(after.data.attributes?.blocks).toEqual([
      { id: "b", type: "DynamicCards", columns: 2, cards: [{ title: "Tuin" }] },
      { id: "c", type: "SectionTitle", title: "Blijft staan" },
    ]);
  });
});

describe("who may use the library", () => {
  it("is the admin and the centre's superuser, content and page managers; other roles 403, visitors 401", async () => {
    const file = await created({ bytes: pdf(), name: "Rechten" });
    for (const role of ROLES) {
      const may = LIBRARY_ROLES.includes(role);
      const who = { role };
      const list = await get("/api/v1/media_files", who);
      expect(list.status, `${role} list`).toBe(may ? 200 : 403);
      expect((await get(`/api/v1/media_files/${file.id}`, who)).status, `${role} get`).toBe(may ? 200 : 403);
      const upload = await post({ bytes: pdf(), name: `Van ${role}` }, who);
      expect(upload.status, `${role} post`).toBe(may ? 201 : 403);
      // Refused before the body is read: a bad body gets the 403 too.
      expect((await patch(file.id, { name: "" }, who)).status, `${role} patch`).toBe(may ? 422 : 403);
      expect((await patch(file.id, { name: `Door ${role}` }, who)).status, `${role} patch`).toBe(may ? 200 : 403);
      if (may) {
        const own = (await expectDocument(upload, 201)).data;
        expect((await remove(own.id, who)).status, `${role} delete`).toBe(204);
      } else {
        expect((await remove(file.id, who)).status, `${role} delete`).toBe(403);
      }
    }
    const visitor = { host: hostOf("oldebroek") };
    await expectErrors(await app().request("/api/v1/media_files", { headers: visitor }), 401, "not_authorized");
    await expectErrors(await app().request(`/api/v1/media_files/${file.id}`, { headers: visitor }), 401, "not_authorized");
    await expectErrors(
      await app().request("/api/v1/media_files", { method: "POST", headers: visitor, body: form({ bytes: pdf(), name: "x" }) }),
      401,
      "not_authorized",
    );
    await expectErrors(
      await app().request(`/api/v1/media_files/${file.id}`, { method: "DELETE", headers: visitor }),
      401,
      "not_authorized",
    );
  });

  it("never shows another tenant's files: 404 for each action, and not in the list", async () => {
    const file = await created({ bytes: pdf(), name: "Alleen Oldebroek" });
    const other: Who = { role: "admin", tenant: "public" };
    await expectErrors(await get(`/api/v1/media_files/${file.id}`, other), 404, "not_found");
    await expectErrors(await patch(file.id, { name: "Gekaapt" }, other), 404, "not_found");
    await expectErrors(await remove(file.id, other), 404, "not_found");
    const list = await expectDocument(await get("/api/v1/media_files", other), 200);
    expect(list.data.map((f) => f.id)).not.toContain(file.id);
    const served = await app().request(String(file.attributes?.url), { headers: { host: hostOf("public") } });
    expect(served.status).toBe(404);
  });

  it("keeps each centre's library apart: another centre's file is a 404, its staff are refused another centre", async () => {
    const heumen = await created({ bytes: pdf(), name: "Van Heumen" }, { role: "admin", tenant: "public", center: "heumen" });
    const nijmegenAdmin: Who = { role: "admin", tenant: "public", center: "nijmegen" };
    await expectErrors(await get(`/api/v1/media_files/${heumen.id}`, nijmegenAdmin), 404, "not_found");
    await expectErrors(await patch(heumen.id, { name: "x" }, nijmegenAdmin), 404, "not_found");
    await expectErrors(await remove(heumen.id, nijmegenAdmin), 404, "not_found");
    const nijmegen = await expectDocument(await get("/api/v1/media_files", nijmegenAdmin), 200);
    expect(nijmegen.data.map((f) => f.id)).not.toContain(heumen.id);
    // Heumen's documents (its images are the demo partners' logos): only its own file.
    const heumenList = await expectDocument(
      await get("/api/v1/media_files?filter[kind]=document", { role: "admin", tenant: "public", center: "heumen" }),
      200,
    );
    expect(heumenList.data.map((f) => f.id)).toEqual([heumen.id]);
    // The demo staff of the public tenant work at Nijmegen: Heumen's library is not theirs.
    for (const role of ["center_superuser", "content_manager", "page_manager"] as const) {
      expect((await get("/api/v1/media_files", { role, tenant: "public", center: "heumen" })).status, role).toBe(403);
      expect((await get("/api/v1/media_files", { role, tenant: "public", center: "nijmegen" })).status, role).toBe(200);
    }
  });
});
