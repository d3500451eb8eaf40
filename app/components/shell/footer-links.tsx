import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalePath } from "../../lib/locale";
import { useSite } from "../../lib/site";

/** The site's public screens, so that a visitor can reach each of them (the centre's own menus come with its pages). */
export function FooterLinks() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const features = useSite()?.site.features;
  const links = [
    { path: "/vacancies/search", label: t("nav.vacancyBank") },
    ...(features?.volunteerProfiles ? [{ path: "/activiteitenkalender", label: t("calendar:title") }] : []),
    ...(features?.personToPerson
      ? [{ path: "/een-op-een-hulp", label: t(`person-to-person:${features.personToPersonWording}.title`) }]
      : []),
    { path: "/nieuws", label: t("footer.news") },
    { path: "/workshops", label: t("footer.workshops") },
  ];
  return (
    <nav aria-label={t("footer.links")}>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-base leading-7">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={to(link.path)} className="inline-flex min-h-11 items-center underline underline-offset-2">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
