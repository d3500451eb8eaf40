import { data, type RouterContextProvider } from "react-router";
import { type ApiClient, ApiError } from "../../../contract/api-client";
import { type ContentBlockType, NEWS_CAROUSEL_COUNTS } from "../../../contract/content-block-options";
import type { RenderedBlock } from "../../../contract/content-blocks";
import { AUTHORED_LANGUAGE, type ContentLanguage } from "../../../contract/content-languages";
import type { PublicForm } from "../../../contract/form-submissions";
import type { Form } from "../../../contract/forms";
import type { Page } from "../../../contract/pages";
import type { Partner } from "../../../contract/partners";
import type { RetentionPeriod } from "../../../contract/retention-periods";
import type { FacetCount, VacancySearchHit, VacancySearchMeta } from "../../../contract/vacancy-search";
import { pageContext } from "../../lib/page-context.server";
import { serverContext } from "../../lib/server-context";
import type { BlockData } from "./block-data";
import type { ContentPageData } from "./content-page-seo";

/** A published page by its slug, or the centre's home page; a 404 page when there is none. */
export async function loadContentPage(
  context: Readonly<RouterContextProvider>,
  which: { slug: string } | "home",
  /** Where the page lives: news under /nieuws, other pages at the site's root. */
  section = "",
): Promise<ContentPageData | null> {
  const { locale, api } = pageContext(context);
  const { origin } = context.get(serverContext);
  let page: Page | undefined;
  if (which === "home") {
    try {
      page = (await api.get<Page>("/api/v1/pages/home")).data;
    } catch (error) {
      // A centre without a home page yet: the home route says so and points to the vacancy bank.
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  } else {
    const list = await api.get<Page[]>("/api/v1/pages", { filter: { slug: which.slug, published: "true" } });
    page = list.data[0];
    if (!page) throw data({ message: "Not Found" }, { status: 404 });
  }
  const rest = which === "home" ? "" : `${section}/${page.slug}`;
  const at = (language: string) => `${origin}/${language}${rest}`;
  return {
    page,
    // A page the visitor's language lacks is the Dutch page's: search engines are never offered it as English.
    url: at(page.languages.includes(locale as ContentLanguage) ? locale : page.contentLanguage),
    alternates:
      page.languages.length > 1
        ? [
            ...page.languages.map((language) => ({ hrefLang: language, href: at(language) })),
            { hrefLang: "x-default", href: at(AUTHORED_LANGUAGE) },
          ]
        : [],
    imageUrl: page.imageUrl ? new URL(page.imageUrl, origin).href : null,
    data: await loadBlockData(api, new Set(page.blocks.map((block) => block.type)), formsOf(page.blocks)),
  };
}

const countsOf = (list: FacetCount<string>[]) => Object.fromEntries(list.map((facet) => [facet.value, facet.count]));

/** A public form a block shows; one deleted or made invitation-only meanwhile is left out. */
const embeddedForm = (api: ApiClient, id: number) =>
  api.get<PublicForm>(`/api/v1/embedded_forms/${id}`).then(
    (document) => [[String(id), document.data]],
    (error) => {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    },
  );

/** The forms the page's BuilderForm blocks show. */
const formsOf = (blocks: readonly RenderedBlock[]) =>
  blocks.flatMap((block) => (block.type === "BuilderForm" && block.form ? [block.form] : []));

/** Only what these block types show, side by side, with the forms of these ids. */
export async function loadBlockData(
  api: ApiClient,
  types: ReadonlySet<ContentBlockType>,
  formIds: readonly number[] = [],
): Promise<BlockData> {
  const uses = (type: ContentBlockType) => types.has(type);
  const [news, partners, counts, forms, retention] = await Promise.all([
    uses("NewsCarousel")
      ? api
          .get<Page[]>("/api/v1/pages", {
            filter: { page_type: "news,success_story", published: "true" },
            sort: ["-published_at"],
            page: { size: Math.max(...NEWS_CAROUSEL_COUNTS) },
          })
          .then((list) => list.data)
      : [],
    uses("LogoBar") ? api.get<Partner[]>("/api/v1/partners").then((list) => list.data) : [],
    uses("VacancyCategories")
      ? api.get<VacancySearchHit[]>("/api/v1/vacancies/search", { page: { size: 1 } }).then((result) => {
          const { facets } = result.meta as unknown as VacancySearchMeta;
          return { vacancy_type: countsOf(facets.vacancyType), tags: countsOf(facets.tags), themes: countsOf(facets.themes) };
        })
      : { vacancy_type: {}, tags: {}, themes: {} },
    Promise.all([...new Set(formIds)].map((id) => embeddedForm(api, id))).then((entries) => Object.fromEntries(entries.flat())),
    uses("RetentionPeriods") ? api.get<RetentionPeriod[]>("/api/v1/retention_periods").then((list) => list.data) : [],
  ]);
  return { news, partners, counts, forms, retention };
}

/** The centre's public forms a BuilderForm block can show, for editors who may see forms (others get none). */
export async function embeddableForms(api: ApiClient): Promise<Pick<Form, "id" | "title">[]> {
  try {
    const list = await api.get<Form[]>("/api/v1/forms", { filter: { access_permission: "anonymous" }, page: { size: 100 } });
    return list.data.map(({ id, title }) => ({ id, title }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return [];
    throw error;
  }
}

export const embeddableFormIds = async (api: ApiClient) => (await embeddableForms(api)).map((form) => Number(form.id));
