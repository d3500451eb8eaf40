import { ApplicationForm } from "../features/applications/application-form";
import { submitApplication } from "../features/applications/applications.server";
import { BackToResults } from "../features/vacancies/back-to-results";
import { ContactCard } from "../features/vacancies/contact-card";
import { JsonLd } from "../features/vacancies/json-ld";
import { loadVacancyPage, type VacancyPageData } from "../features/vacancies/load-vacancy.server";
import { PracticalFacts } from "../features/vacancies/practical-facts";
import { RelatedVacancies } from "../features/vacancies/related-vacancies";
import { ShareLinks } from "../features/vacancies/share-links";
import { VacancyHeader } from "../features/vacancies/vacancy-header";
import { VacancyPlace } from "../features/vacancies/vacancy-place";
import { VacancyWhen } from "../features/vacancies/vacancy-when";
import { authoredTextFor, publishesEnglishOn, useAuthoredText, usePublishesEnglish } from "../lib/content-language";
import { useTranslation } from "../lib/i18n";
import { OnlyInDutch } from "../lib/only-in-dutch";
import type { RouteHandle } from "../lib/route-handle";
import { type RootData, useSite } from "../lib/site";
import { toast } from "../lib/toast-store";
import type { Route } from "./+types/vacancy";

export const handle: RouteHandle = {
  title: (_t, data, authored) => {
    const vacancy = (data as VacancyPageData | undefined)?.vacancy;
    return vacancy ? authored(vacancy.title, vacancy.titleEn).text : "";
  },
  // Its map is the one part that needs the app's scripts.
  withoutScriptsForVisitors: (data) => !(data as VacancyPageData).showsMap,
};

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadVacancyPage(context, params.id);
}

/** The embedded application form posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitApplication(request, context);
}

/** Search engines and share previews; the <title> comes from handle.title (PageTitle). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { vacancy, page, imageUrl, image } = loaderData;
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  // The words the page shows: the English title and description on /en where the centre publishes English.
  const authored = authoredTextFor(page.locale, publishesEnglishOn(root));
  const title = authored(vacancy.title, vacancy.titleEn).text;
  const description = authored(loaderData.description, loaderData.descriptionEn).text;
  // Without an English title shown, the page is the Dutch one's: search engines are never offered it as English.
  const at = (language: string) => `${page.origin}/${language}/vacancies/${vacancy.id}`;
  const english = publishesEnglishOn(root) && vacancy.titleEn;
  const url = page.locale === "nl" || (page.locale === "en" && english) ? page.url : at("nl");
  return [
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(english
      ? ["nl", "en", "x-default"].map((hrefLang) => ({
          tagName: "link",
          rel: "alternate",
          hrefLang,
          href: at(hrefLang === "en" ? "en" : "nl"),
        }))
      : []),
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: page.locale === "en" ? "en_GB" : "nl_NL" },
    ...(root?.site?.appName ? [{ property: "og:site_name", content: root.site.appName }] : []),
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
    ...(imageUrl && image
      ? [
          { property: "og:image:type", content: "image/webp" },
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
          { property: "og:image:alt", content: title },
        ]
      : []),
  ];
}

const PROSE =
  "text-lg leading-relaxed break-words [&_a]:text-link [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:ps-6 [&>:first-child]:mt-0";

/** /vacancies/{id}: the public page of a vacancy, with its application form. */
export default function VacancyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { vacancy, canEdit, page, dates, openUntil, image, related, usualResponseDays } = loaderData;
  const authored = useAuthoredText();
  const description = authored(vacancy.description, vacancy.descriptionEn);
  const title = authored(vacancy.title, vacancy.titleEn);
  // In the words the page shows: English on /en where the centre publishes English and the vacancy has it.
  const jsonLd = (usePublishesEnglish() && loaderData.jsonLdEn) || loaderData.jsonLd;
  return (
    <article className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-12">
      {jsonLd.map((data, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed per page; the JobPosting, then one Event per date.
        <JsonLd key={i} data={data} nonce={site?.nonce} />
      ))}
      <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
        <BackToResults />
        <VacancyHeader vacancy={vacancy} canEdit={canEdit} />
        {image && (
          <img
            src={image.src}
            srcSet={image.srcSet}
            // The main column: the whole width on a phone, about two thirds of 80rem beside the facts on a desktop.
            sizes="(min-width: 1024px) 54rem, 100vw"
            width={image.width}
            height={image.height}
            alt={title.text}
            lang={title.lang}
            fetchPriority="high"
            className="h-auto max-h-[28rem] w-full rounded-lg bg-surface-sunken object-cover"
            data-testid="vacancy-image"
          />
        )}
      </div>
      <aside className="flex flex-col gap-6 rounded-lg border border-border bg-surface-raised p-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <VacancyWhen dates={dates} frequency={vacancy.frequency} openUntil={openUntil} />
        <VacancyPlace place={vacancy} tileUrl={site?.mapTileUrl ?? null} />
        <PracticalFacts vacancy={vacancy} usualResponseDays={usualResponseDays} />
      </aside>
      <div className="flex flex-col gap-10 lg:col-start-1 lg:row-span-2 lg:row-start-2">
        <section aria-labelledby="vacancy-about">
          <h2 id="vacancy-about" className="sr-only">
            {t("vacancies:detail.about")}
          </h2>
          <OnlyInDutch lang={description.lang} className="mb-4 text-base text-fg-muted" />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises the description (server/modules/vacancies/rich-text.ts). */}
          <div className={PROSE} lang={description.lang} dangerouslySetInnerHTML={{ __html: description.text }} />
        </section>
        <div id="apply">
          <ApplicationForm
            vacancyId={vacancy.id}
            user={site?.user}
            actionData={actionData}
            onSent={() => toast.success({ title: t("vacancies:detail.applied") })}
          />
        </div>
      </div>
      <div className="flex flex-col gap-6 px-1 lg:col-start-2 lg:row-start-3">
        {vacancy.contactPerson && <ContactCard person={vacancy.contactPerson} />}
        <ShareLinks url={page.url} title={title.text} />
      </div>
      <div className="lg:col-span-2">
        <RelatedVacancies related={related} organizationName={vacancy.organization?.name ?? ""} />
      </div>
    </article>
  );
}
