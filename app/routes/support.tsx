import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";

export const handle: RouteHandle = { title: "support.title" };

/** Support (sidebar variant): how to reach the centre, from the contact details in its profile. */
export default function Support() {
  const { t } = useTranslation();
  const site = useSite();
  const profile = site?.center.profile;
  const email = profile?.contactEmail;
  const phone = profile?.contactPhone;
  const address = profile?.visitingAddress;
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold">{t("support.title")}</h1>
      <p className="mt-2 text-lg text-fg-muted">{t("support.intro")}</p>
      <section className="mt-8 rounded-lg border border-border bg-surface-raised p-6" data-testid="support-contact">
        <h2 className="text-lg font-semibold">{t("support.contact")}</h2>
        <p className="mt-1 font-medium">{site?.center.name}</p>
        {email || phone || address ? (
          <dl className="mt-3 flex flex-col gap-2">
            {email && (
              <div className="flex gap-2">
                <dt>
                  <Mail className="mt-0.5 size-5 text-fg-muted" aria-hidden />
                  <span className="sr-only">{t("support.email")}</span>
                </dt>
                <dd>
                  <a href={`mailto:${email}`} className="break-all text-link hover:underline">
                    {email}
                  </a>
                </dd>
              </div>
            )}
            {phone && (
              <div className="flex gap-2">
                <dt>
                  <Phone className="mt-0.5 size-5 text-fg-muted" aria-hidden />
                  <span className="sr-only">{t("support.phone")}</span>
                </dt>
                <dd>
                  <a href={`tel:${phone.replace(/[\s-]/g, "")}`} className="text-link hover:underline">
                    {phone}
                  </a>
                </dd>
              </div>
            )}
            {address && (
              <div className="flex gap-2">
                <dt>
                  <MapPin className="mt-0.5 size-5 text-fg-muted" aria-hidden />
                  <span className="sr-only">{t("support.address")}</span>
                </dt>
                <dd className="whitespace-pre-line">{address}</dd>
              </div>
            )}
          </dl>
        ) : (
          <p className="mt-2 text-fg-muted">{t("support.noContact")}</p>
        )}
      </section>
    </div>
  );
}
