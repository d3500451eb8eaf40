import { data, redirect } from "react-router";
import { ApiError } from "../../../contract/api-client";
import { MEDIA_KINDS, type MediaFile, type MediaKind, type MediaUsage } from "../../../contract/media-files";
import type { FieldErrors } from "../../../contract/validation";
import type { apiFor } from "../../lib/api.server";
import { fieldErrorsOf } from "../../lib/api-form.server";
import { listMeta, pageParam, searchParam } from "../../lib/list-params";

type Api = ReturnType<typeof apiFor>;

export const MEDIA_PAGE_SIZE = 24;

/** What the address asks of the library screen: search, kind, page, and a file to edit or delete. */
export function libraryParams(url: URL) {
  const search = url.searchParams;
  const kind = search.get("kind") ?? "";
  const chosen = (name: string) => {
    const value = search.get(name);
    return value && /^\d{1,10}$/.test(value) ? value : null;
  };
  return {
    q: searchParam(search),
    kind: (MEDIA_KINDS as readonly string[]).includes(kind) ? (kind as MediaKind) : "",
    page: pageParam(search),
    edit: chosen("edit"),
    remove: chosen("delete"),
  };
}

/** The page of files, the quota, and the file to edit or delete with its uses. */
export async function loadLibrary(api: Api, url: URL) {
  const params = libraryParams(url);
  const list = await api.get<MediaFile[]>("/api/v1/media_files", {
    filter: { search: params.q || undefined, kind: params.kind || undefined },
    page: { number: params.page, size: MEDIA_PAGE_SIZE },
  });
  const chosenId = params.edit ?? params.remove;
  let chosen: { file: MediaFile; usages: MediaUsage[] } | null = null;
  if (chosenId) {
    // A file gone in the meantime (another tab deleted it) just shows no form.
    const one = await api.get<MediaFile>(`/api/v1/media_files/${chosenId}`).catch((error) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
    if (one) chosen = { file: one.data, usages: (one.meta.usages ?? []) as MediaUsage[] };
  }
  return {
    ...params,
    files: list.data,
    ...listMeta(list.meta),
    usedBytes: Number(list.meta.usedBytes ?? 0),
    quotaBytes: Number(list.meta.quotaBytes ?? 0),
    mode: chosen ? (params.edit ? ("edit" as const) : ("delete" as const)) : null,
    chosen,
  };
}

/** The list's address with this search, without the edit/delete question, greeting with a toast. */
function backTo(url: URL, flash: string) {
  const params = new URLSearchParams(url.searchParams);
  for (const key of ["edit", "delete", "flash"]) params.delete(key);
  params.set("flash", flash);
  return `${url.pathname.replace(/\.data$/, "")}?${params}`;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Upload, update or delete, by the form's intent; a refusal comes back per field with what was typed. */
export async function libraryAction(api: Api, url: URL, form: FormData) {
  const intent = text(form, "intent");
  const id = text(form, "id");
  const values = { name: text(form, "name"), alt_text: text(form, "alt_text") };
  try {
    if (intent === "upload") {
      const body = new FormData();
      const file = form.get("file");
      if (file instanceof Blob) body.append("file", file);
      body.append("name", values.name);
      body.append("alt_text", values.alt_text);
      await api.post("/api/v1/media_files", body);
      return redirect(backTo(url, "uploaded"));
    }
    if (!/^\d{1,10}$/.test(id)) throw new Response(null, { status: 400 });
    if (intent === "update") {
      await api.patch(`/api/v1/media_files/${id}`, { data: { type: "media_files", id, attributes: values } });
      return redirect(backTo(url, "saved"));
    }
    if (intent === "delete") {
      await api.delete(`/api/v1/media_files/${id}${text(form, "force") === "true" ? "?force=true" : ""}`);
      return redirect(backTo(url, "deleted"));
    }
    throw new Response(null, { status: 400 });
  } catch (error) {
    // 409: the file came into use after the question was asked; the error names the uses.
    if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
      const errors: FieldErrors = fieldErrorsOf(error);
      return data({ intent, errors, values }, { status: error.status });
    }
    throw error;
  }
}
