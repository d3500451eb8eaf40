import { ArrowRightLeft, Globe, Mail, MapPin, Pencil, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Organization } from "../../contract/organizations";
import { SEARCH_PAGE_SIZE, type VacancySearchHit } from "../../contract/vacancy-search";
import type { VolunteerCenter } from "../../contract/volunteer-centers";
import { buttonClasses } from "../components/ui/button";
import { startConversationLabel } from "../features/conversations/conversations.server";
import { loadOrganization } from "../features/organizations/load-organization.server";
import { StatusBadge } from "../features/organizations/status-badge";
import { FeedLinks } from "../features/vacancy-search/feed-links";
import { ResultCards } from "../features/vacancy-search/result-card";
import { useTranslation } from "../lib/i18n";
import { useAuthoredLang, useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { FLASH_PARAM, useFlashToast } from "../lib/use-flash-toast";
import type { Route } from "./+types/organization";

export const handle: RouteHandle = {
  title: (_t, loaderData) => (loaderData as { organization?: Organization } | undefined)?.organization?.name ?? "",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale, api } = pageContext(context);
  const loaded = await loadOrganization(context, params.id);
  const moved = new URL(request.url).searchParams.get(FLASH_PARAM) === "moved";
  const [centers, movedTo, vacancies] = await Promise.all([
    // The move link only where there is another centre to move to (a tenant may have just one).
    loaded.permissions.move ? api.get<unknown[]>("/api/v1/volunteer_centers").then((r) => r.data.length) : 0,
    // Right after a move the toast names the new centre.
    moved ? api.get<VolunteerCenter>(`/api/v1/volunteer_centers/${loaded.organization.centerId}`).then((r) => r.data.name) : "",
    // Its vacancies as the public bank shows them: published, open, of an approved organization.
    api
      .get<VacancySearchHit[]>("/api/v1/vacancies/search", {
        filter: { organizationId: loaded.organization.id },
        sort: ["newest"],
        page: { size: SEARCH_PAGE_SIZE.max },
      })
      .then((r) => r.data),
  ]);
  return {
    ...loaded,
    permissions: { ...loaded.permissions, move: loaded.permissions.move && centers > 1 },
    movedTo,
    vacancies,
    // Centre staff (who may change its status) write to the organization.
    startConversation: loaded.permissions.changeStatus ? startConversationLabel(locale) : null,
  };
}

/** /organizations/{id}: the public page of an organization. */
export default function OrganizationPage({
  loaderData: { organization, permissions, movedTo, vacancies, startConversation },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  // What the organization wrote about itself is Dutch.
  const dutch = useAuthoredLang();
  const to = useLocalePath();
  const address = organization.address;
  useFlashToast({
    created: t("organizations:add.done", { name: organization.name }),
    saved: t("organizations:edit.done", { name: organization.name }),
    moved: t("organizations:move.done", { name: organization.name, center: movedTo }),
  });
  return (
    <article className="max-w-3xl">
      {organization.status === "approved" && (
        <FeedLinks search={new URLSearchParams({ organization_id: String(organization.id) })} title={organization.name} />
      )}
      <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {t(`organizations:types.${organization.organizationType}`)}
      </p>
      <div className="mt-1 flex items-center gap-4">
        {organization.logoUrl && (
          <img
            src={organization.logoUrl}
            alt={t("organizations:detail.logo", { name: organization.name })}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-md border border-border bg-white object-contain p-1"
          />
        )}
        <h1 className="min-w-0 text-3xl font-bold break-words">{organization.name}</h1>
      </div>
      {(permissions.update || permissions.move || startConversation) && (
        <div className="mt-4 flex flex-wrap gap-2">
          {permissions.update && (
            <Link to={to(`/organizations/${organization.id}/edit`)} className={buttonClasses({ flavor: "pastel" })}>
              <Pencil className="size-4" aria-hidden />
              {t("organizations:detail.edit")}
            </Link>
          )}
          {permissions.move && (
            <Link
              to={to(`/organizations/${organization.id}/move`)}
              className={buttonClasses({ flavor: "outline", color: "muted" })}
            >
              <ArrowRightLeft className="size-4" aria-hidden />
              {t("organizations:detail.move")}
            </Link>
          )}
          {startConversation && (
            <Link
              to={to(`/conversations/new?organization=${organization.id}`)}
              className={buttonClasses({ flavor: "outline", color: "muted" })}
            >
              {startConversation}
            </Link>
          )}
        </div>
      )}
      {organization.status !== "approved" && (
        <div className="mt-3">
          <StatusBadge status={organization.status} />
        </div>
      )}
      {organization.description && (
        <section className="mt-8">
          <h2 className="text-xl font-semibold">{t("organizations:detail.about")}</h2>
          <p className="mt-2 text-lg leading-relaxed whitespace-pre-line" lang={dutch}>
            {organization.description}
          </p>
        </section>
      )}
      <section className="mt-8 rounded-lg border border-border bg-surface-raised p-5">
        <h2 className="text-xl font-semibold">{t("organizations:detail.contact")}</h2>
        <ul className="mt-3 flex flex-col gap-2">
          {address && (
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-label={t("organizations:detail.address")} />
              {address.street} {address.houseNumber}, {address.postalCode} {address.city}
            </li>
          )}
          {organization.phoneNumber && (
            <li className="flex gap-2">
              <Phone className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-label={t("organizations:detail.phone")} />
              <a href={`tel:${organization.phoneNumber.replace(/[\s-]/g, "")}`} className="text-link hover:underline">
                {organization.phoneNumber}
              </a>
            </li>
          )}
          {organization.contactEmail && (
            <li className="flex min-w-0 gap-2">
              <Mail className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-label={t("organizations:detail.email")} />
              <a href={`mailto:${organization.contactEmail}`} className="min-w-0 break-all text-link hover:underline">
                {organization.contactEmail}
              </a>
            </li>
          )}
          {organization.website && (
            <li className="flex gap-2">
              <Globe className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-label={t("organizations:detail.website")} />
              <a href={organization.website} rel="noopener noreferrer" className="text-link hover:underline">
                {organization.website.replace(/^https?:\/\/(www\.)?/, "")}
              </a>
            </li>
          )}
        </ul>
      </section>
      <section className="mt-8" aria-labelledby="organization-vacancies" data-testid="organization-vacancies">
        <h2 id="organization-vacancies" className="text-xl font-semibold">
          {t("organizations:detail.vacancies")}
        </h2>
        {vacancies.length === 0 ? (
          <p className="mt-2 text-fg-muted">{t("organizations:detail.noVacancies")}</p>
        ) : (
          <ResultCards hits={vacancies} className="mt-3 gap-3" />
        )}
      </section>
    </article>
  );
}
