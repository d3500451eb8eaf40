import { Images, Search, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useState } from "react";
import type { StockImage } from "../../../contract/stock-images";
import { contentLocaleOf } from "../../../locales/languages";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { browserApi } from "../../lib/browser-api";
import { useTranslation } from "../../lib/i18n";
import { StockImageGrid } from "./stock-image-grid";

const PAGE_SIZE = 12;

interface Results {
  images: StockImage[];
  total: number;
  page: number;
  pages: number;
}

/**
 * "Choose a stock image": a dialog that searches the tenant's library (names and keywords, Dutch and English) and
 * hands the chosen image to onPick. It needs JavaScript; the upload beside it does not.
 */
export function StockImagePicker({ onPick }: { onPick: (image: StockImage) => void }) {
  const { t, i18n } = useTranslation();
  const lang = contentLocaleOf(i18n.language);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Results | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const text = (key: string, options?: Record<string, unknown>) => t(`common:stockImagePicker.${key}`, options);

  const load = async (search: string, page: number) => {
    setState("loading");
    try {
      const { data, meta } = await browserApi(lang).get<StockImage[]>("/api/v1/stock_images", {
        filter: { search: search.trim() || undefined },
        page: { number: page, size: PAGE_SIZE },
      });
      const images = page > 1 && results ? [...results.images, ...data] : data;
      setResults({ images, total: Number(meta.total ?? 0), page, pages: Number(meta.pages ?? 1) });
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  // The whole library shows when the dialog opens; a search narrows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening, not on every keystroke.
  useEffect(() => {
    if (open) void load(query, 1);
  }, [open]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void load(query, 1);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button flavor="outline" color="muted" size="lg" className="self-start">
          <Images className="size-4" aria-hidden />
          {text("open")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-2 z-50 mx-auto flex max-w-5xl flex-col gap-4 overflow-hidden rounded-lg border border-border bg-surface-raised p-4 text-fg shadow-xl sm:inset-8 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold">{text("title")}</Dialog.Title>
              <Dialog.Description className="mt-1 text-fg-muted">{text("description")}</Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-surface-sunken"
              aria-label={t("common:toolbar.close")}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {/* Not a <form>: React sends a submit up to the form the picker sits in (the vacancy's), portal or not. */}
          <search className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium">
              {text("search")}
              <input
                type="search"
                value={query}
                className={INPUT}
                onChange={(event) => setQuery(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") search(event);
                }}
              />
            </label>
            <Button size="lg" onClick={search}>
              <Search className="size-4" aria-hidden />
              {text("searchButton")}
            </Button>
          </search>
          <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={state === "loading"}>
            <p role="status" className="mb-3 text-fg-muted">
              {state === "failed"
                ? text("failed")
                : results && (results.total === 0 ? text("empty") : text("count", { count: results.total }))}
            </p>
            {results && results.images.length > 0 && (
              <StockImageGrid
                images={results.images}
                action={(image) => (
                  <Button
                    flavor="pastel"
                    size="lg"
                    aria-label={`${text("choose")}: ${image.name[lang]}`}
                    onClick={() => {
                      onPick(image);
                      setOpen(false);
                    }}
                  >
                    {text("choose")}
                  </Button>
                )}
              />
            )}
            {results && results.page < results.pages && (
              <Button
                flavor="outline"
                color="muted"
                size="lg"
                className="mt-4"
                disabled={state === "loading"}
                onClick={() => void load(query, results.page + 1)}
              >
                {text("more")}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
