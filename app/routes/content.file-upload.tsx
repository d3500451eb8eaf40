import { useMemo } from "react";
import { useLocation } from "react-router";
import { FormAlert } from "../components/ui/form-alert";
import { DeleteConfirmation } from "../features/media/delete-confirmation";
import { MediaCard } from "../features/media/media-card";
import { MediaFileForm } from "../features/media/media-file-form";
import { libraryAction, loadLibrary } from "../features/media/media-library.server";
import { MediaPagination } from "../features/media/media-pagination";
import { MediaSearchForm } from "../features/media/media-search-form";
import { QuotaBar } from "../features/media/quota-bar";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { useTranslation } from "../lib/i18n";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { useFlashToast } from "../lib/use-flash-toast";
import type { Route } from "./+types/content.file-upload";
import "../lib/texts/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  await signedInAs(context, request, CONTENT_SECTIONS.fileUpload.roles);
  return loadLibrary(pageContext(context).api, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  await signedInAs(context, request, CONTENT_SECTIONS.fileUpload.roles);
  return libraryAction(pageContext(context).api, new URL(request.url), await request.formData());
}

/** /content/file-upload: the centre's media library (upload, search, edit, delete with its uses, quota). */
export default function FileUpload({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { files, total, pages, page, q, kind, mode, chosen } = loaderData;
  const flashes = useMemo(
    () => ({
      uploaded: t("content:fileUpload.upload.saved"),
      saved: t("content:fileUpload.edit.saved"),
      deleted: t("content:fileUpload.delete.saved"),
    }),
    [t],
  );
  useFlashToast(flashes);
  const hrefWith = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const key of ["edit", "delete", "flash"]) params.delete(key);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const errorsFor = (intent: string) => (actionData && actionData.intent === intent ? actionData.errors : {});
  const valuesFor = (intent: string) => (actionData && actionData.intent === intent ? actionData.values : undefined);
  const filtered = q !== "" || kind !== "";
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold">{t("content:fileUpload.title")}</h2>
        <p className="text-fg-muted">{t("content:fileUpload.intro")}</p>
        <QuotaBar used={loaderData.usedBytes} quota={loaderData.quotaBytes} />
      </div>
      {mode === "delete" && chosen && <DeleteConfirmation file={chosen.file} usages={chosen.usages} cancelHref={hrefWith({})} />}
      {errorsFor("delete")._form && <FormAlert>{errorsFor("delete")._form}</FormAlert>}
      {mode === "edit" && chosen ? (
        <MediaFileForm
          key={chosen.file.id}
          file={chosen.file}
          errors={errorsFor("update")}
          values={valuesFor("update")}
          cancelHref={hrefWith({})}
        />
      ) : (
        <MediaFileForm errors={errorsFor("upload")} values={valuesFor("upload")} />
      )}
      <MediaSearchForm q={q} kind={kind} />
      <p className="text-fg-muted" data-testid="media-count">
        {t("content:fileUpload.count", { count: total })}
      </p>
      {files.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-fg-muted">
          {t(filtered ? "content:fileUpload.noResults" : "content:fileUpload.empty")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-grid">
          {files.map((file) => (
            <MediaCard
              key={file.id}
              file={file}
              editHref={hrefWith({ edit: file.id })}
              deleteHref={hrefWith({ delete: file.id })}
            />
          ))}
        </ul>
      )}
      <MediaPagination page={page} pages={pages} hrefOf={(number) => hrefWith({ page: String(number) })} />
    </div>
  );
}
