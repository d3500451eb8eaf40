import type { Vacancy } from "../../../contract/vacancies";

/** Where the page lives: absolute addresses, because crawlers and share previews need them. */
export interface PageAddress {
  /** The canonical address of the vacancy page. */
  url: string;
  /** The site's origin, for the organization's page and the image. */
  origin: string;
  /** The language prefix of the page ("nl" or "en"). */
  locale: string;
}

type JsonLd = Record<string, unknown>;

/** The text of sanitised HTML: tags dropped, the few entities the sanitiser writes decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[2-4]|li|blockquote)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The meta description: the summary, else the start of the description, at most about 160 characters. */
export function metaDescription(vacancy: Pick<Vacancy, "summary" | "description">, max = 160): string {
  const text = vacancy.summary?.trim() || htmlToText(vacancy.description);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

const absolute = (origin: string, path: string | null) => (path ? new URL(path, origin).href : undefined);

function organization(vacancy: Vacancy, page: PageAddress): JsonLd | undefined {
  const org = vacancy.organization;
  if (!org) return undefined;
  return { "@type": "Organization", name: org.name, sameAs: `${page.origin}/${page.locale}/organizations/${org.id}` };
}

function postalAddress(vacancy: Vacancy): JsonLd {
  const street = [vacancy.street, vacancy.houseNumber].filter(Boolean).join(" ");
  return {
    "@type": "PostalAddress",
    streetAddress: street || undefined,
    postalCode: vacancy.postalCode ?? undefined,
    addressLocality: vacancy.city ?? undefined,
    addressCountry: "NL",
  };
}

/** The place with its address and, when known, its coordinates. */
function place(vacancy: Vacancy): JsonLd {
  const hasGeo = vacancy.latitude !== null && vacancy.longitude !== null;
  return {
    "@type": "Place",
    address: postalAddress(vacancy),
    geo: hasGeo ? { "@type": "GeoCoordinates", latitude: vacancy.latitude, longitude: vacancy.longitude } : undefined,
  };
}

/** schema.org JobPosting (Google's job search reads it); employmentType VOLUNTEER, remote ones as TELECOMMUTE. */
export function jobPostingJsonLd(vacancy: Vacancy, page: PageAddress): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.title,
    // Google allows (and prefers) the description as HTML; it is sanitised on the server.
    description: vacancy.description,
    datePosted: vacancy.publishedAt ?? vacancy.createdAt,
    validThrough: vacancy.expiresAt ?? undefined,
    employmentType: "VOLUNTEER",
    url: page.url,
    image: absolute(page.origin, vacancy.imageUrl),
    hiringOrganization: organization(vacancy, page),
    ...(vacancy.remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "NL" } }
      : { jobLocation: place(vacancy) }),
  };
}

/** schema.org Event per date of an activity; other vacancy types have none. */
export function activityEventsJsonLd(vacancy: Vacancy, page: PageAddress): JsonLd[] {
  if (vacancy.vacancyType !== "activity") return [];
  return vacancy.dates.map((date) => ({
    "@context": "https://schema.org",
    "@type": "Event",
    name: vacancy.title,
    description: metaDescription(vacancy, 300),
    startDate: date.startsAt,
    endDate: date.endsAt ?? undefined,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: vacancy.remote
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: vacancy.remote ? { "@type": "VirtualLocation", url: page.url } : place(vacancy),
    organizer: organization(vacancy, page),
    image: absolute(page.origin, vacancy.imageUrl),
    url: page.url,
  }));
}

/**
 * JSON for inside a script element: '<', '>' and '&' as \u escapes, so no text (a title with "</script>") can end
 * the element or open a comment; U+2028/2029 too, for old parsers. JSON.parse gives back the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
