import { useMemo } from "react";
import { FormList } from "../features/forms/form-list";
import { loadForms } from "../features/forms/load-forms.server";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { useTranslation } from "../lib/i18n";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast } from "../lib/use-flash-toast";
import type { Route } from "./+types/form-builder";
import "../lib/texts/forms";

export const handle: RouteHandle = { title: "forms:list.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.forms.roles);
  const url = new URL(request.url);
  // The same list on its own screen and as a tab of Content, where the tabs' screen holds the page's h1.
  return { ...(await loadForms(context, url)), inContent: url.pathname.startsWith(`/${locale}/content/`) };
}

/** /form_builder and /content/forms: the centre's forms; the public ones can go on a page. */
export default function FormBuilder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const flashes = useMemo(() => ({ deleted: t("forms:flash.deleted") }), [t]);
  useFlashToast(flashes);
  return <FormList list={loaderData} headingLevel={loaderData.inContent ? "h2" : "h1"} />;
}
