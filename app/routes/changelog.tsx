import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../lib/route-handle";

// Spec section 2: the changelog has a white background, so it always shows in light mode.
export const handle: RouteHandle = { title: "test:changelog.title", colorMode: "light" };

const RELEASES = [
  {
    version: "0.1.0",
    date: "2026-11-21",
    nl: "Eerste versie: centres, thema's, Nederlands en Engels, licht en donker.",
    en: "First version: centres, themes, Dutch and English, light and dark.",
  },
];

export default function Changelog() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "en" ? "en" : "nl";
  return (
    <div className="mx-auto max-w-2xl rounded-lg bg-white p-6 text-muted-900 sm:p-10">
      <h1 className="text-3xl font-bold">{t("test:changelog.title")}</h1>
      <p className="mt-2 text-muted-600">{t("test:changelog.intro")}</p>
      <ol className="mt-8 flex flex-col gap-6">
        {RELEASES.map((release) => (
          <li key={release.version}>
            <h2 className="text-lg font-semibold">
              {release.version}{" "}
              <time className="ml-2 text-sm font-normal text-muted-600" dateTime={release.date}>
                {release.date}
              </time>
            </h2>
            <p className="mt-1">{release[locale]}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
