import { data, type RouterContextProvider } from "react-router";
import type { Vacancy } from "../../../contract/vacancies";
import type { Locale } from "../../../locales/languages";
import { apiFor } from "../../lib/api.server";
import { rethrowAsPageError } from "../../lib/applications.server";
import { serverContext } from "../../lib/server-context";
import { formatActivityDate, formatDay } from "../../lib/vacancy-dates";
import { activityEventsJsonLd, jobPostingJsonLd, metaDescription } from "../../lib/vacancy-seo";

/**
 * A vacancy for its public page, with everything the page shows already computed on the server: the dates as text
 * (so the browser renders the same), the meta description, the absolute addresses and the structured data.
 * The API decides who sees it: an unpublished, expired or other tenant's vacancy is its 404, and so the page's.
 */
export async function loadVacancyPage(context: Readonly<RouterContextProvider>, locale: Locale, id: string) {
  // Only an id can name a vacancy; "search" or "add" reaching here would otherwise ask the API for something else.
  if (!/^[1-9]\d{0,9}$/.test(id)) throw data({ message: "" }, { status: 404 });
  const response = await apiFor(context, locale)
    .get<Vacancy>(`/api/v1/vacancies/${encodeURIComponent(id)}`, { include: ["organization", "contactPerson"] })
    .catch(rethrowAsPageError);
  const vacancy = response.data;
  const { origin } = context.get(serverContext);
  const page = { url: `${origin}/${locale}/vacancies/${vacancy.id}`, origin, locale };
  return {
    vacancy,
    canEdit: response.meta.canEdit === true,
    page,
    description: metaDescription(vacancy),
    imageUrl: vacancy.imageUrl ? new URL(vacancy.imageUrl, origin).href : null,
    image: vacancyImage(vacancy),
    dates: vacancy.dates.map((d) => ({ startsAt: d.startsAt, text: formatActivityDate(locale, d.startsAt, d.endsAt) })),
    openUntil: vacancy.expiresAt ? { iso: vacancy.expiresAt, text: formatDay(locale, vacancy.expiresAt) } : null,
    jsonLd: [jobPostingJsonLd(vacancy, page), ...activityEventsJsonLd(vacancy, page)],
  };
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
