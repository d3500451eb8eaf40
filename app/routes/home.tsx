import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale, useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";

export const handle: RouteHandle = { title: "home:title" };

/** The public home page; its text comes from the centre's seed until the content system exists. */
export default function Home() {
  const { t } = useTranslation();
  const site = useSite();
  const locale = useLocale();
  const to = useLocalePath();
  const page = site?.center.profile?.homePage?.[locale] ?? site?.center.profile?.homePage?.nl;
  const canSwitch = site?.site.features.centerSharing;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-primary-700 to-primary-900 text-white dark:from-primary-900 dark:to-primary-950">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-primary-100 uppercase">{site?.center.name}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl" data-testid="home-title">
            {page?.title ?? site?.site.appName}
          </h1>
          {page?.lead && <p className="mt-5 max-w-2xl text-lg text-primary-50 sm:text-xl">{page.lead}</p>}
        </div>
        <div
          aria-hidden
          className="absolute -right-24 -bottom-32 hidden size-80 rounded-full bg-secondary-400/25 blur-2xl lg:block"
        />
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="max-w-3xl">
          {page?.body.split("\n").map((paragraph) => (
            <p key={paragraph} className="mb-4 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
          {canSwitch && (
            <Link
              to={to("/switch")}
              className="mt-6 inline-flex items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
            >
              {t("home:centerSwitch")}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          )}
        </div>
      </section>
    </>
  );
}
