import { ApiError, type ApiQuery, toQueryString } from "../../contract/api-client";
import type { VolunteerCenter } from "../../contract/volunteer-centers";
import { DevPage, Facts, JsonBlock } from "../features/dev/dev-page";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/test.dollar-api";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:dollarApi.title" };

const WITH_PROFILE: ApiQuery = { include: ["profile"] };

/**
 * Developer page: the `$api` client (contract/api-client.ts) as loaders use it: the query it builds from camelCase,
 * a document deserialised to camelCase with its included resource resolved, a list's meta and links, and an error.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const one = await api.get<VolunteerCenter>("/api/v1/volunteer_centers/current", WITH_PROFILE);
  const list = await api.get<VolunteerCenter[]>("/api/v1/volunteer_centers", WITH_PROFILE);
  let error: { status: number; message: string } | null = null;
  try {
    await api.get("/api/v1/vacancies/0");
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    error = { status: caught.status, message: caught.message };
  }
  return {
    one: {
      query: toQueryString(WITH_PROFILE),
      name: one.data.name,
      profileResolved: Boolean(one.data.profile?.id),
      keys: Object.keys(one.data),
    },
    list: {
      query: toQueryString(WITH_PROFILE),
      names: list.data.map((c) => c.name),
      profiles: list.data.filter((c) => c.profile?.id).length,
      meta: list.meta,
      links: list.links,
    },
    error,
  };
}

export default function DollarApiTest({ loaderData: { one, list, error } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DevPage page="dollarApi">
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t("dev-pages:dollarApi.one")}</h2>
        <Facts
          testId="dollar-one"
          rows={[
            [t("dev-pages:dollarApi.query"), one.query],
            [t("dev-pages:dollarApi.name"), one.name],
            [t("dev-pages:dollarApi.included"), one.profileResolved ? t("dev-pages:yes") : t("dev-pages:no")],
            [t("dev-pages:dollarApi.keys"), one.keys.join(", ")],
          ]}
        />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t("dev-pages:dollarApi.list")}</h2>
        <Facts
          testId="dollar-list"
          rows={[
            [t("dev-pages:dollarApi.query"), list.query],
            [t("dev-pages:dollarApi.names"), list.names.join(", ")],
            [t("dev-pages:dollarApi.included"), `${list.profiles} / ${list.names.length}`],
          ]}
        />
        <JsonBlock value={{ meta: list.meta, links: list.links }} />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t("dev-pages:dollarApi.error")}</h2>
        <Facts
          testId="dollar-error"
          rows={[
            ["GET", "/api/v1/vacancies/0"],
            [t("dev-pages:api.status"), String(error?.status ?? "—")],
            [t("dev-pages:dollarApi.message"), error?.message ?? "—"],
          ]}
        />
      </section>
    </DevPage>
  );
}
