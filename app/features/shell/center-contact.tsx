import { type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";

function ContactRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt>
        <Icon className="mt-0.5 size-5 text-fg-muted" aria-hidden />
        <span className="sr-only">{label}</span>
      </dt>
      {children}
    </div>
  );
}

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
        <ContactRow icon={Mail} label={t("support.email")}>
          <dd>
            <a href={`mailto:${email}`} className="break-all text-link hover:underline">
              {email}
            </a>
          </dd>
        </ContactRow>
      )}
      {phone && (
        <ContactRow icon={Phone} label={t("support.phone")}>
          <dd>
            <a href={`tel:${phone.replace(/[\s-]/g, "")}`} className="text-link hover:underline">
              {phone}
            </a>
          </dd>
        </ContactRow>
      )}
      {address && (
        <ContactRow icon={MapPin} label={t("support.address")}>
          <dd className="whitespace-pre-line">{address}</dd>
        </ContactRow>
      )}
    </dl>
  );
}
