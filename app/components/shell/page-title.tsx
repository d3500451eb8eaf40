import { useTranslation } from "../../lib/i18n";
import { usePageTitleSource } from "../../lib/route-handle";

/** Spec section 1: '{page title} - {app name}'; just the app name on a page without a title. */
export function PageTitle({ appName }: { appName: string | undefined }) {
  const { t } = useTranslation();
  const source = usePageTitleSource();
  const name = appName ?? "Vrijwilligersplatform";
  let page: string | null = null;
  if (source) {
    const { title } = source.handle;
    page = typeof title === "function" ? title(t, source.data) : title ? t(title) : null;
  }
  return <title>{page ? `${page} - ${name}` : name}</title>;
}
