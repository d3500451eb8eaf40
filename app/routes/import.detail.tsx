import { ArrowLeft } from "lucide-react";
import { useMemo } from "react";
import { Link, redirect, useNavigation } from "react-router";
import type { Import, ImportRowReport } from "../../contract/imports";
import { Button } from "../components/ui/button";
import { INPUT } from "../components/ui/field";
import { FieldHint } from "../components/ui/field-hint";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { ImportProgress } from "../features/imports/import-progress";
import { ImportRowsTable } from "../features/imports/import-rows-table";
import { ImportSummary } from "../features/imports/import-summary";
import { WordPressSourceNote } from "../features/imports/wordpress-source-note";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { STAFF } from "../lib/role-groups";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/import.detail";
import "../lib/texts/imports";

export const handle: RouteHandle = { title: "imports:title" };

/** Rows shown on the screen; the API pages the rest. */
const SHOWN = 200;
const pathOf = (id: string) => `/api/v1/imports/${encodeURIComponent(id)}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, STAFF);
  const page = { size: SHOWN };
  // Invalid rows first: they are what the user must look at.
  const [invalid, all] = await Promise.all([
    api.get<Import>(pathOf(params.id), { page, filter: { outcome: "invalid" } }),
    api.get<Import>(pathOf(params.id), { page }),
  ]);
  const rowsOf = (document: { meta?: unknown }) => ((document.meta ?? {}) as { rows?: ImportRowReport[] }).rows ?? [];
  const rows = [...rowsOf(invalid), ...rowsOf(all).filter((row) => row.outcome !== "invalid")].slice(0, SHOWN);
  return { item: all.data, rows };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, STAFF);
  const form = await request.formData();
  const { intent } = formValues(form);
  if (intent === "recheck") {
    const fields = form.getAll("field").map(String);
    const mapping = form.getAll("column").map((column, i) => ({ column: String(column), field: fields[i] || null }));
    const names = form.getAll("term_name").map(String);
    const types = form.getAll("term_type").map(String);
    const terms = form
      .getAll("term_taxonomy")
      .map((taxonomy, i) => ({ taxonomy: String(taxonomy), name: names[i] ?? "", vacancy_type: types[i] || null }));
    const attributes = terms.length ? { mapping, terms } : { mapping };
    const rechecked = await attempt(
      request,
      locale,
      () => api.patch<Import>(pathOf(params.id), { data: { type: "imports", attributes } }),
      { pages: [404] },
    );
    return rechecked.ok ? redirect(withFlash(`/${locale}/import/${params.id}`, "rechecked")) : refused(rechecked);
  }
  // A zipped WordPress export chosen again: its images go along with the run.
  const zip = form.get("file");
  const runBody = zip instanceof File && zip.size > 0 ? new FormData() : {};
  if (runBody instanceof FormData && zip instanceof File) runBody.append("file", zip, zip.name);
  const done = await attempt(
    request,
    locale,
    () => (intent === "undo" ? api.delete<Import>(pathOf(params.id)) : api.post<Import>(`${pathOf(params.id)}/run`, runBody)),
    { pages: [404] },
  );
  if (!done.ok) return refused(done);
  // A large import runs as a job: the screen shows how far it is.
  if (done.value.data.status === "running") return redirect(`/${locale}/import/${params.id}`);
  return redirect(withFlash(`/${locale}/import/${params.id}`, intent === "undo" ? "undone" : "done"));
}

/** /import/{id}: what the check of a file found, the columns it read, its rows; run it, or undo it once run. */
export default function ImportDetail({ loaderData: { item, rows }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const submitting = useNavigation().state === "submitting";
  const label = (key: string, options?: Record<string, unknown>) => t(`imports:detail.${key}`, options);
  useFlashToast(
    useMemo(
      () => ({ done: t("imports:flash.done"), undone: t("imports:flash.undone"), rechecked: t("imports:flash.rechecked") }),
      [t],
    ),
  );
  const refusal = actionData && "errors" in actionData ? Object.values(actionData.errors as Record<string, string>)[0] : null;
  return (
    <div className="flex flex-col gap-6">
      <Link to={to("/import")} className="inline-flex min-h-11 items-center gap-2 self-start text-link underline">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {label("back")}
      </Link>
      <h1 className="text-3xl font-bold break-all">{item.fileName}</h1>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <ImportSummary item={item} submitting={submitting} />
      {item.source?.wordpress && <WordPressSourceNote wordpress={item.source.wordpress} />}
      {item.status === "checking" && (
        <ImportProgress
          text={label("checkProgress", { done: item.rowsDone, percent: item.progress ?? 0 })}
          bar={label("checkBar")}
          percent={item.progress ?? 0}
        />
      )}
      {item.status === "running" && (
        <ImportProgress
          text={label("progress", { done: item.rowsDone, total: item.counts.valid })}
          bar={label("runBar")}
          percent={item.progress ?? 0}
        />
      )}
      {item.status === "ready" && (
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2">
          {item.source?.wordpress?.zip && (
            <div className="flex flex-col gap-1">
              <label htmlFor="file" className="text-sm font-medium">
                {label("zip")}
              </label>
              <input
                id="file"
                name="file"
                type="file"
                accept=".zip,application/zip"
                className={`${INPUT} h-auto py-2`}
                aria-describedby="file-hint"
              />
              <FieldHint id="file">{label("zipHint")}</FieldHint>
            </div>
          )}
          <p className="text-fg-muted">{label("runHint")}</p>
          <div>
            <Button type="submit" name="intent" value="run" size="lg" disabled={submitting}>
              {label("run")}
            </Button>
          </div>
        </Form>
      )}
      {item.status === "done" && (
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(label("undoConfirm"))) event.preventDefault();
          }}
        >
          <Button type="submit" name="intent" value="undo" color="danger" flavor="outline" size="lg" disabled={submitting}>
            {label("undo")}
          </Button>
        </Form>
      )}
      <section aria-labelledby="rows-title" className="flex flex-col gap-2">
        <h2 id="rows-title" className="text-xl font-semibold">
          {label("rows")}
        </h2>
        <p className="text-fg-muted">{label("rowsIntro")}</p>
        <ImportRowsTable rows={rows} />
        {item.counts.rows > rows.length && <p className="text-sm text-fg-muted">{label("more", { count: rows.length })}</p>}
      </section>
    </div>
  );
}
