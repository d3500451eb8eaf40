import { useEffect, useState } from "react";
import { CONTENT_BLOCK_TYPES } from "../../contract/content-block-options";
import type { ContentBlock, RenderedBlock } from "../../contract/content-blocks";
import { ContentBlocks } from "../features/content-blocks/content-blocks";
import { embeddableFormIds, loadBlockData } from "../features/content-blocks/load-content-page.server";
import { PREVIEW_ASK, PREVIEW_READY, type PreviewMessage } from "../features/content-pages/preview-messages";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { browserApi } from "../lib/browser-api";
import { useTranslation } from "../lib/i18n";
import { useLocale } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { Route } from "./+types/content.preview";
import "../lib/texts/content";

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.pages.roles);
  return { data: await loadBlockData(api, new Set(CONTENT_BLOCK_TYPES), await embeddableFormIds(api)) };
}

/**
 * /content/preview: the editor's live preview, in a frame of its own so that it has a phone's or a desktop's width.
 * The editor sends its blocks and the colour mode by message; the API renders them as visitors would see them.
 */
export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [blocks, setBlocks] = useState<RenderedBlock[]>([]);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    const api = browserApi(locale);
    let asked = 0;
    const show = async (sent: ContentBlock[]) => {
      const mine = ++asked;
      try {
        const result = await api.post<{ blocks: RenderedBlock[] }>("/api/v1/page_previews", {
          data: { type: "page_previews", attributes: { blocks: sent } },
        });
        if (mine !== asked) return;
        setBlocks(result.data.blocks);
        setInvalid(false);
      } catch {
        // A block still being filled in: keep showing the last version that was whole.
        if (mine === asked) setInvalid(true);
      }
    };
    const onMessage = (event: MessageEvent<PreviewMessage | typeof PREVIEW_ASK>) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message = event.data;
      if (message === PREVIEW_ASK) {
        window.parent.postMessage(PREVIEW_READY, window.location.origin);
        return;
      }
      if (message?.type !== "page-preview") return;
      document.documentElement.classList.toggle("dark", message.mode === "dark");
      document.documentElement.style.colorScheme = message.mode;
      void show(message.blocks);
    };
    window.addEventListener("message", onMessage);
    window.parent.postMessage(PREVIEW_READY, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, [locale]);
  return (
    // Named: inside the editor it is a second main landmark, the frame's.
    <main aria-label={t("content:pages.preview.frameTitle")} className="min-h-dvh bg-surface pb-10 text-fg">
      {invalid && (
        <p
          role="status"
          className="bg-secondary-100 px-4 py-2 text-sm text-secondary-950 dark:bg-secondary-950 dark:text-secondary-50"
        >
          {t("content:pages.preview.incomplete")}
        </p>
      )}
      {blocks.length === 0 && !invalid && <p className="p-6 text-fg-muted">{t("content:pages.preview.empty")}</p>}
      <ContentBlocks blocks={blocks} titleShown data={loaderData.data} />
    </main>
  );
}
