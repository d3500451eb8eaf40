import { redirect, useNavigation } from "react-router";
import type { Import } from "../../contract/imports";
import { ListHeader } from "../components/ui/list-header";
import { ImportList } from "../features/imports/import-list";
import { ImportUploadForm } from "../features/imports/import-upload-form";
import { loadOrganizationOptions } from "../features/vacancies/admin/vacancy-admin.server";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { STAFF } from "../lib/role-groups";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/import";
import "../lib/texts/imports";

export const handle: RouteHandle = { title: "imports:title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, STAFF);
  const [list, organizations] = await Promise.all([api.get<Import[]>("/api/v1/imports"), loadOrganizationOptions(api)]);
  return { imports: list.data, organizations };
}

/** Sends the file on to be checked (a dry run): nothing changes until its check says so and the user runs it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, STAFF);
  const form = await request.formData();
  const kind = String(form.get("kind") ?? "");
  const file = form.get("file");
  const body = new FormData();
  body.append("kind", kind);
  body.append("dry_run", "true");
  if (file instanceof File && file.size > 0) body.append("file", file, file.name);
  for (const name of ["organization_id", "post_type"]) {
    const value = String(form.get(name) ?? "").trim();
    if (value) body.append(name, value);
  }
  const checked = await attempt(request, locale, () => api.post<Import>("/api/v1/imports", body));
  if (!checked.ok) return refused(checked, { kind });
  return redirect(`/${locale}/import/${checked.value.data.id}`);
}

/** /import: a spreadsheet of organizations, volunteers or vacancies, or a WordPress export, checked first; the centre's earlier imports below. */
export default function ImportScreen({ loaderData: { imports, organizations }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const errors = (actionData && "errors" in actionData ? actionData.errors : {}) as Record<string, string>;
  const kind = actionData && "kind" in actionData ? String(actionData.kind) : "organizations";
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold">{t("imports:title")}</h1>
        <p className="mt-1 max-w-3xl text-fg-muted">{t("imports:intro")}</p>
      </div>
      <ImportUploadForm errors={errors} kind={kind} organizations={organizations} submitting={submitting} />
      <section aria-labelledby="imports-title" className="flex flex-col gap-3">
        <ListHeader
          level="h2"
          titleId="imports-title"
          title={t("imports:list.title")}
          count={t("imports:list.count", { count: imports.length })}
          countTestId="import-count"
        />
        {imports.length > 0 ? <ImportList imports={imports} /> : <p className="text-fg-muted">{t("imports:list.empty")}</p>}
      </section>
    </div>
  );
}
