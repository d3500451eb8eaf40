import { Link } from "react-router";
import { Panel } from "../components/ui/panel";
import { DOCUMENT_PATH } from "../features/api-reference/api-reference";
import { loadApiReference } from "../features/api-reference/load-api-reference.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/developers.api";
import "../lib/texts/developers";

// Public, without scripts for visitors: partners' developers read it without an account (issue 43, item 1).
export const handle: RouteHandle = { title: "developers:api.title", withoutScriptsForVisitors: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { reference, origin } = await loadApiReference(context);
  return {
    title: reference.title,
    version: reference.version,
    origin,
    groups: reference.groups.map((group) => ({ tag: group.tag, count: group.operations.length })),
  };
}

/** /developers/api: how the API works and its domains, each a page of its own (all of them at once weigh a phone down). */
export default function DevelopersApi({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { title, version, origin, groups } = loaderData;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 id="top" className="text-3xl font-bold">
          {t("developers:api.title")}
        </h1>
        <p className="mt-2">{t("developers:api.intro")}</p>
        <p className="mt-2">
          <a className="underline" href={DOCUMENT_PATH}>
            {t("developers:api.document")}
          </a>{" "}
          <span className="text-sm text-fg-muted">
            ({title} {version})
          </span>
        </p>
      </header>
      <Panel id="api-basics" title={t("developers:api.basicsTitle")}>
        <ul className="mt-2 flex list-disc flex-col gap-1 ps-5">
          <li>{t("developers:api.host", { origin })}</li>
          <li>{t("developers:api.key")}</li>
          <li>{t("developers:api.session")}</li>
          <li>{t("developers:api.organization")}</li>
          <li>{t("developers:api.errors")}</li>
        </ul>
      </Panel>
      <nav aria-labelledby="api-contents">
        <h2 id="api-contents" className="text-xl font-semibold">
          {t("developers:api.contents")}
        </h2>
        <ul className="mt-2 grid grid-cols-1 gap-x-6 sm:grid-cols-2 md:grid-cols-3">
          {groups.map((group) => (
            <li key={group.tag}>
              <Link className="inline-block py-2 underline" to={to(`/developers/api/${group.tag}`)}>
                <span className="break-all font-mono text-sm">{group.tag}</span>
              </Link>{" "}
              <span className="text-sm text-fg-muted">{t("developers:api.operations", { count: group.count })}</span>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
