import { redirect, useNavigation } from "react-router";
import type { Import } from "../../contract/imports";
import { ListHeader } from "../components/ui/list-header";
import { ImportList } from "../features/imports/import-list";
import { ImportUploadForm } from "../features/imports/import-upload-form";
import { mappingRefusal } from "../features/imports/mapping-refusal";
import { loadOrganizationOptions } from "../features/vacancies/admin/vacancy-admin.server";
import { attempt, refused } from "../lib/api-form.server";
import { forwardForm } from "../lib/forwarded-form.server";
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

/**
 * Sends the file on to be checked (a dry run): nothing changes until its check says so and the user runs it. The file
 * streams through to the API as it arrives, never whole in this server's memory.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, STAFF);
  const text = (fields: Map<string, string[]>, name: string) => (fields.get(name)?.[0] ?? "").trim();
  const form = forwardForm(request, "file", (fields) => {
    const sent: [string, string][] = [
      ["kind", text(fields, "kind")],
      ["dry_run", "true"],
    ];
    for (const name of ["organization_id", "post_type"]) if (text(fields, name)) sent.push([name, text(fields, name)]);
    // The columns as the user put them after a refused mapping: sent with the file chosen again.
    const columns = fields.get("column") ?? [];
    const chosen = fields.get("field") ?? [];
    if (columns.length) sent.push(["mapping", JSON.stringify(Object.fromEntries(columns.map((c, i) => [c, chosen[i] || null])))]);
    return sent;
  });
  const checked = await attempt(request, locale, () => api.post<Import>("/api/v1/imports", form.body)).finally(form.close);
  if (!checked.ok) {
    const kind = text(form.fields, "kind");
    const values = Object.fromEntries(["organization_id", "post_type"].map((name) => [name, text(form.fields, name)]));
    const mapping = mappingRefusal(checked.error);
    // A refused mapping is said at its columns; what names none goes above the form.
    const errors = mapping ? (mapping.general.length ? { _form: mapping.general.join(" ") } : {}) : checked.errors;
    return refused({ ...checked, errors }, { kind, values, mapping });
  }
  return redirect(`/${locale}/import/${checked.value.data.id}`);
}

/** /import: a spreadsheet of organizations, volunteers or vacancies, or a WordPress export, checked first; the centre's earlier imports below. */
export default function ImportScreen({ loaderData: { imports, organizations }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const errors = (actionData && "errors" in actionData ? actionData.errors : {}) as Record<string, string>;
  const kind = actionData && "kind" in actionData ? String(actionData.kind) : "organizations";
  const refusal = actionData && "values" in actionData ? actionData : null;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold">{t("imports:title")}</h1>
        <p className="mt-1 max-w-3xl text-fg-muted">{t("imports:intro")}</p>
      </div>
      <ImportUploadForm
        errors={errors}
        kind={kind}
        values={refusal?.values}
        mapping={refusal?.mapping ?? undefined}
        organizations={organizations}
        submitting={submitting}
      />
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
