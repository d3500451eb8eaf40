import { readdirSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import type { Role } from "../../../contract/identity";
import { expectDocument } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

export const LIBRARY_ROLES: Role[] = ["admin", "center_superuser", "content_manager", "page_manager"];

export const picture = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: "#2f7d5b" } })
    .png()
    .toBuffer();

/** What a PDF starts and ends with, and `filler` bytes between. */
export const pdf = (filler = 0) =>
  Buffer.concat([
    Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n"),
    Buffer.alloc(filler, 32),
    Buffer.from("\n%%EOF\n"),
  ]);

export interface UploadFields {
  bytes?: Uint8Array;
  filename?: string;
  type?: string;
  name?: string;
  alt?: string;
}

export function form(fields: UploadFields) {
  const body = new FormData();
  if (fields.bytes) {
    body.append("file", new File([new Uint8Array(fields.bytes)], fields.filename ?? "bestand", { type: fields.type ?? "" }));
  }
  if (fields.name !== undefined) body.append("name", fields.name);
  if (fields.alt !== undefined) body.append("alt_text", fields.alt);
  return body;
}

/** Who asks: a demo role of a tenant, on one of its centres' sites, in a language. */
export interface Who {
  role?: Role;
  tenant?: string;
  center?: string;
  language?: string;
}

/** A test app for a media library test file (with this quota), and requests to the library as someone. */
export function libraryTestApp(mediaQuotaBytes?: number) {
  let app: TestApp;
  let as: ReturnType<typeof demoSessions>;
  let centerIds: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ mediaQuotaBytes });
    as = demoSessions(app);
    const centers = await expectDocument(
      await app.request("/api/v1/volunteer_centers", { headers: { host: hostOf("public") } }),
      200,
    );
    centerIds = Object.fromEntries(centers.data.map((center) => [String(center.attributes?.slug), center.id]));
  });
  afterAll(() => app.close());

  async function headers({ role = "content_manager", tenant = "oldebroek", center, language = "nl" }: Who = {}) {
    return {
      ...(await as(role, tenant)),
      "accept-language": language,
      ...(center ? { "volunteer-center-id": centerIds[center] } : {}),
    };
  }
  const post = async (fields: UploadFields, who: Who = {}) =>
    app.request("/api/v1/media_files", { method: "POST", headers: await headers(who), body: form(fields) });
  const created = async (fields: UploadFields, who: Who = {}) => (await expectDocument(await post(fields, who), 201)).data;
  return {
    app: () => app,
    headers,
    post,
    created,
    image: async (name: string, who: Who = {}) =>
      created({ bytes: await picture(), filename: "foto.png", type: "image/png", name, alt: `Foto van ${name}` }, who),
    get: async (path: string, who: Who = {}) => app.request(path, { headers: await headers(who) }),
    patch: async (id: string, attributes: Record<string, unknown>, who: Who = {}) =>
      app.request(`/api/v1/media_files/${id}`, {
        method: "PATCH",
        headers: { ...(await headers(who)), "content-type": "application/vnd.api+json" },
        body: JSON.stringify({ data: { type: "media_files", id, attributes } }),
      }),
    remove: async (id: string, who: Who = {}, query = "") =>
      app.request(`/api/v1/media_files/${id}${query}`, { method: "DELETE", headers: await headers(who) }),
    storedFiles: () => readdirSync(app.uploadsDir, { recursive: true }).filter((f) => /\.(webp|pdf)$/.test(String(f))).length,
  };
}
