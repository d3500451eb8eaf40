import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";

/** How to reach the centre, from the contact details in its profile (the support page, the privacy and accessibility pages). */
export function CenterContact() {
  const { t } = useTranslation();
  const profile = useSite()?.center.profile;
  const email = profile?.contactEmail;
  const phone = profile?.contactPhone;
  const address = profile?.visitingAddress;
  if (!email && !phone && !address) return <p className="mt-2 text-fg-muted">{t("support.noContact")}</p>;
  return (
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
  );
}
