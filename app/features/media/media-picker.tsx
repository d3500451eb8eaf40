import { Search, X } from "lucide-react";
import { type SyntheticEvent, useRef, useState } from "react";
import type { MediaFile } from "../../../contract/media-files";
import { isLocale } from "../../../locales/languages";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { browserApi } from "../../lib/browser-api";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/content";

type Loaded = { status: "loading" } | { status: "error" } | { status: "done"; files: MediaFile[] };

/**
 * A button that opens the centre's images in a modal <dialog> (focus kept inside, Escape closes): search, a grid,
 * and a choice, handed to `onChoose` (the file's uploadId is what vacancies and the centre profile store).
 */
export function MediaPicker({
  onChoose,
  label,
  describedBy,
}: {
  onChoose: (file: MediaFile) => void;
  label?: string;
  /** The id of what the choice is for (e.g. a field's label), so that several pickers on a screen are told apart. */
  describedBy?: string;
}) {
  const { t, i18n } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [search, setSearch] = useState("");
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const asked = useRef(0);

  async function load(term: string) {
    const mine = ++asked.current;
    setLoaded({ status: "loading" });
    try {
      const api = browserApi(isLocale(i18n.language) ? i18n.language : "nl");
      const result = await api.get<MediaFile[]>("/api/v1/media_files", {
        filter: { kind: "image", search: term.trim() || undefined },
        page: { size: 48 },
      });
      // Only the latest search counts: an older answer arriving late is dropped.
      if (mine === asked.current) setLoaded({ status: "done", files: result.data });
    } catch {
      if (mine === asked.current) setLoaded({ status: "error" });
    }
  }

  const open = () => {
    dialog.current?.showModal();
    void load(search);
  };
  const close = () => dialog.current?.close();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void load(search);
  };
  const choose = (file: MediaFile) => {
    onChoose(file);
    close();
  };

  return (
    <>
      <Button type="button" flavor="outline" color="muted" size="lg" onClick={open} aria-describedby={describedBy}>
        {label ?? t("content:fileUpload.picker.open")}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="media-picker-title"
        className="m-auto max-h-[90dvh] w-[min(56rem,calc(100vw-1rem))] rounded-lg border border-border bg-surface-raised p-0 text-fg backdrop:bg-black/50"
        data-testid="media-picker"
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id="media-picker-title" className="text-xl font-semibold">
              {t("content:fileUpload.picker.title")}
            </h2>
            <Button
              type="button"
              flavor="outline"
              color="muted"
              size="lg"
              onClick={close}
              aria-label={t("content:fileUpload.picker.close")}
            >
              <X className="size-5" aria-hidden />
            </Button>
          </div>
          {/* Not a <form>: the picker may sit inside one (the design screen's), and a submit would reach it. */}
          <search className="flex flex-wrap items-end gap-3">
            <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-medium">
              {t("content:fileUpload.picker.search")}
              <input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") submit(event);
                }}
                className={INPUT}
              />
            </label>
            <Button type="button" size="lg" onClick={submit}>
              <Search className="size-4" aria-hidden />
              {t("content:fileUpload.picker.search")}
            </Button>
          </search>
          <div aria-live="polite">
            {loaded.status === "loading" && <p>{t("content:fileUpload.picker.loading")}</p>}
            {loaded.status === "error" && <p role="alert">{t("content:fileUpload.picker.error")}</p>}
            {loaded.status === "done" && loaded.files.length === 0 && <p>{t("content:fileUpload.picker.empty")}</p>}
          </div>
          {loaded.status === "done" && loaded.files.length > 0 && (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {loaded.files.map((file) => (
                <li key={file.id}>
                  <button
                    type="button"
                    onClick={() => choose(file)}
                    className="flex w-full flex-col overflow-hidden rounded-md border border-border text-start hover:border-accent"
                    aria-label={t("content:fileUpload.picker.choose", { name: file.name })}
                  >
                    <img src={file.thumbnailUrl ?? file.url} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                    <span className="p-2 text-base break-words">{file.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </dialog>
    </>
  );
}
