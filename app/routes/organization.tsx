import { Globe, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { Organization } from "../../contract/organizations";
import { isLocale } from "../../locales/resources";
import { StatusBadge } from "../components/organizations/status-badge";
import { apiFor } from "../lib/api.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/organization";

export const handle: RouteHandle = {
  title: (_t, loaderData) => (loaderData as { organization?: Organization } | undefined)?.organization?.name ?? "",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  try {
    const { data: organization } = await apiFor(context, locale).get<Organization>(
      `/api/v1/organizations/${encodeURIComponent(params.id)}`,
      {
        include: ["address", "profile"],
      },
    );
    return { organization };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ message: error.message }, { status: 404 });
    throw error;
  }
}

/** /organizations/{id}: the public page of an organisation. */
export default function OrganizationPage({ loaderData: { organization } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const address = organization.address;
  return (
    <article className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {t(`organizations:types.${organization.organizationType}`)}
      </p>
      <h1 className="mt-1 text-3xl font-bold">{organization.name}</h1>
      {organization.status !== "approved" && (
        <div className="mt-3">
          <StatusBadge status={organization.status} />
        </div>
      )}
      {organization.description && (
        <section className="mt-8">
          <h2 className="text-xl font-semibold">{t("organizations:detail.about")}</h2>
          <p className="mt-2 text-lg leading-relaxed whitespace-pre-line">{organization.description}</p>
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
    </article>
  );
}
