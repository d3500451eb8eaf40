import { ArrowLeft, Globe, Mail, MapPin, Phone } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import type { SocialMapOrganization } from "../../contract/social-map";
import { showsMapOf } from "../features/map/shows-map";
import { useActivityNames } from "../features/social-map/social-map-list";
import { useAuthoredText } from "../lib/content-language";
import { useTranslation } from "../lib/i18n";
import { useAuthoredLang, useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { serverContext } from "../lib/server-context";
import { useSite } from "../lib/site";
import type { Route } from "./+types/social-map.organization";
import "../lib/texts/social-map";

// The same lazy, browser-only map as the vacancy page's.
const LocationMap = lazy(() => import("../features/vacancies/location-map.client"));

export const handle: RouteHandle = {
  title: (_t, data) => (data as { organization?: SocialMapOrganization } | undefined)?.organization?.name ?? "",
  // Its map is the one part that needs the app's scripts.
  withoutScriptsForVisitors: (data) => !(data as { showsMap: boolean }).showsMap,
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const { data } = await api.get<SocialMapOrganization>(`/api/v1/social_map_organizations/${encodeURIComponent(params.id)}`, {
    include: ["vacancies"],
  });
  return { organization: data, showsMap: showsMapOf(context.get(serverContext).mapTileUrl, [data]) };
}

const LINK = "text-link underline-offset-2 hover:underline break-all";

/** /sociale-kaart/{id}: one organization of the map, what it made public, where it is and its open vacancies. */
export default function SocialMapOrganizationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // What the organization wrote is Dutch.
  const dutch = useAuthoredLang();
  const authored = useAuthoredText();
  const to = useLocalePath();
  const tileUrl = useSite()?.mapTileUrl ?? null;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { organization: o } = loaderData;
  const activities = useActivityNames()(o.activityTypeIds);
  const street = [o.street, o.houseNumber].filter(Boolean).join(" ");
  const town = [o.postalCode, o.city].filter(Boolean).join(" ");
  const hasContact = Boolean(street || town || o.phoneNumber || o.contactEmail || o.website);
  const vacancies = o.vacancies ?? [];
  return (
    <article className="flex flex-col gap-8">
      <meta name="description" content={(o.description ?? t("social-map:lead")).slice(0, 160)} />
      <div className="flex flex-col gap-3">
        <Link
          to={to("/sociale-kaart")}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-link hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t("social-map:detail.back")}
        </Link>
        <h1 className="text-3xl font-bold break-words sm:text-4xl">{o.name}</h1>
        {o.nonProfitType && (
          <p className="text-lg text-fg-muted" lang={dutch}>
            {o.nonProfitType}
          </p>
        )}
        {activities.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t("social-map:detail.activities")}>
            {activities.map((name) => (
              <li key={name} className="rounded-full bg-surface-sunken px-3 py-1 text-sm font-medium">
                {name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-8">
          {o.description && (
            <section aria-labelledby="about">
              <h2 id="about" className="text-xl font-semibold">
                {t("social-map:detail.about")}
              </h2>
              <p className="mt-3 text-lg leading-relaxed break-words whitespace-pre-line" lang={dutch}>
                {o.description}
              </p>
            </section>
          )}
          <section aria-labelledby="vacancies">
            <h2 id="vacancies" className="text-xl font-semibold">
              {t("social-map:detail.vacancies")}
            </h2>
            {vacancies.length === 0 ? (
              <p className="mt-3 text-fg-muted">{t("social-map:detail.noVacancies")}</p>
            ) : (
              <ul
                className="mt-3 divide-y divide-border rounded-lg border border-border bg-surface-raised"
                data-testid="social-map-vacancies"
              >
                {vacancies.map((vacancy) => {
                  const title = authored(vacancy.title, vacancy.titleEn);
                  return (
                    <li key={vacancy.id} className="px-4 py-3">
                      <Link
                        to={to(`/vacancies/${vacancy.id}`)}
                        className="font-semibold text-link hover:underline"
                        lang={title.lang}
                      >
                        {title.text}
                      </Link>
                      {vacancy.city && <p className="text-sm text-fg-muted">{vacancy.city}</p>}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
        <aside className="flex flex-col gap-6">
          <section aria-labelledby="contact" className="rounded-lg border border-border bg-surface-raised p-4">
            <h2 id="contact" className="text-xl font-semibold">
              {t("social-map:detail.contact")}
            </h2>
            {hasContact ? (
              <dl className="mt-3 flex flex-col gap-3">
                {(street || town) && (
                  <div className="flex gap-3">
                    <MapPin className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
                    <dt className="sr-only">{t("social-map:detail.address")}</dt>
                    <dd>
                      {street && <span className="block">{street}</span>}
                      {town && <span className="block">{town}</span>}
                    </dd>
                  </div>
                )}
                {o.phoneNumber && (
                  <div className="flex gap-3">
                    <Phone className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
                    <dt className="sr-only">{t("social-map:detail.phone")}</dt>
                    <dd>
                      <a href={`tel:${o.phoneNumber.replace(/[^\d+]/g, "")}`} className={LINK}>
                        {o.phoneNumber}
                      </a>
                    </dd>
                  </div>
                )}
                {o.contactEmail && (
                  <div className="flex gap-3">
                    <Mail className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
                    <dt className="sr-only">{t("social-map:detail.email")}</dt>
                    <dd>
                      <a href={`mailto:${o.contactEmail}`} className={LINK}>
                        {o.contactEmail}
                      </a>
                    </dd>
                  </div>
                )}
                {o.website && (
                  <div className="flex gap-3">
                    <Globe className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
                    <dt className="sr-only">{t("social-map:detail.website")}</dt>
                    <dd>
                      <a href={o.website} rel="noopener noreferrer" className={LINK}>
                        {o.website.replace(/^https?:\/\//, "")}
                      </a>
                    </dd>
                  </div>
                )}
              </dl>
            ) : (
              <p className="mt-3 text-fg-muted">{t("social-map:detail.noContact")}</p>
            )}
          </section>
          {o.latitude !== null && o.longitude !== null && tileUrl && mounted && (
            <Suspense fallback={<div className="h-56 rounded-lg bg-surface-sunken" />}>
              <LocationMap
                latitude={o.latitude}
                longitude={o.longitude}
                tileUrl={tileUrl}
                label={t("social-map:detail.mapLabel", { name: o.name })}
                attribution={t("social-map:attribution")}
              />
            </Suspense>
          )}
        </aside>
      </div>
    </article>
  );
}
