import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { NOTIFICATION_TEMPLATE_GROUPS, type NotificationTemplate } from "../../contract/notification-templates";
import { NotificationTemplateBadges } from "../features/notification-templates/template-badges";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/notification-templates";
import "../lib/texts/notification-templates";

export const handle: RouteHandle = { title: "notification-templates:title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, SETTINGS_SECTIONS.mails.roles);
  const { data } = await api.get<NotificationTemplate[]>("/api/v1/notification_templates");
  return { templates: data };
}

/** /notification_templates: every e-mail of the centre, by subject, with whether it is changed, off or always sent. */
export default function NotificationTemplates({ loaderData: { templates } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section aria-labelledby="templates-title">
      <h2 id="templates-title" className="text-2xl font-bold">
        {t("notification-templates:title")}
      </h2>
      <p className="mt-1 max-w-3xl text-fg-muted">{t("notification-templates:intro")}</p>
      {NOTIFICATION_TEMPLATE_GROUPS.map((group) => {
        const inGroup = templates.filter((template) => template.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`group-${group}`} className="mt-8">
            <h3 id={`group-${group}`} className="text-lg font-semibold">
              {t(`notification-templates:groups.${group}`)}
            </h3>
            <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-surface-raised">
              {inGroup.map((template) => (
                <li key={template.id} data-testid="notification-template">
                  <Link
                    to={to(`/notification_templates/${template.id}/edit`)}
                    className="flex min-h-11 items-center gap-3 px-4 py-3 hover:bg-surface-sunken focus-visible:outline-offset-[-2px]"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{template.name}</span>
                      <span className="block text-sm text-fg-muted">{template.description}</span>
                    </span>
                    <NotificationTemplateBadges template={template} />
                    <ChevronRight aria-hidden className="size-5 shrink-0 text-fg-muted rtl:-scale-x-100" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
