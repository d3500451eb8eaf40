import { data, Link } from "react-router";
import { Operation } from "../features/api-reference/api-operation";
import { loadApiReference } from "../features/api-reference/load-api-reference.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/developers.api.tag";
import "../lib/texts/developers";

export const handle: RouteHandle = {
  title: (_t, loaderData) => (loaderData as { tag?: string } | undefined)?.tag ?? "",
  withoutScriptsForVisitors: true,
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { reference, locale } = await loadApiReference(context);
  const group = reference.groups.find((candidate) => candidate.tag === params.tag);
  if (!group) throw data({ message: `Page Not Found: ${params.tag}` }, { status: 404 });
  return { tag: group.tag, operations: group.operations, english: locale !== "en" };
}

/** /developers/api/{domain}: the routes of one domain of the API, each with its fields, answers and an example. */
export default function DevelopersApiDomain({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { tag, operations, english } = loaderData;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6" data-testid="api-group">
      <p>
        <Link className="inline-block py-2 underline" to={to("/developers/api")}>
          {t("developers:api.toTop")}
        </Link>
      </p>
      <h1 className="break-all font-mono text-3xl font-bold">{tag}</h1>
      <div className="flex flex-col gap-6">
        {operations.map((operation) => (
          <Operation key={operation.id} operation={operation} english={english} />
        ))}
      </div>
    </div>
  );
}
