import { useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import { useAuthoredText } from "../../lib/content-language";
import { errorInfo, errorTexts } from "../../lib/error-info";
import { useTranslation } from "../../lib/i18n";
import { usePageTitleSource } from "../../lib/route-handle";

/** Spec section 1: '{page title} - {app name}'; just the app name on a page without a title. */
export function PageTitle({ appName }: { appName: string | undefined }) {
  const { t } = useTranslation();
  const source = usePageTitleSource();
  const authored = useAuthoredText();
  // An error view in place of the page is titled as the error ('Pagina niet gevonden'), not as the page asked for.
  const errors = useContext(UNSAFE_DataRouterDataContext)?.errors;
  const name = appName ?? "Vrijwilligersplatform";
  let page: string | null = null;
  if (errors && Object.keys(errors).length > 0) {
    page = t(...errorTexts(errorInfo(Object.values(errors)[0])).title);
  } else if (source) {
    const { title } = source.handle;
    page = typeof title === "function" ? title(t, source.data, authored) : title ? t(title) : null;
  }
  return <title>{page ? `${page} - ${name}` : name}</title>;
}
