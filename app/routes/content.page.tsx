import { useMemo } from "react";
import { Link, redirect, useSearchParams } from "react-router";
import { amsterdamToIso } from "../../contract/amsterdam-time";
import { toSnakeKey } from "../../contract/case";
import type { Page, PageRevision } from "../../contract/pages";
import { Button } from "../components/ui/button";
import { DeleteForm } from "../components/ui/delete-form";
import { Form } from "../components/ui/form";
import { embeddableForms } from "../features/content-blocks/load-content-page.server";
import { EmbeddableForms } from "../features/content-pages/embeddable-forms";
import { LanguageTabs } from "../features/content-pages/language-tabs";
import { LinkPages } from "../features/content-pages/link-targets";
import { PageForm, stripHtml } from "../features/content-pages/page-form";
import { RevisionList } from "../features/content-pages/revision-list";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/content.page";
import "../lib/texts/content";

export const handle: RouteHandle = { title: "content:pages.editTitle" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.pages.roles);
  // What a block's link may lead to: the centre's pages, as the menu editor offers them (news items have /nieuws).
  const linkPages = api
    .get<Page[]>("/api/v1/pages", { filter: { page_type: "default" }, sort: ["title"], page: { size: 100 } })
    .then((r) => r.data.map(({ slug, title, pageType, isHome }) => ({ slug, title, pageType, isHome })));
  if (!params.id) {
    const [forms, pages] = await Promise.all([embeddableForms(api), linkPages]);
    return { page: null, revisions: [], forms, linkPages: pages };
  }
  const id = encodeURIComponent(params.id);
  const [page, revisions, forms, pages] = await Promise.all([
    api.get<Page>(`/api/v1/pages/${id}`).then((r) => r.data),
    api.get<PageRevision[]>(`/api/v1/pages/${id}/revisions`).then((r) => r.data),
    embeddableForms(api),
    linkPages,
  ]);
  return { page, revisions, forms, linkPages: pages };
}

/**
 * The form's fields as the API's attributes: check boxes as booleans, the schedule as an instant, the blocks as sent.
 * The English tab sends its texts as the page's English version (decision 28).
 */
function attributesOf(form: FormData) {
  const values = formValues(form);
  const text = (name: string) => values[name] ?? "";
  let blocks: unknown = [];
  try {
    blocks = JSON.parse(text("blocks") || "[]");
  } catch {
    blocks = null;
  }
  if (values.language === "en") {
    const texts = ["title", "summary", "meta_title", "meta_description", "og_title", "og_description"] as const;
    return { english: { ...Object.fromEntries(texts.map((name) => [name, text(name)])), blocks } };
  }
  return {
    title: text("title"),
    slug: text("slug"),
    page_type: text("page_type"),
    page_layout: text("page_layout"),
    summary: text("summary"),
    show_title_on_page: values.show_title_on_page === "on",
    featured: values.featured === "on",
    is_home: values.is_home === "on",
    meta_title: text("meta_title"),
    meta_description: text("meta_description"),
    og_title: text("og_title"),
    og_description: text("og_description"),
    publish_at: text("publish_at") ? amsterdamToIso(text("publish_at")) : null,
    image_upload_id: text("image_upload_id") || null,
    blocks,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent ?? "save";
  const base = `/${locale}/content/pages`;
  const tab = values.language === "en" || new URL(request.url).searchParams.get("taal") === "en" ? "?taal=en" : "";
  const path = params.id ? `/api/v1/pages/${encodeURIComponent(params.id)}` : "";
  const sent = await attempt(
    request,
    locale,
    async () => {
      if (intent === "delete") {
        await api.delete(path);
        return redirect(withFlash(`/${locale}/content`, "deleted"));
      }
      if (intent === "unpublish") {
        await api.post(`${path}/unpublish`);
        return redirect(withFlash(`${base}/${params.id}`, "unpublished"));
      }
      if (intent === "copy_dutch") {
        const { data: page } = await api.get<Page>(path);
        const { id: _id, type: _type, english: _english, blocks, ...rest } = page;
        const texts = ["title", "summary", "metaTitle", "metaDescription", "ogTitle", "ogDescription"] as const;
        const english = {
          ...Object.fromEntries(texts.map((name) => [toSnakeKey(name), rest[name]])),
          show_title_on_page: page.showTitleOnPage,
          blocks: blocks.map(stripHtml),
        };
        await api.patch(path, { data: { type: "pages", attributes: { english } } });
        return redirect(withFlash(`${base}/${params.id}?taal=en`, "copied"));
      }
      if (intent === "restore") {
        await api.post(`${path}/revisions/${encodeURIComponent(values.revision_id ?? "")}/restore`);
        return redirect(withFlash(`${base}/${params.id}${tab}`, "restored"));
      }
      const document = { data: { type: "pages", attributes: attributesOf(form) } };
      const saved = params.id ? await api.patch<Page>(path, document) : await api.post<Page>("/api/v1/pages", document);
      if (intent === "publish") await api.post(`/api/v1/pages/${saved.data.id}/publish`);
      return redirect(withFlash(`${base}/${saved.data.id}${tab}`, intent === "publish" ? "published" : "saved"));
      // Blocks are named by their place ("blocks/2/button/url"): the whole path.
    },
    { path: true },
  );
  if (sent.ok) return sent.value;
  // The English tab's fields are the Dutch tab's: an error on english/title is shown at its title.
  const errors = Object.fromEntries(Object.entries(sent.errors).map(([key, detail]) => [key.replace(/^english\//, ""), detail]));
  return refused({ ...sent, errors }, { sent: formValues(form) });
}

/** /content/pages/new and /content/pages/{id}: the page editor. */
export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { page, revisions, forms, linkPages } = loaderData;
  const language = useSearchParams()[0].get("taal") === "en" && page ? "en" : "nl";
  const label = (key: string) => t(`content:pages.${key}`);
  const flashes = useMemo(
    () =>
      Object.fromEntries(
        ["saved", "published", "unpublished", "restored", "copied"].map((key) => [key, t(`content:pages.flash.${key}`)]),
      ),
    [t],
  );
  useFlashToast(flashes);
  return (
    <section aria-labelledby="page-editor-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="page-editor-title" className="text-2xl font-bold break-words">
            {page ? page.title : label("newTitle")}
          </h2>
          {page && (
            <p className="text-fg-muted" data-testid="page-status">
              {label(`statuses.${page.publishAt ? "scheduled" : page.isPublished ? "published" : "draft"}`)}
              {page.isPublished && page.hasDraftChanges && ` · ${label("changed")}`}
            </p>
          )}
        </div>
        <Link
          to={to("/content")}
          className="inline-flex min-h-11 items-center font-medium text-link underline-offset-4 hover:underline"
        >
          {label("form.cancel")}
        </Link>
      </div>
      {page && <LanguageTabs path={`/content/pages/${page.id}`} untranslated={!page.english} />}
      <EmbeddableForms.Provider value={forms}>
        <LinkPages.Provider value={linkPages}>
          <PageForm
            key={`${language}${page?.updatedAt ?? "new"}`}
            page={page ?? undefined}
            language={language}
            errors={actionData?.errors ?? {}}
            sent={actionData?.sent}
          />
        </LinkPages.Provider>
      </EmbeddableForms.Provider>
      {page?.systemPage && (
        <p className="max-w-3xl rounded-lg border border-border bg-surface-raised p-4" data-testid="system-page">
          {label("systemPage")}
        </p>
      )}
      {page && !page.systemPage && (
        <div className="flex flex-wrap gap-3 border-t border-border pt-6">
          {page.isPublished && (
            <Form method="post">
              <Button type="submit" name="intent" value="unpublish" flavor="outline" color="muted" size="lg">
                {label("form.unpublish")}
              </Button>
            </Form>
          )}
          <DeleteForm label={label("form.delete")} confirm={label("form.confirmDelete")} />
        </div>
      )}
      {page && <RevisionList pageId={page.id} revisions={revisions} />}
    </section>
  );
}
