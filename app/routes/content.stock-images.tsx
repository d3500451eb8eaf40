import { Pencil, Plus } from "lucide-react";
import { useMemo } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import type { Upload } from "../../contract/media";
import type { StockImage } from "../../contract/stock-images";
import { contentLocaleOf } from "../../locales/languages";
import { buttonClasses } from "../components/ui/button";
import { DeleteForm } from "../components/ui/delete-form";
import { INPUT } from "../components/ui/field";
import { FilterBar } from "../components/ui/filter-bar";
import { StockImageForm } from "../features/media/stock-image-form";
import { StockImageGrid } from "../features/media/stock-image-grid";
import { attributesOf, fieldOfPath } from "../features/media/stock-image-values";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { Pagination } from "../features/vacancy-search/pagination";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/content.stock-images";
import "../lib/texts/content";
import { listMeta, pageParam, searchParam } from "../lib/list-params";

const PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedInAs(context, request, CONTENT_SECTIONS.stockImages.roles);
  const canCurate = (user.roles ?? []).some((role) => role.name === "admin");
  const search = new URL(request.url).searchParams;
  const q = searchParam(search);
  const page = pageParam(search);
  const edit = canCurate ? search.get("edit") : null;
  const [list, editing] = await Promise.all([
    api.get<StockImage[]>("/api/v1/stock_images", {
      filter: { search: q || undefined },
      page: { number: page, size: PAGE_SIZE },
    }),
    edit ? api.get<StockImage>(`/api/v1/stock_images/${encodeURIComponent(edit)}`).then((r) => r.data) : null,
  ]);
  return {
    images: list.data,
    ...listMeta(list.meta),
    page,
    q,
    canCurate,
    editing,
    creating: canCurate && !editing && search.get("new") === "1",
  };
}

/** Admins curate the library: the picture goes to the uploads API first, then the texts with its id. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const list = `/${locale}/content/stock-images`;
  const form = await request.formData();
  const values = formValues(form);
  const id = values.id ?? "";
  let uploadId = Number(values.upload_id) || undefined;
  const sent = await attempt(
    request,
    locale,
    async () => {
      if (values.intent === "delete") {
        await api.delete(`/api/v1/stock_images/${encodeURIComponent(id)}`);
        return redirect(withFlash(list, "deleted"));
      }
      const file = form.get("image");
      if (file instanceof Blob && file.size > 0) {
        const body = new FormData();
        body.append("file", file);
        uploadId = Number((await api.post<Upload>("/api/v1/uploads", body)).data.id);
      }
      const document = { data: { type: "stock_images", attributes: { ...attributesOf(form), uploadId } } };
      if (id) await api.patch(`/api/v1/stock_images/${encodeURIComponent(id)}`, document);
      else await api.post("/api/v1/stock_images", document);
      return redirect(withFlash(list, "saved"));
      // A name in two languages is two fields (name/en -> name_en): by the whole path.
    },
    { path: true },
  );
  if (sent.ok) return sent.value;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(sent.errors)) errors[fieldOfPath(path)] ??= message;
  // The picture already uploaded stays chosen while the texts are put right.
  return data({ errors, uploadId: errors.image ? undefined : uploadId }, { status: sent.status });
}

/** /content/stock-images: search the library; admins add, change and remove pictures. */
export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = contentLocaleOf(i18n.language);
  const to = useLocalePath();
  const [params] = useSearchParams();
  const { images, total, pages, page, q, canCurate, editing, creating } = loaderData;
  const label = (key: string, options?: Record<string, unknown>) => t(`content:stockImages.${key}`, options);
  const flashes = useMemo(() => ({ saved: t("content:stockImages.saved"), deleted: t("content:stockImages.deleted") }), [t]);
  useFlashToast(flashes);
  const listHref = to("/content/stock-images");

  if (editing || creating) {
    return (
      <section aria-labelledby="stock-form-title" className="flex flex-col gap-6">
        <h2 id="stock-form-title" className="text-2xl font-bold">
          {editing ? label("editTitle", { name: editing.name[lang] }) : label("addTitle")}
        </h2>
        <StockImageForm
          key={editing?.id ?? "new"}
          image={editing}
          errors={actionData?.errors ?? {}}
          cancelHref={listHref}
          uploadId={actionData?.uploadId}
        />
        {editing && (
          <DeleteForm
            label={label("delete")}
            confirm={label("deleteConfirm", { name: editing.name[lang] })}
            hidden={{ id: editing.id }}
          />
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="stock-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="stock-title" className="text-2xl font-bold">
            {label("title")}
          </h2>
          <p className="mt-1 text-fg-muted" data-testid="stock-images-count">
            {label(q ? "countFound" : "count", { count: total })}
          </p>
        </div>
        {canCurate && (
          <Link to={`${listHref}?new=1`} className={buttonClasses({ size: "lg" })}>
            <Plus className="size-4" aria-hidden />
            {label("add")}
          </Link>
        )}
      </div>
      <FilterBar
        role="search"
        className="flex flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4 sm:flex-row sm:items-end"
        submit={label("searchButton")}
      >
        <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium">
          {label("search")}
          <input type="search" name="q" defaultValue={q} className={INPUT} />
        </label>
      </FilterBar>
      {images.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-border p-8 text-center text-fg-muted"
          data-testid="stock-images-empty"
        >
          {q ? label("emptySearch", { q }) : label("empty")}
        </p>
      ) : (
        <StockImageGrid
          images={images}
          action={
            canCurate
              ? (image) => (
                  <Link
                    to={`${listHref}?edit=${image.id}`}
                    aria-label={`${label("edit")}: ${image.name[lang]}`}
                    className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}
                  >
                    <Pencil className="size-4" aria-hidden />
                    {label("edit")}
                  </Link>
                )
              : undefined
          }
        />
      )}
      <Pagination params={params} page={page} pages={pages} />
    </section>
  );
}
