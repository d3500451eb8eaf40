import { data, type RouterContextProvider } from "react-router";
import type { Vacancy } from "../../../contract/vacancies";
import type { VacancySearchHit } from "../../../contract/vacancy-search";
import type { apiFor } from "../../lib/api.server";
import { pageContext } from "../../lib/page-context.server";
import { serverContext } from "../../lib/server-context";
import { showsMapOf } from "../map/shows-map";
import type { RelatedVacancyLists } from "./related-vacancies";
import { formatActivityDate, formatDay } from "./vacancy-dates";
import { activityEventsJsonLd, jobPostingJsonLd, metaDescription, type PageAddress } from "./vacancy-seo";

/**
 * A vacancy for its public page, with everything the page shows already computed on the server: the dates as text
 * (so the browser renders the same), the meta description, the absolute addresses and the structured data.
 * The API decides who sees it: an unpublished, expired or other tenant's vacancy is its 404, and so the page's.
 */
export async function loadVacancyPage(context: Readonly<RouterContextProvider>, id: string) {
  // Only an id can name a vacancy; "search" or "add" reaching here would otherwise ask the API for something else.
  if (!/^[1-9]\d{0,9}$/.test(id)) throw data({ message: "" }, { status: 404 });
  const { locale, api } = pageContext(context);
  const [response, related, usualResponseDays] = await Promise.all([
    api.get<Vacancy>(`/api/v1/vacancies/${encodeURIComponent(id)}`, { include: ["organization", "contactPerson"] }),
    relatedOf(api, id),
    usualResponseDaysOf(api, id),
  ]);
  const vacancy = response.data;
  const { origin, mapTileUrl } = context.get(serverContext);
  const page = { url: `${origin}/${locale}/vacancies/${vacancy.id}`, origin, locale };
  return {
    vacancy,
    canEdit: response.meta.canEdit === true,
    page,
    description: metaDescription(vacancy),
    /** The English one, from the English description (the summary has no English), for /en where the centre publishes English. */
    descriptionEn: vacancy.descriptionEn ? metaDescription({ summary: null, description: vacancy.descriptionEn }) : null,
    imageUrl: vacancy.imageUrl ? new URL(vacancy.imageUrl, origin).href : null,
    image: vacancyImage(vacancy),
    dates: vacancy.dates.map((d) => ({ startsAt: d.startsAt, text: formatActivityDate(locale, d.startsAt, d.endsAt) })),
    openUntil: vacancy.expiresAt ? { iso: vacancy.expiresAt, text: formatDay(locale, vacancy.expiresAt) } : null,
    jsonLd: structuredData(vacancy, page),
    /** The same in English, for /en where the centre publishes English and the vacancy has it (the page picks). */
    jsonLdEn:
      locale === "en" && (vacancy.titleEn || vacancy.descriptionEn)
        ? structuredData(
            { ...vacancy, title: vacancy.titleEn || vacancy.title, description: vacancy.descriptionEn || vacancy.description },
            page,
          )
        : null,
    related,
    /** "Usually responds within X days", when the organization has enough data for it. */
    usualResponseDays,
    /** A map of the place (vacancy-place.tsx), which needs the app's scripts. */
    showsMap: !vacancy.remote && showsMapOf(mapTileUrl, [vacancy]),
  };
}

/** Search engines' structured data: the JobPosting, then an Event per date of an activity. */
const structuredData = (vacancy: Vacancy, page: PageAddress) => [
  jobPostingJsonLd(vacancy, page),
  ...activityEventsJsonLd(vacancy, page),
];

/** More from the organization and similar vacancies; the page does without them when they cannot be had. */
async function relatedOf(api: ReturnType<typeof apiFor>, id: string): Promise<RelatedVacancyLists> {
  try {
    const { data: hits, meta } = await api.get<VacancySearchHit[]>(`/api/v1/vacancies/${encodeURIComponent(id)}/related`);
    const { moreFromOrganization = [], similar = [] } = meta as { moreFromOrganization?: string[]; similar?: string[] };
    const pick = (ids: string[]) => hits.filter((hit) => ids.includes(hit.id));
    return { moreFromOrganization: pick(moreFromOrganization), similar: pick(similar) };
  } catch {
    return { moreFromOrganization: [], similar: [] };
  }
}

/** The organization's usual days to a first response; the page does without it when it cannot be had. */
async function usualResponseDaysOf(api: ReturnType<typeof apiFor>, id: string): Promise<number | null> {
  try {
    const { data } = await api.get<{ usualDays: number | null }>(`/api/v1/vacancies/${encodeURIComponent(id)}/response_time`);
    return data.usualDays;
  } catch {
    return null;
  }
}

/** The image as the page shows it: both sizes for the browser to choose from, and the size to reserve. */
function vacancyImage(vacancy: Vacancy) {
  if (!vacancy.imageUrl || !vacancy.imageWidth || !vacancy.imageHeight) return null;
  const srcSet = [
    vacancy.imageSmallUrl && vacancy.imageSmallWidth ? `${vacancy.imageSmallUrl} ${vacancy.imageSmallWidth}w` : null,
    `${vacancy.imageUrl} ${vacancy.imageWidth}w`,
  ];
  return {
    src: vacancy.imageUrl,
    srcSet: srcSet.filter(Boolean).join(", "),
    width: vacancy.imageWidth,
    height: vacancy.imageHeight,
  };
}

export type VacancyPageData = Awaited<ReturnType<typeof loadVacancyPage>>;
