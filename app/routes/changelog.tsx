// Read at build time: the project's CHANGELOG.md is the one list of releases.
import changelog from "../../CHANGELOG.md?raw";
import { parseChangelog } from "../features/changelog/changelog";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/changelog";
import "../lib/texts/test";

// Spec section 2: the changelog has a white background, so it always shows in light mode.
export const handle: RouteHandle = { title: "test:changelog.title", colorMode: "light" };

export function loader({ context }: Route.LoaderArgs) {
  return { releases: parseChangelog(changelog, pageContext(context).locale) };
}

export default function Changelog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl rounded-lg bg-white p-6 text-muted-900 sm:p-10">
      <h1 className="text-3xl font-bold">{t("test:changelog.title")}</h1>
      <p className="mt-2 text-muted-600">{t("test:changelog.intro")}</p>
      <ol className="mt-8 flex flex-col gap-6">
        {loaderData.releases.map((release) => (
          <li key={release.version} data-testid="changelog-release">
            <h2 className="text-lg font-semibold">
              {release.version}{" "}
              <time className="ms-2 text-sm font-normal text-muted-600" dateTime={release.date}>
                {release.date}
              </time>
            </h2>
            <ul className="mt-1 list-disc ps-5">
              {release.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
